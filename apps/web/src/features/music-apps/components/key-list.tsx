import { Trans, useLingui } from '@lingui/react/macro';
import type { AppKey } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useRevokeAppKey } from '../api/app-keys';
import { createdLabel, lastUsedLabel } from '../key-labels';

function KeyRow({ appKey, onRevoke }: { appKey: AppKey; onRevoke: () => void }) {
  const { t } = useLingui();
  const name = appKey.name;
  return (
    <li className="flex items-center gap-3 py-3.5 first:pt-0 last:pb-0 sm:gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-cloth-50 text-cloth-700 max-sm:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
          <path d="M10.5 18h3" strokeLinecap="round" />
        </svg>
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-cloth-950">{appKey.name}</p>
        <p className="text-sm text-cloth-700">
          <time dateTime={appKey.createdAt}>{createdLabel(appKey.createdAt)}</time>
          <span aria-hidden="true" className="max-sm:hidden">
            {' · '}
          </span>
          <span className="max-sm:block">
            {appKey.lastUsedAt ? (
              <time dateTime={appKey.lastUsedAt}>{lastUsedLabel(appKey.lastUsedAt)}</time>
            ) : (
              lastUsedLabel(null)
            )}
          </span>
        </p>
      </div>
      <Button variant="outline" size="sm" className="shrink-0" aria-label={t`Revoke ${name}`} onClick={onRevoke}>
        <Trans>Revoke</Trans>
      </Button>
    </li>
  );
}

/**
 * The account's keys with when each was made and last used. Revoke asks first (the app on
 * that device is signed out at once), then the key leaves the list and the server's sentence
 * is shown.
 */
export function KeyList({ userId, keys }: { userId: string; keys: AppKey[] }) {
  const revoke = useRevokeAppKey(userId);
  const [revoking, setRevoking] = useState<AppKey | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();

  const revokingName = revoking?.name;
  const close = () => {
    setRevoking(null);
    setFailure(null);
  };

  async function confirm(appKey: AppKey) {
    setFailure(null);
    try {
      await revoke.mutateAsync(appKey.id);
      // The server's sentence, in the reader's language.
      setStatus(t`Key revoked. Apps using it are signed out now.`);
      setRevoking(null);
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : errorText('INTERNAL'));
    }
  }

  return (
    <>
      <p role="status" className={status ? 'mb-4 rounded-lg bg-bead-100 px-3 py-2.5 font-semibold text-bead-700' : ''}>
        {status}
      </p>
      {keys.length === 0 ? (
        <EmptyState title={t`No app keys yet`}>
          <Trans>Create one above for each phone or computer you listen on. Revoked keys leave this list.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`App keys`} className="divide-y divide-sand-200">
          {keys.map((k) => (
            <KeyRow
              key={k.id}
              appKey={k}
              onRevoke={() => {
                setStatus('');
                setFailure(null);
                setRevoking(k);
              }}
            />
          ))}
        </ul>
      )}
      <Dialog open={revoking !== null} onClose={close} title={t`Revoke this key?`}>
        <p>
          <Trans>
            The app using “{revokingName}” is signed out at once and cannot sign in with this key again. Your other
            devices keep working.
          </Trans>
        </p>
        {failure ? (
          <p role="alert" className="mt-4 font-semibold text-coral-700">
            {failure}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            <Trans>Keep it</Trans>
          </Button>
          <Button
            className="bg-coral-700 text-white hover:bg-coral-500"
            loading={revoke.isPending}
            onClick={() => revoking && void confirm(revoking)}
          >
            <Trans>Revoke key</Trans>
          </Button>
        </div>
      </Dialog>
    </>
  );
}
