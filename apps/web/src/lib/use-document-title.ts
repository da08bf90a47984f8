import { useEffect } from 'react';

const SITE = 'Nupe Music';

/** Sets the tab title for a screen: "About · Nupe Music". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE}: stream and preserve Nupe music and oral culture`;
  }, [title]);
}
