import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A song's pages in the web app: the shareable page, the listener app's and the embeddable player. */
const SONG_PAGE = /^\/((?:listen\/|embed\/)?song)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The pages of an item staff merged into another (a duplicate) lead for good to the item kept:
 * a 301 to the same page of the survivor, the rest of the address (a shared moment `?t=`) kept.
 * Registered before the web app's pages, so no page of the alias is ever drawn.
 */
export const webAliasesPlugin = fp(
  async (app: FastifyInstance, opts: { survivorOf: (id: string) => Promise<string | null> }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const url = request.url.split('?')[0] ?? '';
      const page = SONG_PAGE.exec(url);
      if (!page?.[2]) return;
      const survivor = await opts.survivorOf(page[2].toLowerCase());
      if (survivor) return reply.redirect(`/${page[1]}/${survivor}${request.url.slice(url.length)}`, 301);
    });
  },
  { name: 'web-aliases' },
);
