import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@nupe/shared';
import type { FastifyBaseLogger } from 'fastify';

/** The web build's renderer (apps/web/src/server-entry.tsx), as built into <dist>/server/. */
type RenderPage = (page: { url: string; locale: Locale; data: Record<string, unknown> }) => Promise<string>;

/** Where the web build puts its renderer, inside the folder it serves from (never served itself). */
export const RENDERER_DIR = 'server';
const RENDERER_FILE = path.join(RENDERER_DIR, 'server-entry.mjs');

export type AppRenderer = {
  /**
   * The app drawn at `url` from these API answers (`dataJson`: JSON by API path), or null when
   * it cannot be drawn here (the page then comes undrawn, as from a build without a renderer).
   */
  render(url: string, locale: Locale, dataJson: string): Promise<string | null>;
};

/**
 * Loads the web build's renderer (#18 speed: /listen's home arrives drawn). A build without one
 * (the dev server, an API-only deploy) gives null and pages come as before. Each language's last
 * drawing is kept while its answers are unchanged: the shelves change when the catalogue does,
 * not per visit, so most page views cost no render.
 */
export async function loadAppRenderer(distDir: string, log: FastifyBaseLogger): Promise<AppRenderer | null> {
  const file = path.join(distDir, RENDERER_FILE);
  if (!existsSync(file)) return null;
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage });
  } catch (err) {
    // A renderer that cannot be loaded must not keep the site down: pages come undrawn.
    log.error({ err, file }, 'the web build’s server renderer could not be loaded; pages are drawn in the browser');
    return null;
  }
  const last = new Map<string, { dataJson: string; html: string }>();
  return {
    async render(url, locale, dataJson) {
      const key = `${locale} ${url}`;
      const kept = last.get(key);
      if (kept?.dataJson === dataJson) return kept.html;
      try {
        const html = await renderPage({ url, locale, data: JSON.parse(dataJson) as Record<string, unknown> });
        last.set(key, { dataJson, html });
        return html;
      } catch (err) {
        // A drawing that fails leaves the page to the browser, as it was before there was one.
        log.error({ err, url }, 'server render failed');
        return null;
      }
    },
  };
}
