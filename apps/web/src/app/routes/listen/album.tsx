import { useDocumentTitle } from '../../../lib/use-document-title';

/** Album (issue 8). Skeleton screen; its owner fills it in. */
export function ListenAlbum() {
  useDocumentTitle('Album · Listen');
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="font-display text-3xl font-bold">Album</h1>
    </section>
  );
}
