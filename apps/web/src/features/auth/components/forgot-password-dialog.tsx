import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';

/**
 * Explains how a forgotten password is reset: by the support team, not by email or SMS.
 * `supportHours` comes from the site settings (the page reads them: features stay apart).
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  supportHours,
}: {
  open: boolean;
  onClose: () => void;
  supportHours: string | null;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Forgot your password?">
      <div className="flex flex-col gap-3 text-cloth-900">
        <p>
          Passwords on Nupe Music are reset by our support team, so that nobody else can take over your account with
          your phone number.
        </p>
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>Contact support and choose the subject “Technical Issue”.</li>
          <li>Give the phone number of your account and your full name.</li>
          <li>
            A team member checks that the account is yours and sets a new password for it (operators use the command{' '}
            <code className="rounded bg-sand-100 px-1 py-0.5 text-sm">npm run user:reset-password</code>).
          </li>
          <li>Sign in with the new password.</li>
        </ol>
        {supportHours ? (
          <p>
            Support hours: <strong>{supportHours}</strong>.
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-3">
          <Link to={paths.contact} className={buttonClasses('secondary')}>
            Contact support
          </Link>
          <button type="button" onClick={onClose} className={buttonClasses('outline')}>
            Back to sign in
          </button>
        </div>
      </div>
    </Dialog>
  );
}
