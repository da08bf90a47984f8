import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

const SITE = 'Nupe Music';
const HOME_TITLE = msg`the living archive of Nupe music and culture`;

/**
 * Sets the tab title for a screen: "About — Nupe Music" (the server renders the same into the
 * HTML). The caller passes the title in the reader's language; the home page's tagline is read
 * here in it.
 */
export function useDocumentTitle(title: string | null): void {
  const { _ } = useLingui();
  const tagline = _(HOME_TITLE);
  useEffect(() => {
    document.title = title ? `${title} — ${SITE}` : `${SITE} — ${tagline}`;
  }, [title, tagline]);
}
