import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { noteDrawnTitle } from './drawn-title';

const SITE = 'Nupe Music';
const HOME_TITLE = msg`the living archive of Nupe music and culture`;

/**
 * Sets the tab title for a screen: "About — Nupe Music". The caller passes the title in the
 * reader's language; the home page's tagline is read here in it. On the server the title is
 * noted for the drawn page's <title> (drawn-title.ts).
 */
export function useDocumentTitle(title: string | null): void {
  const { _ } = useLingui();
  const tagline = _(HOME_TITLE);
  const full = title ? `${title} — ${SITE}` : `${SITE} — ${tagline}`;
  noteDrawnTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
