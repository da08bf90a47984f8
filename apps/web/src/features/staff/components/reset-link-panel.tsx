import { lagosClock, type ResetLinkCreated, type SupportTicket } from '@nupe/shared';
import { useEffect, useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useCreateResetLink } from '../api/reset-link';

/** +2348031234567 → +234 803 123 4567, easier to read out on a call. */
export function spacedPhone(e164: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : e164;
}

/**
 * On a password reset request (#18 journey 8): the account its number belongs to, and, once
 * staff have checked that the person owns it, "Create reset link". The link is shown once
 * (the server keeps only its digest) with ways to send it: copy, WhatsApp, SMS.
 */
export function ResetLinkPanel({ ticket }: { ticket: SupportTicket }) {
  const create = useCreateResetLink();
  const [created, setCreated] = useState<ResetLinkCreated['link'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const account = ticket.resetAccount;
  const canCreate = account !== null && account.status === 'active';

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
        Password reset
      </h3>
      {ticket.phone ? (
        <p className="mt-1 break-words">
          Phone number: <strong className="whitespace-nowrap">{spacedPhone(ticket.phone)}</strong>
        </p>
      ) : null}
      {account ? (
        <p className="break-words">
          Account: <strong>{account.fullName}</strong> ({account.role})
          {account.status === 'suspended' ? (
            <span className="font-semibold text-coral-700"> · suspended: an admin must reinstate it first</span>
          ) : null}
        </p>
      ) : (
        <p className="font-semibold text-coral-700">
          No account uses this phone number. Check the number with the person.
        </p>
      )}
      {canCreate && (account.role === 'staff' || account.role === 'admin') ? (
        <p className="mt-2 text-sm font-semibold text-cloth-800">
          This is a {account.role} account: only an admin can create its reset link.
        </p>
      ) : null}
      {canCreate ? (
        <p className="mt-2 text-sm text-cloth-800">
          Before you create a link, check that the person owns the account: call the number, and compare the name and
          what they told us with the account.
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
          Create reset link
        </Button>
      )}
    </section>
  );
}

function CreatedLink({ link }: { link: ResetLinkCreated['link'] }) {
  const inputId = useId();
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
        Reset link created. It works once, until <strong>{lagosClock(new Date(link.expiresAt))}</strong> (West Africa
        Time). It is shown only now: send it before you leave this page.
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="font-semibold">
          Reset link
        </label>
        <input
          id={inputId}
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full min-w-0 rounded-lg border-2 border-sand-300 bg-white px-3 py-2 font-mono text-sm text-cloth-950"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
        <a href={link.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm')}>
          Send by WhatsApp
        </a>
        <a href={link.smsUrl} className={buttonClasses('outline', 'sm')}>
          Send by SMS
        </a>
      </div>
      <p role="status" className={copied === 'failed' ? 'text-sm font-semibold text-coral-700' : 'sr-only'}>
        {copied === 'copied'
          ? 'Link copied'
          : copied === 'failed'
            ? 'Could not copy: select the link and copy it.'
            : ''}
      </p>
    </div>
  );
}
