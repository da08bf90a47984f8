import { useDocumentTitle } from '../../../lib/use-document-title';

/** Create an account (issue 8). Skeleton screen; its owner fills it in. */
export function ListenRegister() {
  useDocumentTitle('Create an account · Listen');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="font-display text-3xl font-bold">Create an account</h1>
    </section>
  );
}
