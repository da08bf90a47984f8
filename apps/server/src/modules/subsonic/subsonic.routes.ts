import { GENRE_LABELS, GENRES, SITE_NAME, WITHDRAWAL_CACHE_SECONDS } from '@nupe/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { mediaHeaders } from '../../lib/media-headers.js';
import type { Storage } from '../../lib/storage.js';
import type { CurrentUser } from '../../plugins/access.js';
import { coverAccess } from '../../repositories/song-scopes.js';
import { subsonicRepository } from '../../repositories/subsonic.repository.js';
import { albumKeyOf, artistId, creditOf, type SubsonicService, songIdOf } from './subsonic.service.js';
import type { RestAttempts } from './subsonic-attempts.js';
import type { SubParams, SubsonicAuth } from './subsonic-auth.js';
import { structuredLyrics } from './subsonic-lyrics.js';
import { type Ctx, type Handler, int, many, need, type Raw } from './subsonic-params.js';
import { playbackHandlers } from './subsonic-playback.js';
import { listHandlers } from './subsonic-playlists.js';
import { indexQueueHandlers } from './subsonic-queue-index.js';
import { renderSubsonic, SUB_ERRORS, type SubFormat, type SubNode, SubsonicError } from './subsonic-response.js';
import { streamFrom } from './subsonic-stream.js';

/**
 * /rest: the Subsonic REST API 1.16.1 with OpenSubsonic extensions (#17), every endpoint with
 * and without `.view`, by GET or form POST. Errors are answered in a 200 body, as the protocol
 * says; only bytes (stream, download, cover art) use HTTP statuses.
 */
const EXTENSIONS: SubNode[] = [
  { name: 'apiKeyAuthentication', versions: [1] },
  { name: 'formPost', versions: [1] },
  { name: 'songLyrics', versions: [1, 2] },
  { name: 'transcodeOffset', versions: [1] },
  { name: 'indexBasedQueue', versions: [1] },
  { name: 'playbackReport', versions: [1] },
];
const EMPTY_LISTS: Record<string, string> = {
  getPodcasts: 'podcasts',
  getNewestPodcasts: 'newestPodcasts',
  getInternetRadioStations: 'internetRadioStations',
  getBookmarks: 'bookmarks',
  getSimilarSongs: 'similarSongs',
  getSimilarSongs2: 'similarSongs2',
  getTopSongs: 'topSongs',
  getArtistInfo: 'artistInfo',
  getArtistInfo2: 'artistInfo2',
  getAlbumInfo: 'albumInfo',
  getAlbumInfo2: 'albumInfo',
  getShares: 'shares',
};

/** The first letter an index groups an artist under (A…Z, else #). */
const indexLetter = (name: string) => {
  const c = name.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
};

export async function subsonicRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    auth: SubsonicAuth;
    attempts: RestAttempts;
    storage: Storage;
    subsonic: SubsonicService;
    version: string;
  },
) {
  const { db, storage, subsonic } = opts;
  const sendAudio = await app.services.audioSender(app);
  const songs = () => app.services.songs;
  const streaming = () => app.services.streaming;

  /** A song the caller may see, else "not found" (70), never a hint. */
  async function visible(id: string | undefined, user: CurrentUser) {
    const songId = (await app.services.duplicates.survivorOf(songIdOf(id))) ?? songIdOf(id); // a merged duplicate: its survivor
    try {
      await songs().getOne(songId, user);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404)
        throw new SubsonicError(SUB_ERRORS.notFound, 'Song not found.');
      throw err;
    }
    return songId;
  }

  /** Artists by first letter; `id3` adds what ArtistID3 has (cover, album count), which Artist has not. */
  async function artistIndex(user: CurrentUser, id3: boolean) {
    const artists = await subsonicRepository.artists(db, user);
    const groups = new Map<string, SubNode[]>();
    for (const a of artists) {
      const letter = indexLetter(a.artist);
      const list = groups.get(letter) ?? [];
      list.push(
        id3
          ? {
              id: artistId(a.artist),
              name: a.artist,
              coverArt: a.coverSong ? `co-${a.coverSong}` : undefined,
              albumCount: a.albums,
            }
          : { id: artistId(a.artist), name: a.artist },
      );
      groups.set(letter, list);
    }
    return [...groups.entries()].map(([name, list]) => ({ name, artist: list }));
  }

  async function albumWithSongs(id: string, user: CurrentUser) {
    const key = albumKeyOf(id);
    const [album] = await subsonicRepository.albums(db, user, { key }, 'alphabeticalByName', 1, 0);
    if (!album) throw new SubsonicError(SUB_ERRORS.notFound, 'Album not found.');
    const ids = await subsonicRepository.songIds(db, user, { albumKey: key }, 10_000, 0);
    return { album, songs: await subsonic.children(ids, user) };
  }

  /** An album as a directory entry (getAlbumList, search2, getMusicDirectory). */
  const albumChild = (node: SubNode): SubNode => ({
    id: node.id as string,
    parent: node.artistId as string,
    isDir: true,
    title: node.name as string,
    album: node.name as string,
    artist: node.artist as string,
    year: node.year as number | undefined,
    genre: node.genre as string,
    coverArt: node.coverArt as string | undefined,
    playCount: node.playCount as number,
    created: node.created as string,
  });

  async function albumList(q: SubParams, user: CurrentUser) {
    const type = need(q, 'type');
    const size = int(q.size, 10, 500);
    const offset = int(q.offset, 0, 1_000_000);
    const orders: Record<string, Parameters<typeof subsonicRepository.albums>[3]> = {
      random: 'random',
      newest: 'newest',
      highest: 'frequent',
      frequent: 'frequent',
      recent: 'recent',
      alphabeticalByName: 'alphabeticalByName',
      alphabeticalByArtist: 'alphabeticalByArtist',
      starred: 'alphabeticalByName',
      byGenre: 'alphabeticalByName',
      byYear: 'newest',
    };
    const order = orders[type];
    if (!order) throw new SubsonicError(SUB_ERRORS.generic, `Unknown album list type: ${type}.`);
    const rows = await subsonicRepository.albums(
      db,
      user,
      {
        ...(type === 'byGenre' ? { genre: subsonic.genreOf(need(q, 'genre')) } : {}),
        ...(type === 'starred' ? { starredBy: user.id } : {}),
      },
      order,
      size,
      offset,
    );
    return rows.map(subsonic.albumNode);
  }

  async function search(q: SubParams, user: CurrentUser) {
    // An empty query (or "") lists everything, paged: how Symfonium syncs a whole library, with
    // artistCount=0 and albumCount=0 — a count of 0 asks nothing of the database.
    const query = (q.query ?? '').replace(/^"+|"+$/g, '').trim();
    const counts = {
      artist: int(q.artistCount, 20, 10_000),
      album: int(q.albumCount, 20, 10_000),
      song: int(q.songCount, 20, 10_000),
    };
    const [artists, albums, ids] = await Promise.all([
      counts.artist
        ? subsonicRepository.artists(db, user, query, counts.artist, int(q.artistOffset, 0, 10_000_000))
        : [],
      counts.album
        ? subsonicRepository.albums(
            db,
            user,
            { q: query },
            'alphabeticalByName',
            counts.album,
            int(q.albumOffset, 0, 10_000_000),
          )
        : [],
      counts.song
        ? subsonicRepository.songIds(db, user, { q: query }, counts.song, int(q.songOffset, 0, 10_000_000))
        : [],
    ]);
    return {
      artist: artists.map((a) => ({
        id: artistId(a.artist),
        name: a.artist,
        coverArt: a.coverSong ? `co-${a.coverSong}` : undefined,
        albumCount: a.albums,
      })),
      album: albums.map(subsonic.albumNode),
      song: await subsonic.children(ids, user),
    };
  }

  async function starred(user: CurrentUser) {
    const ids = await subsonicRepository.songIds(db, user, { starredBy: user.id }, 10_000, 0);
    return { song: await subsonic.children(ids, user) };
  }

  async function react(ctx: Ctx, on: boolean) {
    if (many(ctx.raw, 'albumId').length > 0 || many(ctx.raw, 'artistId').length > 0) {
      throw new SubsonicError(
        SUB_ERRORS.generic,
        'Only songs can be starred here (likes): star the songs of an album.',
      );
    }
    for (const id of many(ctx.raw, 'id')) await songs().react('like', await visible(id, ctx.user), ctx.user, on);
    return {};
  }

  const handlers: Record<string, Handler> = {
    ping: async () => ({}),
    getLicense: async () => ({ license: { valid: true } }),
    getMusicFolders: async () => ({ musicFolders: { musicFolder: [{ id: 1, name: SITE_NAME }] } }),
    getIndexes: async ({ user }) => ({
      indexes: {
        lastModified: (await subsonicRepository.lastModified(db, user)).getTime(),
        ignoredArticles: '',
        index: await artistIndex(user, false),
      },
    }),
    getArtists: async ({ user }) => ({ artists: { ignoredArticles: '', index: await artistIndex(user, true) } }),
    getArtist: async ({ q, user }) => {
      const id = need(q, 'id');
      const credit = creditOf(id);
      const albums = await subsonicRepository.albums(db, user, { artist: credit }, 'alphabeticalByName', 10_000, 0);
      if (albums.length === 0) throw new SubsonicError(SUB_ERRORS.notFound, 'Artist not found.');
      return { artist: { id, name: credit, albumCount: albums.length, album: albums.map(subsonic.albumNode) } };
    },
    getAlbum: async ({ q, user }) => {
      const { album, songs: list } = await albumWithSongs(need(q, 'id'), user);
      return { album: { ...subsonic.albumNode(album), song: list } };
    },
    getSong: async ({ q, user }) => {
      const [song] = await subsonic.children([await visible(need(q, 'id'), user)], user);
      if (!song) throw new SubsonicError(SUB_ERRORS.notFound, 'Song not found.');
      return { song };
    },
    getMusicDirectory: async ({ q, user }) => {
      const id = need(q, 'id');
      if (id.startsWith('ar-')) {
        const credit = creditOf(id);
        const albums = await subsonicRepository.albums(db, user, { artist: credit }, 'alphabeticalByName', 10_000, 0);
        if (albums.length === 0) throw new SubsonicError(SUB_ERRORS.notFound, 'Artist not found.');
        return { directory: { id, name: credit, child: albums.map((a) => albumChild(subsonic.albumNode(a))) } };
      }
      const { album, songs: list } = await albumWithSongs(id, user);
      const node = subsonic.albumNode(album);
      return { directory: { id, parent: node.artistId as string, name: node.name as string, child: list } };
    },
    getGenres: async ({ user }) => {
      const counts = new Map((await subsonicRepository.genres(db, user)).map((g) => [g.genre, g]));
      return {
        genres: {
          genre: GENRES.map((g) => ({
            songCount: counts.get(g)?.songs ?? 0,
            albumCount: counts.get(g)?.albums ?? 0,
            value: GENRE_LABELS[g],
          })),
        },
      };
    },
    getAlbumList: async ({ q, user }) => ({ albumList: { album: (await albumList(q, user)).map(albumChild) } }),
    getAlbumList2: async ({ q, user }) => ({ albumList2: { album: await albumList(q, user) } }),
    getRandomSongs: async ({ q, user }) => {
      const genre = subsonic.genreOf(q.genre);
      const ids = await subsonicRepository.songIds(
        db,
        user,
        { random: true, ...(genre ? { genre } : {}) },
        int(q.size, 10, 500),
        0,
      );
      return { randomSongs: { song: await subsonic.children(ids, user) } };
    },
    getSongsByGenre: async ({ q, user }) => {
      const genre = subsonic.genreOf(need(q, 'genre')) as NonNullable<ReturnType<typeof subsonic.genreOf>>;
      const ids = await subsonicRepository.songIds(
        db,
        user,
        { genre },
        int(q.count, 10, 500),
        int(q.offset, 0, 10_000_000),
      );
      return { songsByGenre: { song: await subsonic.children(ids, user) } };
    },
    getStarred: async ({ user }) => ({ starred: await starred(user) }),
    getStarred2: async ({ user }) => ({ starred2: await starred(user) }),
    search2: async ({ q, user }) => {
      const r = await search(q, user);
      return {
        searchResult2: {
          artist: r.artist.map((a) => ({ id: a.id, name: a.name })),
          album: r.album.map(albumChild),
          song: r.song,
        },
      };
    },
    search3: async ({ q, user }) => ({ searchResult3: await search(q, user) }),
    star: (ctx) => react(ctx, true),
    unstar: (ctx) => react(ctx, false),
    scrobble: async ({ q, raw, user, request }) => {
      // A submission is a song heard through (the client's own 30-second or half-way rule, as
      // the web player's): it counts as a play; `submission=false` is "now playing" and does not.
      if (q.submission === 'false') return {};
      const times = many(raw, 'time');
      const ids = many(raw, 'id');
      if (ids.length === 0) throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: id.');
      // Each play within the listener's limits and dated within the song's own history counts;
      // the others are left out (songs.service.ts recordPlay), never an error to the app.
      for (const [i, id] of ids.entries()) {
        const at = times[i] ? new Date(Number(times[i])) : new Date();
        if (Number.isNaN(at.getTime())) continue;
        const songId = await visible(id, user);
        await songs().recordPlay(songId, user, at, () => app.allowPlay(request, songId, user.id));
      }
      return {};
    },
    getUser: async ({ q, user }) => {
      if (q.username === undefined)
        throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: username.');
      return {
        user: {
          username: q.username,
          scrobblingEnabled: true,
          adminRole: user.role === 'admin',
          settingsRole: false,
          downloadRole: true,
          uploadRole: false,
          playlistRole: true,
          coverArtRole: false,
          commentRole: false,
          podcastRole: false,
          streamRole: true,
          jukeboxRole: false,
          shareRole: false,
          videoConversionRole: false,
          folder: [1],
        },
      };
    },
    ...listHandlers(app, db, subsonic, visible),
    ...indexQueueHandlers(db, subsonic, visible),
    getLyricsBySongId: async ({ q, user }) => {
      const songId = await visible(need(q, 'id'), user);
      const layers = await subsonicRepository.lyrics(db, songId);
      const enhanced = q.enhanced === 'true';
      return { lyricsList: { structuredLyrics: layers.map((l) => structuredLyrics(l, enhanced)) } };
    },
    // Bytes: the streaming service checks access itself (not found → 70), as for /api/songs/:id/stream.
    stream: async ({ q, user, reply }) => {
      const songId = songIdOf(need(q, 'id'));
      const max = q.maxBitRate ? Number.parseInt(q.maxBitRate, 10) : 0;
      const offset = q.timeOffset ? Number.parseFloat(q.timeOffset) : 0;
      // A transcoded copy from an offset (OpenSubsonic transcodeOffset): ffmpeg seeks in the original.
      if (offset > 0 && q.format !== 'raw')
        return streamFrom(app, reply, songId, user, { offset, max, format: q.format });
      // `raw` or no limit: the original; a limit: the data-saver copy (≤ 48 kbps) at 64 kbps
      // and below, else the ~128 kbps standard copy (each the original until it is made).
      const file =
        q.format === 'raw' || (!max && q.format !== 'mp3')
          ? await streaming().resolve({ songId }, user)
          : await streaming().resolveQuality(songId, max > 0 && max <= 64 ? 'data_saver' : 'standard', user);
      await sendAudio(reply, file);
      return null;
    },
    download: async ({ q, user, reply, request }) => {
      const songId = songIdOf(need(q, 'id'));
      const file = await streaming().resolve({ songId }, user, 'download');
      if (streaming().isNewDownload(file, request.method, request.headers.range)) {
        await songs().recordDownload(songId, user);
      }
      await sendAudio(reply, file, true);
      return null;
    },
    getCoverArt: async ({ q, user, reply }) => {
      // A cover follows its item: none for a song the caller may not see (withdrawn, pending,
      // removed or restricted), whoever else shares the picture.
      const songId = await visible(need(q, 'id'), user).catch((err: unknown) => {
        throw err instanceof SubsonicError ? new SubsonicError(SUB_ERRORS.notFound, 'Cover art not found.') : err;
      });
      const [view] = await subsonicRepository.coverOf(db, songId);
      if (!view?.coverKey || (await coverAccess(db, view.coverKey, user)) === 'hidden') {
        throw new SubsonicError(SUB_ERRORS.notFound, 'Cover art not found.');
      }
      const size = q.size ? Number.parseInt(q.size, 10) : 480;
      const variant = size <= 160 ? 'sm' : size <= 480 ? 'md' : 'lg';
      const key = `${view.coverKey}/${variant}.webp`;
      const stat = await storage.stat(key);
      if (!stat) throw new SubsonicError(SUB_ERRORS.notFound, 'Cover art not found.');
      mediaHeaders(reply, 'image/webp', 'image')
        .header('content-length', String(stat.size))
        // The client's own cache only, and not past the minute a withdrawal is promised within.
        .header('cache-control', `private, max-age=${WITHDRAWAL_CACHE_SECONDS}`);
      await reply.send(storage.read(key));
      return null;
    },
  };
  for (const [method, element] of Object.entries(EMPTY_LISTS)) handlers[method] = async () => ({ [element]: {} });
  Object.assign(
    handlers,
    playbackHandlers(
      subsonic,
      visible,
      // A song the caller may hear but that is not listed (under review) is heard, not counted.
      (songId, user) =>
        songs()
          .recordPlay(songId, user)
          .catch((err: unknown) => {
            if (!(err instanceof AppError && err.statusCode === 404)) throw err;
          }),
      async (songId, user) => (await songs().getOne(songId, user)).durationSeconds,
    ),
  );

  function formatOf(raw: Raw): SubFormat | SubsonicError {
    const f = typeof raw.f === 'string' ? raw.f : 'xml';
    if (f === 'json') return { kind: 'json' };
    if (f === 'jsonp') {
      const cb = typeof raw.callback === 'string' ? raw.callback : '';
      // A callback name only: nothing a page could run besides calling it.
      if (!/^[A-Za-z_$][\w$]{0,63}(\.[A-Za-z_$][\w$]{0,63}){0,3}$/.test(cb)) {
        return new SubsonicError(SUB_ERRORS.missingParameter, 'callback must be a JavaScript function name.');
      }
      return { kind: 'jsonp', callback: cb };
    }
    return { kind: 'xml' };
  }

  async function handle(request: FastifyRequest, reply: FastifyReply, raw: Raw) {
    const params = request.params as { method: string };
    const method = params.method.replace(/\.view$/, '');
    const format = formatOf(raw);
    const send = (status: 'ok' | 'failed', body?: Record<string, SubNode | SubNode[]>) => {
      const { payload, type } = renderSubsonic(
        format instanceof SubsonicError ? { kind: 'json' } : format,
        status,
        body,
        opts.version,
      );
      return reply.code(200).type(type).header('cache-control', 'no-store').send(payload);
    };
    const fail = (err: SubsonicError) => send('failed', { error: { code: err.code, message: err.message } });
    if (format instanceof SubsonicError) return fail(format);
    const q: SubParams = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
    try {
      if (method === 'getOpenSubsonicExtensions') {
        // JSON: a plain list (OpenSubsonic's schema; Tempo reads nothing else). XML: the list
        // inside one element, as the 1.16.1 schema has it.
        return send(
          'ok',
          format.kind === 'xml'
            ? { openSubsonicExtensions: { openSubsonicExtension: EXTENSIONS } }
            : { openSubsonicExtensions: EXTENSIONS },
        );
      }
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
      if (!handler) throw new SubsonicError(SUB_ERRORS.notFound, `Unknown method: ${method}.`);
      // Past the limit every attempt is refused, a right key too (subsonic-attempts.ts).
      if (await opts.attempts.refused(request, q.u)) throw new AppError('TOO_MANY_ATTEMPTS', 429);
      const user = await opts.auth.authenticate(q).catch(async (err: unknown) => {
        if (
          err instanceof SubsonicError &&
          (err.code === SUB_ERRORS.wrongCredentials || err.code === SUB_ERRORS.invalidApiKey) &&
          (await opts.attempts.failed(request, q.u))
        ) {
          throw new AppError('TOO_MANY_ATTEMPTS', 429);
        }
        throw err;
      });
      if (!q.v || !q.c) throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: v and c.');
      const body = await handler({ q, raw, user, request, reply });
      return body === null ? reply : send('ok', body);
    } catch (err) {
      if (err instanceof SubsonicError) return fail(err);
      if (err instanceof AppError && err.statusCode === 429) {
        return fail(new SubsonicError(SUB_ERRORS.wrongCredentials, 'Too many failed attempts: wait a few minutes.'));
      }
      if (err instanceof AppError && err.statusCode === 404)
        return fail(new SubsonicError(SUB_ERRORS.notFound, err.message));
      if (err instanceof AppError && err.statusCode === 403)
        return fail(new SubsonicError(SUB_ERRORS.notAuthorized, 'Only its owner may change this playlist.'));
      if (err instanceof AppError && (err.statusCode === 400 || err.statusCode === 409))
        return fail(new SubsonicError(SUB_ERRORS.generic, err.message));
      request.log.error({ err }, 'subsonic request failed');
      return fail(new SubsonicError(SUB_ERRORS.generic, 'Something went wrong on the server.'));
    }
  }

  // Subsonic clients POST forms too (OpenSubsonic formPost); repeated keys stay arrays.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => {
      const args: Raw = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const had = args[key];
        args[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
      }
      done(null, args);
    },
  );
  const config = { access: 'public' as const };
  app.get('/rest/:method', { config, helmet: false, schema: { hide: true } }, (request, reply) =>
    handle(request, reply, request.query as Raw),
  );
  app.post('/rest/:method', { config, helmet: false, schema: { hide: true } }, (request, reply) =>
    handle(request, reply, { ...(request.query as Raw), ...((request.body ?? {}) as Raw) }),
  );
}
