import { useEffect } from 'react';

const SITE = 'Nupe Music';

/** Sets the tab title for a screen: "About — Nupe Music" (the server renders the same into the HTML). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE}` : `${SITE} — the living archive of Nupe music and culture`;
  }, [title]);
}
