import { Link } from 'react-router';
import { listenPaths } from '../../../features/listen/paths';

export function ListenNotFound() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-2xl font-bold">Not found</h1>
      <p className="mt-2 text-cloth-700">This page is not in the listener app.</p>
      <Link to={listenPaths.home} className="mt-4 inline-block font-semibold text-cloth-700 underline">
        Back to Listen
      </Link>
    </div>
  );
}
