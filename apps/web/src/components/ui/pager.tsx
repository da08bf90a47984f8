import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Button } from './button';

/**
 * Previous / Next under a paged list, with where the reader is. A page past the end (its
 * last rows were just approved, resolved or removed) moves back to the new last page.
 */
export function Pager({
  label,
  page,
  limit,
  total,
  onPage,
}: {
  label?: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / limit));
  useEffect(() => {
    if (page > pages) onPage(pages);
  }, [page, pages, onPage]);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t`Pages`} className="mt-6 grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between">
      <p className="col-span-2 text-center text-cloth-800 sm:order-2" aria-live="polite">
        <Trans>
          Page {page} of {pages} · {total} in all
        </Trans>
      </p>
      <Button variant="outline" className="sm:order-1" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <Button variant="outline" className="sm:order-3" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
