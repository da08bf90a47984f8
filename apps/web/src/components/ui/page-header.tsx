import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * The header of a screen in the admin, artist and staff areas: title, a line on what it is
 * for, actions. The tab's title follows the screen's.
 */
export function PageHeader({
  title,
  kicker,
  description,
  actions,
}: {
  title: string;
  /** A small label above the title (the area's name). */
  kicker?: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div className="min-w-0">
        {kicker ? <p className="mb-1 text-sm font-bold tracking-widest text-brass-700 uppercase">{kicker}</p> : null}
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 max-w-2xl text-cloth-800">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
