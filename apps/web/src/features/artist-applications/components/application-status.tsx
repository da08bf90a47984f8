import type { MyArtistApplication } from '@nupe/shared';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

const dateFormat = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

function Badge({ tone, children }: { tone: 'waiting' | 'declined'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-bold',
        tone === 'waiting' ? 'bg-amber-100 text-brass-700' : 'bg-coral-100 text-coral-700',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', tone === 'waiting' ? 'bg-brass-500' : 'bg-coral-500')}
      />
      {children}
    </span>
  );
}

/** An application waiting for review: what was sent, and what happens next. */
export function ApplicationPending({
  application,
}: {
  application: Pick<MyArtistApplication, 'displayName' | 'createdAt'>;
}) {
  return (
    <div role="status" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-card sm:p-8">
      <Badge tone="waiting">Pending review</Badge>
      <h2 className="mt-4 text-2xl font-bold">Your application is pending</h2>
      <p className="mt-2 text-cloth-800">
        We received your application as <strong className="text-cloth-950">{application.displayName}</strong> on{' '}
        {formatDate(application.createdAt)}. Our team reviews each application by hand; once it is approved, your artist
        area opens with the same phone number and password.
      </p>
      <p className="mt-3 text-cloth-800">Until then you can listen, like and save music like everyone else.</p>
    </div>
  );
}

/** A rejected application: the admin's reason, word for word, and when it was decided. */
export function ApplicationRejected({ application }: { application: MyArtistApplication }) {
  const decided = formatDate(application.decidedAt);
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-card sm:p-8">
      <Badge tone="declined">Not approved</Badge>
      <h2 className="mt-4 text-2xl font-bold">Your application was not approved</h2>
      <p className="mt-2 text-cloth-800">
        Your application as <strong className="text-cloth-950">{application.displayName}</strong>
        {decided ? ` was reviewed on ${decided}` : ' was reviewed'}. Our team gave this reason:
      </p>
      <blockquote className="mt-4 rounded-xl border-l-4 border-coral-500 bg-sand-50 px-4 py-3 text-lg text-cloth-950 break-words whitespace-pre-line">
        {application.reason || 'No reason was given.'}
      </blockquote>
      <p className="mt-4 text-cloth-800">You can change what needs changing below and apply again.</p>
    </div>
  );
}
