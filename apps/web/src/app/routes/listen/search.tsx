import { useDocumentTitle } from '../../../lib/use-document-title';

/** Search (issue 8). Skeleton screen; its owner fills it in. */
export function ListenSearch() {
  useDocumentTitle('Search · Listen');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="font-display text-3xl font-bold">Search</h1>
    </section>
  );
}
