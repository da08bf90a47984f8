import { Link } from 'react-router';
import { listenPaths } from '../paths';

/** The header's account entry: sign in, or the signed-in listener's menu (issue 8). */
export function AccountMenu() {
  return (
    <Link to={listenPaths.signIn} className="flex min-h-11 items-center text-sm font-semibold underline">
      Sign in
    </Link>
  );
}
