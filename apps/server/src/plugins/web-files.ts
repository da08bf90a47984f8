import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { WITHDRAWAL_CACHE_SECONDS } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import { fileResponse } from './openapi.js';
import { RENDERER_DIR } from './web-render.js';

/** The listener app: its own manifest, scope and home-screen icon. */
export const LISTEN_SCOPE = '/listen';

/** The web build's files: hashed assets kept for a year, the service worker and manifests always revalidated. */
export async function serveBuild(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build's server renderer sits in the same folder; it is run here, not sent.
    allowedPath: (pathName) => !pathName.startsWith(`/${RENDERER_DIR}/`),
    // The web build writes .br and .gz beside its scripts and styles (apps/web/vite.config.ts).
    preCompressed: true,
    setHeaders(reply, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      // A pre-compressed copy (sw.js.br) is the same file to the browser.
      const name = file.replace(/\.(br|gz)$/, '');
      if (name.endsWith(`${path.sep}listen${path.sep}sw.js`)) {
        // The listener app's service worker: always revalidated, so a new build's
        // worker (and with it the new app shell) reaches installed apps on their next visit.
        reply.header('cache-control', 'no-cache');
        reply.header('service-worker-allowed', LISTEN_SCOPE);
        return;
      }
      if (name.endsWith('.webmanifest')) {
        reply.header('cache-control', 'no-cache');
        return;
      }
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

/** robots.txt and the sitemap of every public page and song. */
export function siteFiles(
  app: FastifyInstance,
  listPublicSongs: () => Promise<{ id: string; updatedAt: Date }[]>,
  origin: (host: string | undefined, protocol: string) => string,
) {
  const fileSchema = (description: string, type: string) => ({
    schema: { tags: ['site'], summary: description, response: { 200: fileResponse(description, [type]) } },
  });
  app.get('/robots.txt', fileSchema('Rules for crawlers', 'text/plain'), async (request, reply) => {
    const base = origin(request.headers.host, request.protocol);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /artist\nDisallow: /staff\nDisallow: /api/\n\nSitemap: ${base}/sitemap.xml\n`,
      );
  });

  app.get(
    '/sitemap.xml',
    fileSchema('Every public page and song, for search engines', 'application/xml'),
    async (request, reply) => {
      const base = origin(request.headers.host, request.protocol);
      const pages = ['/', '/about', '/contact', '/terms', '/privacy'].map((p) => `  <url><loc>${base}${p}</loc></url>`);
      const songs = await listPublicSongs();
      const songUrls = songs.map(
        (s) =>
          `  <url><loc>${base}/song/${s.id}</loc><lastmod>${s.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      );
      return (
        reply
          .type('application/xml; charset=utf-8')
          // Lists the songs open to all: a withdrawn one leaves it within the promised minute.
          .header('cache-control', `public, max-age=${WITHDRAWAL_CACHE_SECONDS}`)
          .send(
            `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...songUrls].join('\n')}\n</urlset>\n`,
          )
      );
    },
  );
}
