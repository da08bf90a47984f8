import { LogoMark } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page shown after a crash: a clear title and a way home, never a blank page. */
export function AppError({ error }: { error: unknown }) {
  useDocumentTitle('Unexpected Application Error!');
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-50 px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl border border-sand-200 bg-white p-8 text-center shadow-card">
        <LogoMark className="mx-auto mb-5 size-12" />
        <h1 className="mb-3 text-2xl font-bold">Unexpected Application Error!</h1>
        <p className="mb-2 text-cloth-800">Something went wrong while showing this page. Please try again.</p>
        {detail ? <p className="mb-6 font-mono text-sm break-words text-cloth-700">{detail}</p> : null}
        {/* A full page load, so a broken client state is left behind. */}
        <a
          href={paths.home}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-cloth-800 px-5 font-semibold text-white no-underline hover:bg-cloth-700"
        >
          Go to the home page
        </a>
      </div>
    </main>
  );
}
