import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { detectMobilePlatform, ERROR_MESSAGES, parseMoment, SITE_NAME } from '@nupe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteOrigin } from '../lib/site-origin.js';
import { errorBody } from './errors.js';
import { LISTEN_SCOPE, serveBuild, siteFiles } from './web-files.js';
import { type SongForPage as JsonLdSong, songJsonLd } from './web-jsonld.js';
import { catalogPreloads, requestLocale } from './web-locale.js';
import { type PageMeta, playlistBodyHtml, renderHead, songBodyHtml } from './web-meta.js';
import { areaPreloads } from './web-preload.js';
import { loadAppRenderer, type ServerFetch } from './web-render.js';
import { type SongPreview, songPreviewMeta } from './web-song-meta.js';

export type SongForPage = JsonLdSong & SongPreview;

/** A song's pages: the shareable page, the listener app's and the embeddable player (kind, id). */
const SONG_PAGE = /^\/(listen\/song|song|embed\/song)\/([^/]+)\/?$/;

export type WebOptions = {
  distDir: string | null;
  publicUrl: string | null;
  /** What the pages need of the catalogue (the songs module's page service). */
  pages?: {
    /** A published song for the shareable page, or null when it does not exist or is not public. */
    /** A public song, null when there is none, or where a merged duplicate lives now. */
    findPublicSong: (id: string, at?: number | null) => Promise<SongForPage | { movedTo: string } | null>;
    /** The covers the listener app's home draws first (its newest songs'), to preload with the page. */
    listenHomeCovers: () => Promise<{ href: string; srcset: string; sizes: string }[]>;
    /** Ids and update times of public songs, for the sitemap. */
    listPublicSongs: () => Promise<{ id: string; updatedAt: Date }[]>;
  };
  /** A public playlist as anyone signed out sees it (the playlists service), or null. */
  findPublicPlaylist?: (id: string) => Promise<PlaylistForPage | null>;
};

export type PlaylistForPage = Parameters<typeof playlistBodyHtml>[0] & {
  id: string;
  coverUrl: string | null;
};

const DEFAULT_DESCRIPTION =
  'Stream and preserve the music and oral culture of the Nupe people: songs, Zikiri, proverbs, preachings, histories, gospels, Tsankan and DJ mixes.';

/** Title and description of each public page, rendered into the HTML for search engines and link previews. */
const STATIC_PAGES: Record<string, { title: string; description: string; noindex?: boolean }> = {
  '/': { title: `${SITE_NAME} — the living archive of Nupe music and culture`, description: DEFAULT_DESCRIPTION },
  '/about': {
    title: `About — ${SITE_NAME}`,
    description: 'Why Nupe Music exists: to keep Nupe songs, chants, proverbs and histories alive and within reach.',
  },
  '/contact': {
    title: `Contact — ${SITE_NAME}`,
    description: 'Write to the Nupe Music team: questions, artist support, technical issues, partnerships and press.',
  },
  '/terms': { title: `Terms of Service — ${SITE_NAME}`, description: 'The terms for using Nupe Music.' },
  '/privacy': {
    title: `Privacy Policy — ${SITE_NAME}`,
    description: 'What Nupe Music collects, why, and the choices you have.',
  },
  '/login': { title: `Sign in — ${SITE_NAME}`, description: 'Sign in to Nupe Music with your phone number.' },
  '/register': {
    title: `Create an account — ${SITE_NAME}`,
    description: 'Join Nupe Music as a listener or an artist.',
  },
  // Opened from a one-time link staff send; its token never reaches the page's meta.
  '/reset-password': {
    title: `Set a new password — ${SITE_NAME}`,
    description: 'Set a new password for your Nupe Music account with the link our support team sent you.',
    noindex: true,
  },
};

/**
 * The public pages drawn by a lazily loaded chunk (apps/web/src/app/router.tsx), by address:
 * their scripts are preloaded with the HTML, so the page's chunk comes beside the entry
 * instead of after it has run, one round trip less before the page is drawn.
 */
const PAGE_SOURCES: Record<string, string> = {
  '/': 'src/app/routes/public/home.tsx',
  '/about': 'src/app/routes/public/about.tsx',
  '/contact': 'src/app/routes/public/contact.tsx',
  '/terms': 'src/app/routes/public/terms.tsx',
  '/privacy': 'src/app/routes/public/privacy.tsx',
  '/apply': 'src/app/routes/public/apply.tsx',
  '/login': 'src/app/routes/auth/login.tsx',
  '/register': 'src/app/routes/auth/register.tsx',
};
const SONG_PAGE_SOURCE = 'src/app/routes/public/song.tsx';
/** The listener app's screens the server draws, by the address's first segment under /listen/. */
const LISTEN_SCREEN_SOURCES: Record<string, string> = {
  song: 'src/app/routes/listen/song.tsx',
  artist: 'src/app/routes/listen/artist.tsx',
  album: 'src/app/routes/listen/album.tsx',
  archive: 'src/app/routes/listen/archive.tsx',
  proverbs: 'src/app/routes/listen/proverbs.tsx',
  playlist: 'src/app/routes/listen/playlist.tsx',
};
const EMBED_PAGE_SOURCE = 'src/app/routes/embed/embed-song.tsx';

/** The oEmbed discovery link of a song's pages. */
const oembedLink = (base: string, song: { id: string; title: string }) => ({
  type: 'application/json+oembed',
  href: `${base}/oembed?${new URLSearchParams({ url: `${base}/song/${song.id}`, format: 'json' })}`,
  title: song.title,
});

/**
 * Lets any site put this answer in a frame (the embeddable player): the policy's
 * frame-ancestors opened and X-Frame-Options dropped, for this answer only.
 */
function allowFraming(reply: FastifyReply) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    void reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
  reply.removeHeader('x-frame-options');
  void reply.header('cross-origin-resource-policy', 'cross-origin');
}

/** The listener app's chunk in the web build's manifest (its scripts are preloaded on /listen pages). */
const LISTEN_AREA_SOURCE = 'src/app/routes/listen/listen-area.tsx';
/** What the listener app's home reads first (apps/web/src/features/listen/api.ts). */
const LISTEN_HOME_READ = '/api/songs/shelves';

/**
 * The shareable pages, drawn by the server with the web app's own components (react-dom/server)
 * and taken over by React in the browser: the public pages, a song's page, and the listener
 * app's pages anyone may open. Dashboards and a listener's own pages are drawn in the browser.
 */
const DRAWN_PAGES = [
  /^\/(about|contact|terms|privacy|apply|login|register)?$/,
  /^\/song\/[^/]+$/,
  /^\/listen(\/(proverbs|archive))?$/,
  /^\/listen\/(song|album|artist|proverbs)\/[^/]+$/,
];
/** What a page's HTML depends on: a song's page is drawn for the reader's phone (its "open in the app" offer). */
const varyOf = (url: string) =>
  url.startsWith('/song/') ? 'Accept-Language, Cookie, User-Agent' : 'Accept-Language, Cookie';
const LISTEN_PAGE = {
  title: `Listen — ${SITE_NAME}`,
  description:
    'Stream Nupe songs, Zikiri, proverbs, histories and DJ mixes, save them for offline listening, and save data with Data Saver.',
  manifest: '/listen/manifest.webmanifest',
  appleTouchIcon: '/icons/listen-192.png',
};

/**
 * Serves the built web app from the same process: hashed assets cached for a year,
 * index.html (with the page's own title and Open Graph tags) for every client route,
 * robots.txt and sitemap.xml. Unknown /api addresses get a JSON 404.
 */
/** The embeddable player's page: only what anyone may hear, never indexed. */
function embedMeta(song: SongForPage | null, base: string, url: string, embedScripts: string[]): PageMeta {
  return song
    ? {
        title: `${song.title} — ${song.artist} | ${SITE_NAME}`,
        description: `“${song.title}” by ${song.artist} on ${SITE_NAME}.`,
        url: `${base}/song/${song.id}`,
        noindex: true,
        modulePreload: embedScripts,
        preloadFetch: [`/api/songs/${encodeURIComponent(song.id)}`],
        alternates: [oembedLink(base, song)],
      }
    : { title: `Not found — ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, url: `${base}${url}`, noindex: true };
}

/** A public playlist's share page: its name, maker and first songs for link previews and search engines. */
function playlistMeta(playlist: PlaylistForPage, base: string): Partial<PageMeta> {
  const n = playlist.songs.length;
  return {
    title: `${playlist.name} — a playlist by ${playlist.owner.name} | ${SITE_NAME}`,
    description:
      playlist.description ||
      `${n} ${n === 1 ? 'song' : 'songs'} of Nupe music and culture${
        n
          ? `: ${playlist.songs
              .slice(0, 3)
              .map((s) => s.title)
              .join(', ')}${n > 3 ? '…' : ''}`
          : ''
      }.`,
    url: `${base}/listen/playlist/${playlist.id}`,
    image: playlist.coverUrl ? `${base}${playlist.coverUrl}` : undefined,
    type: 'music.playlist',
    bodyHtml: playlistBodyHtml(playlist),
  };
}

export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : null;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const listenScripts = opts.distDir ? areaPreloads(opts.distDir, LISTEN_AREA_SOURCE) : [];
  const catalogScripts = opts.distDir ? catalogPreloads(opts.distDir) : null;
  const distDir = opts.distDir;
  const pageScripts: Record<string, string[]> = distDir
    ? Object.fromEntries(Object.entries(PAGE_SOURCES).map(([page, source]) => [page, areaPreloads(distDir, source)]))
    : {};
  const songScripts = distDir ? areaPreloads(distDir, SONG_PAGE_SOURCE) : [];
  const listenScreenScripts: Record<string, string[]> = distDir
    ? Object.fromEntries(
        Object.entries(LISTEN_SCREEN_SOURCES).map(([screen, source]) => [
          screen,
          [...new Set([...listenScripts, ...areaPreloads(distDir, source)])],
        ]),
      )
    : {};
  const renderer = distDir && indexHtml ? await loadAppRenderer(distDir, app.log) : null;
  if (indexHtml && distDir) await serveBuild(app, distDir);

  /** The API read in process as anyone signed out: what a drawn page is drawn from. */
  const readApi: ServerFetch = async (apiPath) => {
    const res = await app.inject({ method: 'GET', url: `/api${apiPath}`, headers: { accept: 'application/json' } });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      // Not JSON: the page reads it as a failure with the status alone.
    }
    return { status: res.statusCode, body };
  };

  const origin = (host: string | undefined, protocol: string) =>
    siteOrigin(opts.publicUrl, { host, protocol }, app.config.port);

  siteFiles(app, async () => (opts.pages ? opts.pages.listPublicSongs() : []), origin);

  /**
   * Every page of the web app: its HTML, with the page's own title, preview and preloads. A GET
   * route of its own (the fallback of every other GET) rather than only the not-found handler,
   * so @fastify/compress, which works per route, compresses the HTML too.
   */
  const embedScripts = distDir ? areaPreloads(distDir, EMBED_PAGE_SOURCE) : [];
  const publicSong = async (id: string | undefined, at: number | null = null) =>
    opts.pages && id && /^[0-9a-f-]{36}$/i.test(id) ? opts.pages.findPublicSong(id, at) : null;

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    // A shared moment (`?t=83`): the preview quotes what is said then.
    const at = parseMoment(new URLSearchParams(request.url.split('?')[1] ?? '').get('t'));
    // A song's pages (the shareable one, the listener app's, the embeddable player) read it once.
    const songPage = reading ? SONG_PAGE.exec(url) : null;
    const found = songPage ? await publicSong(songPage[2], at) : null;
    if (songPage && found && 'movedTo' in found) {
      // An item staff merged into another (a duplicate): its pages lead for good to the same page
      // of the item kept, the rest of the address (a shared moment `?t=`) kept. Only when anyone
      // may see that item; otherwise the alias is simply not found.
      return reply.redirect(`/${songPage[1]}/${found.movedTo}${request.url.slice(url.length)}`, 301);
    }
    if (url.startsWith('/api') || !reading || !indexHtml || path.extname(url)) {
      return reply.code(404).send(errorBody('ROUTE_NOT_FOUND', ERROR_MESSAGES.ROUTE_NOT_FOUND));
    }
    const base = origin(request.headers.host, request.protocol);
    // The page comes in the reader's language: its <html lang> and its catalog preloaded.
    const locale = requestLocale(request.headers);
    void reply.header('vary', varyOf(url));
    let status = 200;
    const listen = url === LISTEN_SCOPE || url.startsWith(`${LISTEN_SCOPE}/`);
    let meta: PageMeta = {
      ...(listen ? LISTEN_PAGE : (STATIC_PAGES[url] ?? { title: SITE_NAME, description: DEFAULT_DESCRIPTION })),
      url: `${base}${url}`,
      // The listener app's home: its first covers start with the page.
      ...(url === LISTEN_SCOPE ? { preloadImages: (await opts.pages?.listenHomeCovers()) ?? [] } : {}),
      ...(listen && listenScripts.length
        ? { modulePreload: listenScreenScripts[url.split('/')[2] ?? ''] ?? listenScripts }
        : {}),
      ...(pageScripts[url]?.length ? { modulePreload: pageScripts[url] } : {}),
    };
    const songFound = found && !('movedTo' in found) ? found : null;
    const listenSongFound = songPage?.[1] === 'listen/song' ? songFound : null;
    if (listenSongFound) meta = { ...meta, ...songPreviewMeta(listenSongFound, base, url) };
    if (songPage?.[1] === 'song') {
      const song = songFound;
      if (song) {
        meta = {
          ...(songPreviewMeta(song, base, `/song/${song.id}`) as Pick<PageMeta, 'title' | 'description' | 'url'>),
          bodyHtml: songBodyHtml(song),
          jsonLd: songJsonLd(song, base),
          alternates: [oembedLink(base, song)],
          // The page draws once the song and the site settings are here: both start with it,
          // at the addresses the page asks for (the id as written in the link; the settings in the
          // reader's language).
          modulePreload: songScripts,
          preloadFetch: [`/api/songs/${encodeURIComponent(songPage[2]!)}`, `/api/public/site?lang=${locale}`],
        };
      } else {
        status = 404;
        meta = {
          title: `Song not found — ${SITE_NAME}`,
          description: DEFAULT_DESCRIPTION,
          url: `${base}${url}`,
          noindex: true,
          modulePreload: songScripts,
        };
      }
    }
    // The embeddable player (other sites frame it): only what anyone may hear.
    if (songPage?.[1] === 'embed/song') {
      allowFraming(reply);
      if (!songFound) status = 404;
      meta = embedMeta(songFound, base, url, embedScripts);
    }
    // A public playlist's address is its share page: the listener app draws it, the
    // server gives link previews and search engines its name, maker and songs.
    const playlistMatch = /^\/listen\/playlist\/([0-9a-f-]{36})\/?$/i.exec(url);
    const playlist =
      playlistMatch?.[1] && opts.findPublicPlaylist ? await opts.findPublicPlaylist(playlistMatch[1]) : null;
    if (playlist) {
      meta = { ...meta, ...playlistMeta(playlist, base) };
    } else if (playlistMatch) {
      // Private or gone: the app shows its owner their list, and nobody else anything; no preview.
      meta = { ...meta, noindex: true };
    }
    // Drawn by the server in the reader's language (a public playlist only: a private one is its
    // owner's, drawn in their browser).
    const drawn =
      renderer && (DRAWN_PAGES.some((p) => p.test(url)) || playlist)
        ? await renderer.render(request.url, locale, detectMobilePlatform(request.headers['user-agent'] ?? ''), readApi)
        : null;
    if (drawn) meta = { ...meta, app: drawn, preloadFetch: [] };
    // Drawn in the browser (no renderer in this build): the home's first read starts with the page.
    else if (url === LISTEN_SCOPE) meta = { ...meta, preloadFetch: [LISTEN_HOME_READ] };
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        renderHead(indexHtml, {
          ...meta,
          lang: locale,
          modulePreload: [...(meta.modulePreload ?? []), ...(catalogScripts?.[locale] ?? [])],
        }),
      );
  };
  app.get('/*', { schema: { hide: true } }, page);
  app.setNotFoundHandler(page);
});
