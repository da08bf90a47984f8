import { Trans, useLingui } from '@lingui/react/macro';
import { ListSkeleton } from '../../../components/ui/states';
import { useSession } from '../../../features/listen/library/session';
import { SignInInvitation } from '../../../features/listen/library/sign-in-invitation';
import { MusicAppsScreen } from '../../../features/music-apps/components/music-apps-screen';
import { QueryProvider } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /listen/apps: listen in a Subsonic music app with an app key per device. Reached from the
 * account menu here and from the account corner of the admin, artist and staff areas. Its
 * chunk alone loads the query cache, the shared schema and the QR encoder.
 */
export function ListenApps() {
  const session = useSession();
  const { t } = useLingui();
  useDocumentTitle(t`Connect a music app · Listen`);
  return (
    <section aria-labelledby="music-apps-title" className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 id="music-apps-title" className="font-display text-3xl font-bold">
        <Trans>Connect a music app</Trans>
      </h1>
      <p className="mt-2 max-w-prose text-cloth-800">
        <Trans>
          Listen to Nupe Music in the app you already use: <strong>Symfonium</strong>, <strong>Tempo</strong>,{' '}
          <strong>Ultrasonic</strong> or <strong>DSub</strong> on Android, <strong>Amperfy</strong> or{' '}
          <strong>play:Sub</strong> on iPhone, <strong>Feishin</strong> on a computer. In the app, add a Subsonic (or
          OpenSubsonic) server and type the three values below.
        </Trans>
      </p>
      {session.status === 'signed-out' ? (
        <SignInInvitation>
          <Trans>Sign in to connect a music app to your account.</Trans>
        </SignInInvitation>
      ) : null}
      {session.status === 'checking' || session.status === 'unreachable' ? (
        <div className="mt-6">
          <ListSkeleton rows={3} label={t`Loading`} />
        </div>
      ) : null}
      {session.status === 'signed-in' ? (
        <QueryProvider>
          <MusicAppsScreen userId={session.user.id} />
        </QueryProvider>
      ) : null}
    </section>
  );
}
