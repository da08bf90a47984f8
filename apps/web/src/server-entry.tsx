import { Writable } from 'node:stream';
import { I18nProvider } from '@lingui/react';
import type { I18nOverrides, Locale, MobilePlatform } from '@nupe/shared';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Root } from './app/root';
import { preloadArea } from './app/router';
import { FallbackLang } from './components/ui/fallback-lang';
import { takeDrawnTitle } from './lib/drawn-title';
import { i18n, loadCatalog } from './lib/i18n';
import { overridesPath, withOverrides } from './lib/i18n-overrides';
import { beginServerReads, endServerReads, type PageData, type ServerFetch } from './lib/page-data';
import { forgetPublicReads, startPublicRead } from './lib/use-public-get';

/**
 * The web app drawn on the server with react-dom/server: the same components as in the browser,
 * built by `vite build --ssr` into dist/server/ and run by the API server
 * (apps/server/src/plugins/web.ts) for every shareable page, so a phone sees the page's text,
 * covers and links before any script has run, and a reader without JavaScript sees them at all.
 * Each read the page makes goes through the server's `fetch` (the API, in process, signed out);
 * the answers come back with the HTML, and the browser's first render (main.tsx, `hydrateRoot`)
 * draws the same tree from them.
 */
export type RenderPage = (page: {
  /** The address, e.g. /listen/album/…, with its query. */
  url: string;
  locale: Locale;
  /** The reader's phone platform, from the request's user agent (null: a desktop or a robot). */
  platform: MobilePlatform | null;
  /** Reads an API path (under /api) as anyone signed out. */
  fetch: ServerFetch;
}) => Promise<{
  html: string;
  data: PageData;
  /** The screen's tab title in the page's language, when it sets one. */
  title: string | null;
}>;

/** How long a page may wait for its reads before it is sent as far as it got. */
const RENDER_TIMEOUT_MS = 5000;

/** The whole page as one string, once every Suspense boundary has its content (onAllReady). */
function drawToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary in place, in order: a large one is otherwise sent apart and put in place
      // by an inline script, which the page's Content Security Policy rightly refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        // A boundary that failed is drawn by the browser instead; the rest of the page stands.
        if (!(error instanceof Error && error.name === 'AbortError')) console.error('server render:', error);
      },
    });
    setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
  });
}

// One page at a time: the interface language and the collected reads are the module's own.
let queue: Promise<unknown> = Promise.resolve();

export const renderPage: RenderPage = ({ url, locale, platform, fetch }) => {
  const run = async () => {
    const [messages] = await Promise.all([loadCatalog(locale), preloadArea(url.split('?')[0] ?? url)]);
    forgetPublicReads();
    takeDrawnTitle();
    beginServerReads(fetch, platform);
    // The community's reviewed messages over the built ones, read as a page read (kept with the
    // page, so the browser's first render uses the same words).
    const overrides = await startPublicRead<I18nOverrides>(overridesPath(locale));
    i18n.loadAndActivate({
      locale,
      messages: withOverrides(messages, overrides.status === 'success' ? overrides.data : null),
    });
    try {
      const html = await drawToString(
        <StrictMode>
          <I18nProvider i18n={i18n} defaultComponent={FallbackLang}>
            <StaticRouter location={url}>
              <Root />
            </StaticRouter>
            {/* Where the browser's tree has <Started /> (main.tsx): the same shape, so useId's ids match. */}
            {null}
          </I18nProvider>
        </StrictMode>,
      );
      return { html, data: endServerReads(), title: takeDrawnTitle() };
    } finally {
      endServerReads();
      forgetPublicReads();
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => {});
  return result;
};
