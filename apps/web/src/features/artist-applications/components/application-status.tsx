import { Trans } from '@lingui/react/macro';
import type { MyArtistApplication } from '@nupe/shared';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { localDate } from '../../../lib/format';

const formatDate = (iso: string | null) => (iso ? localDate(iso) : null);

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
  const name = application.displayName;
  const sent = formatDate(application.createdAt);
  return (
    <div role="status" className="rounded-2xl border border-sand-200 bg-white p-6 shadow-card sm:p-8">
      <Badge tone="waiting">
        <Trans>Pending review</Trans>
      </Badge>
      <h2 className="mt-4 text-2xl font-bold">
        <Trans>Your application is pending</Trans>
      </h2>
      <p className="mt-2 text-cloth-800">
        <Trans>
          We received your application as <strong className="text-cloth-950">{name}</strong> on {sent}. Our team reviews
          each application by hand; once it is approved, your artist area opens with the same phone number and password.
        </Trans>
      </p>
      <p className="mt-3 text-cloth-800">
        <Trans>Until then you can listen, like and save music like everyone else.</Trans>
      </p>
    </div>
  );
}

/** A rejected application: the admin's reason, word for word, and when it was decided. */
export function ApplicationRejected({ application }: { application: MyArtistApplication }) {
  const decided = formatDate(application.decidedAt);
  const name = application.displayName;
  return (
    <div className="rounded-2xl border border-sand-200 bg-white p-6 shadow-card sm:p-8">
      <Badge tone="declined">
        <Trans>Not approved</Trans>
      </Badge>
      <h2 className="mt-4 text-2xl font-bold">
        <Trans>Your application was not approved</Trans>
      </h2>
      <p className="mt-2 text-cloth-800">
        {decided ? (
          <Trans>
            Your application as <strong className="text-cloth-950">{name}</strong> was reviewed on {decided}. Our team
            gave this reason:
          </Trans>
        ) : (
          <Trans>
            Your application as <strong className="text-cloth-950">{name}</strong> was reviewed. Our team gave this
            reason:
          </Trans>
        )}
      </p>
      <blockquote className="mt-4 rounded-xl border-l-4 border-coral-500 bg-sand-50 px-4 py-3 text-lg text-cloth-950 break-words whitespace-pre-line">
        {application.reason || <Trans>No reason was given.</Trans>}
      </blockquote>
      <p className="mt-4 text-cloth-800">
        <Trans>You can change what needs changing below and apply again.</Trans>
      </p>
    </div>
  );
}
