import { formatDate } from '@nupe/shared';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The opening of each dashboard: its title and the signed-in account, from /api/users/me. */
export function DashboardIntro({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  const me = useMe();
  const user = me.data?.user;
  return (
    <div className="mx-auto max-w-5xl">
      <header className="mb-8">
        <p className="mb-1 text-sm font-bold tracking-widest text-brass-700 uppercase">Welcome</p>
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {user ? <p className="mt-2 text-lg text-cloth-800">{user.fullName}</p> : null}
      </header>
      <p className="mb-8 max-w-2xl text-lg text-cloth-800">{description}</p>
      {user ? (
        <Card className="max-w-xl">
          <h2 className="mb-4 text-xl font-bold">Your account</h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-cloth-700">Name</dt>
            <dd className="break-words">{user.fullName}</dd>
            <dt className="font-semibold text-cloth-700">Role</dt>
            <dd className="capitalize">{user.role}</dd>
            <dt className="font-semibold text-cloth-700">Phone</dt>
            <dd>{user.phone}</dd>
            {user.email ? (
              <>
                <dt className="font-semibold text-cloth-700">Email</dt>
                <dd className="break-all">{user.email}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-cloth-700">Member since</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </dl>
        </Card>
      ) : null}
    </div>
  );
}

/** An address inside a dashboard with no screen: said plainly, inside the dashboard frame. */
export function DashboardNotFound({ home }: { home: string }) {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <p className="mb-2 text-sm font-bold tracking-widest text-brass-700 uppercase">404</p>
      <h1 className="mb-3 text-3xl font-bold">Page not found</h1>
      <p className="mb-6 text-lg text-cloth-800">There is no screen at this address.</p>
      <Link to={home} className={buttonClasses('secondary')}>
        Back to the dashboard
      </Link>
    </div>
  );
}
