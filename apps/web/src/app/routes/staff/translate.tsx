import { Link, Navigate, useLocation } from 'react-router';
import { LogoMark } from '../../../components/ui/logo';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState } from '../../../components/ui/states';
import { loginWithRedirect, paths } from '../../../config/paths';
import { SessionLoading } from '../../../features/auth/components/session-loading';
import { TranslateScreen } from '../../../features/translate/components/translate-screen';
import { QueryProvider } from '../../../lib/query-client';
import { useMe } from '../../../lib/session';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * /staff/translate: for staff and for any account an admin made a translator, whatever its role,
 * so it sits beside the staff area rather than inside its role check; the server decides who may
 * read and who may propose or review in each language.
 */
function TranslateGate() {
  const location = useLocation();
  const me = useMe();
  if (!tokenStorage.get() || (me.isSuccess && me.data === null)) {
    return <Navigate to={loginWithRedirect(`${location.pathname}${location.search}`)} replace />;
  }
  if (me.isPending) return <SessionLoading />;
  if (me.isError || !me.data) {
    return (
      <ErrorState message={me.error?.message ?? 'Your session could not be read.'} onRetry={() => void me.refetch()} />
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-5xl flex-col px-4 py-6 sm:px-6">
      <nav className="mb-4 flex items-center gap-3 text-sm">
        <LogoMark className="size-8" />
        <Link to={paths.home} className="font-semibold underline">
          Nupe Music
        </Link>
        <span aria-hidden="true">·</span>
        <Link to={paths.listen} className="underline">
          Back to the music
        </Link>
      </nav>
      <PageHeader
        kicker="Community"
        title="Translate"
        description="Every message of the interface with its English source. A translation is a draft until another translator or a staff member reviews it; then every reader sees it."
      />
      <TranslateScreen me={me.data.user.id} />
    </main>
  );
}

export function TranslatePage() {
  return (
    <QueryProvider>
      <TranslateGate />
    </QueryProvider>
  );
}
