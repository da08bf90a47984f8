import { I18nProvider } from '@lingui/react';
import type { Locale } from '@nupe/shared';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { Root } from './app/root';
import { preloadArea } from './app/router';
import { i18n, loadCatalog } from './lib/i18n';
import { setPageData } from './lib/page-data';

/**
 * The web app drawn on the server (#18 speed): the same components as in the browser, built by
 * `vite build --ssr` into dist/server/ and run by the API server (apps/server/src/plugins/web.ts)
 * for /listen's home, so a phone sees the shelves and their covers before any script has run.
 * The browser's first render (main.tsx) draws the same tree with the same answers
 * (lib/page-data.ts) and keeps the server's elements.
 */
export type RenderPage = (page: {
  /** The address, e.g. /listen. */
  url: string;
  locale: Locale;
  /** API answers the page draws from, by path under /api; sent with the page as they are. */
  data: Record<string, unknown>;
}) => Promise<string>;

export const renderPage: RenderPage = async ({ url, locale, data }) => {
  const [messages] = await Promise.all([loadCatalog(locale), preloadArea(url)]);
  // Synchronous from here: no other page's language or answers can come in between.
  i18n.loadAndActivate({ locale, messages });
  setPageData(data);
  try {
    return renderToString(
      <I18nProvider i18n={i18n}>
        <StaticRouter location={url}>
          <Root />
        </StaticRouter>
      </I18nProvider>,
    );
  } finally {
    setPageData({});
  }
};
