import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lagosClock, type ResetLinkCreated, type SupportTicket } from '@nupe/shared';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useCreateResetLink } from '../api/reset-link';

/** +2348031234567 → +234 803 123 4567, easier to read out on a call. */
export function spacedPhone(e164: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : e164;
}

/** An account's role inside a sentence ("Account: Amina (listener)"). */
const ROLE_WORDS: Record<string, MessageDescriptor | undefined> = {
  listener: msg({ message: 'listener', context: 'role' }),
  artist: msg({ message: 'artist', context: 'role' }),
  staff: msg({ message: 'staff', context: 'role' }),
  admin: msg({ message: 'admin', context: 'role' }),
};

/**
 * On a password reset request: the account its number belongs to, and, once
 * staff have checked that the person owns it, "Create reset link". The link is shown once
 * (the server keeps only its digest) with ways to send it: copy, WhatsApp, SMS.
 */
export function ResetLinkPanel({ ticket }: { ticket: SupportTicket }) {
  const { i18n } = useLingui();
  const create = useCreateResetLink();
  const [created, setCreated] = useState<ResetLinkCreated['link'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const account = ticket.resetAccount;
  const canCreate = account !== null && account.status === 'active';
  const phone = ticket.phone ? spacedPhone(ticket.phone) : null;
  const fullName = account?.fullName ?? '';
  const roleWord = account ? ROLE_WORDS[account.role] : undefined;
  // A role this build does not know is shown as the API names it.
  const role = roleWord ? i18n._(roleWord) : (account?.role ?? '');

  const onCreate = () => {
    setError(null);
    create.mutate(ticket.id, {
      onSuccess: (res) => setCreated(res.link),
      onError: (err) => setError(err.message),
    });
  };

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border-2 border-brass-300 bg-sand-50 p-4">
      <h3 id={headingId} className="font-bold">
        <Trans>Password reset</Trans>
      </h3>
      {phone ? (
        <p className="mt-1 break-words">
          <Trans>
            Phone number: <strong className="whitespace-nowrap">{phone}</strong>
          </Trans>
        </p>
      ) : null}
      {account ? (
        <p className="break-words">
          <Trans>
            Account: <strong>{fullName}</strong> ({role})
          </Trans>
          {account.status === 'suspended' ? (
            <span className="font-semibold text-coral-700">
              {' · '}
              <Trans>suspended: an admin must reinstate it first</Trans>
            </span>
          ) : null}
        </p>
      ) : (
        <p className="font-semibold text-coral-700">
          <Trans>No account uses this phone number. Check the number with the person.</Trans>
        </p>
      )}
      {canCreate && (account.role === 'staff' || account.role === 'admin') ? (
        <p className="mt-2 text-sm font-semibold text-cloth-800">
          {account.role === 'admin' ? (
            <Trans>This is an admin account: only an admin can create its reset link.</Trans>
          ) : (
            <Trans>This is a staff account: only an admin can create its reset link.</Trans>
          )}
        </p>
      ) : null}
      {canCreate ? (
        <p className="mt-2 text-sm text-cloth-800">
          <Trans>
            Before you create a link, check that the person owns the account: call the number, and compare the name and
            what they told us with the account.
          </Trans>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-3 font-semibold text-coral-700">
          {error}
        </p>
      ) : null}
      {created ? (
        <CreatedLink link={created} />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={!canCreate}
          loading={create.isPending}
          onClick={onCreate}
        >
          <Trans>Create reset link</Trans>
        </Button>
      )}
    </section>
  );
}

function CreatedLink({ link }: { link: ResetLinkCreated['link'] }) {
  const { t } = useLingui();
  const until = lagosClock(new Date(link.expiresAt));
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = window.setTimeout(() => setCopied('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p role="status" className="rounded-lg border-l-4 border-bead-500 bg-bead-100 px-3 py-2 text-cloth-950">
        <Trans>
          Reset link created. It works once, until <strong>{until}</strong> (West Africa Time). It is shown only now:
          send it before you leave this page.
        </Trans>
      </p>
      <Field label={<Trans>Reset link</Trans>}>
        {({ id }) => (
          <input
            id={id}
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="block w-full min-w-0 rounded-lg border-2 border-sand-300 bg-white px-3 py-2 font-mono text-sm text-cloth-950"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
        </Button>
        <a href={link.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm')}>
          <Trans>Send by WhatsApp</Trans>
        </a>
        <a href={link.smsUrl} className={buttonClasses('outline', 'sm')}>
          <Trans>Send by SMS</Trans>
        </a>
      </div>
      <p role="status" className={copied === 'failed' ? 'text-sm font-semibold text-coral-700' : 'sr-only'}>
        {copied === 'copied'
          ? t`Link copied`
          : copied === 'failed'
            ? t`Could not copy: select the link and copy it.`
            : ''}
      </p>
    </div>
  );
}
