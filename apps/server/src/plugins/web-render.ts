import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Locale, type MobilePlatform, PAGE_DATA_ERRORS_KEY } from '@nupe/shared';
import type { FastifyBaseLogger } from 'fastify';

/** Reads an API path (under /api) as anyone signed out: status and parsed body. */
export type ServerFetch = (path: string) => Promise<{ status: number; body: unknown }>;

/** The web build's renderer (apps/web/src/server-entry.tsx), as built into <dist>/server/. */
type RenderPage = (page: {
  url: string;
  locale: Locale;
  platform: MobilePlatform | null;
  fetch: ServerFetch;
}) => Promise<{ html: string; data: Record<string, unknown>; title?: string | null }>;

/** Where the web build puts its renderer, inside the folder it serves from (never served itself). */
export const RENDERER_DIR = 'server';
const RENDERER_FILE = path.join(RENDERER_DIR, 'server-entry.mjs');

export type DrawnPage = {
  html: string;
  pageData: string;
  /** The screen's tab title in the reader's language, when the drawing set one. */
  title?: string | null;
};

export type AppRenderer = {
  /**
   * The app drawn at `url` (with its query) for a reader of `platform`, reading the API through
   * `fetch`; with the answers it was drawn from (`pageData`, JSON by API path). Null when it
   * cannot be drawn here: the page then comes undrawn, as from a build without a renderer.
   */
  render(url: string, locale: Locale, platform: MobilePlatform | null, fetch: ServerFetch): Promise<DrawnPage | null>;
};

/** JSON of each answer a drawing read, to tell whether a kept drawing still holds. */
const answersOf = (data: Record<string, unknown>) =>
  Object.entries(data).map(([key, value]) => [key, JSON.stringify(value)] as const);

/**
 * Loads the web build's renderer (react-dom/server). A build without one (the dev server, an
 * API-only deploy) gives null and pages come drawn by the browser. Each page's last drawing per
 * language is kept with the answers it was drawn from; a visit asks those paths again (in process)
 * and draws anew only when an answer changed, so most page views cost no render.
 */
export async function loadAppRenderer(distDir: string, log: FastifyBaseLogger): Promise<AppRenderer | null> {
  const file = path.join(distDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage });
  } catch (err) {
    // A renderer that cannot be loaded must not keep the site down: pages are drawn in the browser.
    log.error({ err, file }, 'the web build’s server renderer could not be loaded; pages are drawn in the browser');
    return null;
  }
  const kept = new Map<string, { answers: (readonly [string, string])[]; page: DrawnPage }>();
  const stillHolds = async (answers: (readonly [string, string])[], fetch: ServerFetch) => {
    const now = await Promise.all(
      answers.map(async ([key, json]) => {
        if (!key.startsWith('/')) return true; // not a read (the failures are read again with their paths)
        const { status, body } = await fetch(key);
        return status >= 200 && status < 300 && JSON.stringify(body) === json;
      }),
    );
    return now.every(Boolean);
  };
  return {
    async render(url, locale, platform, fetch) {
      const key = `${locale} ${platform ?? 'desktop'} ${url}`;
      const last = kept.get(key);
      // A page drawn from failed reads (a song that is gone) is drawn again each time.
      if (last && !last.answers.some(([k]) => k === PAGE_DATA_ERRORS_KEY) && (await stillHolds(last.answers, fetch))) {
        return last.page;
      }
      try {
        const { html, data, title } = await renderPage({ url, locale, platform, fetch });
        const page = { html, pageData: JSON.stringify(data), title: title ?? null };
        if (kept.size > 500) kept.clear();
        kept.set(key, { answers: answersOf(data), page });
        return page;
      } catch (err) {
        // A drawing that fails leaves the page to the browser, as it was before there was one.
        log.error({ err, url }, 'server render failed');
        return null;
      }
    },
  };
}
