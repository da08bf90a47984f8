import { useLingui } from '@lingui/react/macro';
import { APP_KEYS_MAX } from '@nupe/shared';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, ListSkeleton } from '../../../components/ui/states';
import { useAppKeys } from '../api/app-keys';
import { keysCountLabel } from '../key-labels';
import { ConnectValues } from './connect-values';
import { CreateKeyForm } from './create-key-form';
import { KeyList } from './key-list';

const CREATE_KEY_ID = 'create-app-key';

function Panel({ id, title, aside, children }: { id: string; title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl border border-sand-200 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * "Connect a music app" for the signed-in person: what to type into a Subsonic app, a key per
 * device (shown once), and the keys in use with Revoke.
 */
export function MusicAppsScreen({ userId }: { userId: string }) {
  const keys = useAppKeys(userId);
  const { t } = useLingui();

  if (keys.isError) {
    return (
      <div className="mt-6">
        <ErrorState message={keys.error.message} onRetry={() => void keys.refetch()} />
      </div>
    );
  }

  return (
    <div className="mt-6 flex flex-col gap-6">
      <Panel id="connect-values" title={t`Type these into the app`}>
        {keys.data ? (
          <ConnectValues
            server={keys.data.connect.server}
            username={keys.data.connect.username}
            keyHref={`#${CREATE_KEY_ID}`}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t`Loading`} className="flex flex-col gap-4">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
      </Panel>
      <Panel id={CREATE_KEY_ID} title={t`Create an app key`}>
        <CreateKeyForm userId={userId} />
      </Panel>
      <Panel
        id="app-keys"
        title={t`Your app keys`}
        aside={
          keys.data ? (
            <p className="text-sm text-cloth-700">{keysCountLabel(keys.data.keys.length, APP_KEYS_MAX)}</p>
          ) : null
        }
      >
        {keys.data ? (
          <KeyList userId={userId} keys={keys.data.keys} />
        ) : (
          <ListSkeleton rows={2} label={t`Loading your app keys`} />
        )}
      </Panel>
    </div>
  );
}
