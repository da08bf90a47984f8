import {
  GENRES,
  type Genre,
  RECENTLY_PLAYED_LIMIT,
  SHELF_SIZE,
  type Song,
  type SongListQuery,
  type SongListResponse,
  type SongShelvesResponse,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import type { TokenService } from '../../lib/tokens.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { duplicatesRepository } from '../../repositories/duplicates.repository.js';
import { reactionsRepository } from '../../repositories/reactions.repository.js';
import type { SongRow } from '../../repositories/rows.js';
import { canViewSong, listedFor } from '../../repositories/song-scopes.js';
import { songsRepository as repo, type SongView } from '../../repositories/songs.repository.js';
import { statsRepository } from '../../repositories/stats.repository.js';

export type SongsService = ReturnType<typeof createSongsService>;

/** How late a music app may report a play it heard offline. */
export const SCROBBLE_BACKDATE_MS = 14 * 24 * 60 * 60 * 1000;
/** A phone's clock may run this far ahead. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** A song this viewer may see, else not found. */
async function visibleRow(db: Db, id: string, viewer: CurrentUser | null): Promise<SongRow> {
  const row = await repo.findRow(db, id);
  if (!row || !(await canViewSong(db, row, viewer))) throw new AppError('SONG_NOT_FOUND', 404);
  return row;
}

/** A song listed for this viewer (published and open to them): plays are counted on these only. */
async function listedRow(db: Db, id: string, viewer: CurrentUser | null): Promise<SongRow> {
  const row = await repo.findRow(db, id);
  if (!row || !(await canViewSong(db, row, viewer)) || !listedFor(row, viewer, true)) {
    throw new AppError('SONG_NOT_FOUND', 404);
  }
  return row;
}

/** Where a merged duplicate leads this viewer: the item kept, only when they may see it (else not found). */
async function survivorFor(db: Db, aliasId: string, viewer: CurrentUser | null): Promise<string> {
  const survivorId = await duplicatesRepository.survivorOf(db, aliasId);
  const survivor = survivorId ? await repo.findRow(db, survivorId) : undefined;
  if (survivor && !survivor.mergedInto && (await canViewSong(db, survivor, viewer))) return survivor.id;
  throw new AppError('SONG_NOT_FOUND', 404);
}

/**
 * The catalogue as listeners read it: lists, the home shelves, one song, and what a listener
 * does to a song (plays, downloads counted, likes, favourites) and their library. The artist's
 * own songs, removals and the admin library are in the other services of this module.
 */
export function createSongsService(db: Db, events: AppEvents, tokens: Pick<TokenService, 'signMedia'>) {
  /**
   * Adds `liked` / `favorited` for a signed-in viewer, and their media key to the addresses of
   * songs not open to all (their browser's `<audio>` and `<img>` cannot send the token).
   */
  async function present(views: SongView[], viewer: CurrentUser | null): Promise<Song[]> {
    if (!viewer) return views.map((v) => toSong(v));
    const [mine, mediaKey] = await Promise.all([
      reactionsRepository.forUser(
        db,
        viewer.id,
        views.map((v) => v.song.id),
      ),
      tokens.signMedia(viewer.id, viewer.sessionVersion ?? 0),
    ]);
    return views.map((v) =>
      toSong(v, { liked: mine.liked.has(v.song.id), favorited: mine.favorited.has(v.song.id) }, mediaKey),
    );
  }

  /**
   * One song as this viewer may see it. An item staff merged into another (a duplicate) answers
   * where it lives now, `movedTo`, when the viewer may see the item kept, and is not found
   * otherwise: an alias never tells who cannot see the survivor that it exists, nor its id. The
   * alias is known from the song's own row, so an ordinary song costs no extra read.
   */
  async function find(id: string, viewer: CurrentUser | null): Promise<{ song: Song } | { movedTo: string }> {
    const v = await repo.findView(db, id);
    if (v?.song.mergedInto) return { movedTo: await survivorFor(db, id, viewer) };
    if (!v || !(await canViewSong(db, v.song, viewer))) throw new AppError('SONG_NOT_FOUND', 404);
    const [song] = await present([v], viewer);
    return { song: song as Song };
  }

  return {
    present,

    async listPublic(query: SongListQuery, viewer: CurrentUser | null): Promise<SongListResponse> {
      const { rows, total } = await repo.listPublic(db, {
        genre: query.genre === 'All' ? undefined : query.genre,
        q: query.q || undefined,
        language: query.language,
        decade: query.decade,
        place: query.place || undefined,
        occasion: query.occasion || undefined,
        collection: query.collection,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        viewer,
      });
      return { songs: await present(rows, viewer), total, page: query.page, limit: query.limit };
    },

    /** The newest songs, and the newest of each genre, for the listener app's home. */
    async shelves(viewer: CurrentUser | null): Promise<SongShelvesResponse> {
      const newest = (genre?: Genre) => repo.listPublic(db, { genre, limit: SHELF_SIZE, offset: 0, viewer });
      const [all, ...perGenre] = await Promise.all([newest(), ...GENRES.map((g) => newest(g))]);
      return {
        newReleases: await present(all?.rows ?? [], viewer),
        genres: await Promise.all(
          GENRES.map(async (genre, i) => ({ genre, songs: await present(perGenre[i]?.rows ?? [], viewer) })),
        ),
      };
    },

    find,

    /** One song as this viewer may see it; a merged duplicate is not found here (its readers follow `find`). */
    async getOne(id: string, viewer: CurrentUser | null): Promise<Song> {
      const found = await find(id, viewer);
      if ('movedTo' in found) throw new AppError('SONG_NOT_FOUND', 404);
      return found.song;
    },

    /**
     * Counts a play of a listed song, by anyone, heard at `at`: the counter, the event and the
     * daily roll-up in one transaction. A play reported from outside (`allowed` given: /play, a
     * scrobble) counts only when the listener's limits let it, and when it is dated within the
     * song's own history: not before the song existed, not more than SCROBBLE_BACKDATE_MS ago,
     * not ahead of the clock. Otherwise the answer is the count as it stands, nothing recorded.
     */
    async recordPlay(
      id: string,
      viewer: CurrentUser | null,
      at = new Date(),
      allowed?: () => Promise<boolean>,
    ): Promise<{ playCount: number }> {
      const row = await listedRow(db, id, viewer);
      const now = Date.now();
      const inBounds =
        at.getTime() >= row.createdAt.getTime() &&
        at.getTime() >= now - SCROBBLE_BACKDATE_MS &&
        at.getTime() <= now + CLOCK_SKEW_MS;
      if (allowed && (!inBounds || !(await allowed()))) {
        return { playCount: row.playCount };
      }
      const playCount = await db.transaction(async (tx) => {
        await statsRepository.recordEvent(tx, 'play', id, viewer?.id ?? null, at);
        return repo.bump(tx, id, 'playCount', 1);
      });
      return { playCount };
    },

    async recordDownload(id: string, viewer: CurrentUser | null, at = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await statsRepository.recordEvent(tx, 'download', id, viewer?.id ?? null, at);
        await repo.bump(tx, id, 'downloadCount', 1);
      });
    },

    /** Like or favourite (idempotent) and undo; the counter moves only when a row did. */
    async react(kind: 'like' | 'favorite', id: string, user: CurrentUser, on: boolean) {
      const counter = kind === 'like' ? 'likeCount' : 'favoriteCount';
      // Undo too: a song the caller may not see is a 404, never its count.
      await visibleRow(db, id, user);
      const value = await db.transaction(async (tx) => {
        const changed = on
          ? await reactionsRepository.add(tx, kind, user.id, id)
          : await reactionsRepository.remove(tx, kind, user.id, id);
        return changed ? repo.bump(tx, id, counter, on ? 1 : -1) : repo.counter(tx, id, counter);
      });
      events.catalogueChanged();
      return kind === 'like' ? { liked: on, likeCount: value } : { favorited: on, favoriteCount: value };
    },

    /** The caller's library: public songs they like or favourited. */
    async library(kind: 'like' | 'favorite', user: CurrentUser): Promise<Song[]> {
      return present(await repo.listReactedBy(db, kind, user), user);
    },

    /** The caller's recently played: public songs, each once, the latest play first. */
    async recentlyPlayed(user: CurrentUser): Promise<Song[]> {
      return present(await repo.listRecentlyPlayedBy(db, user, RECENTLY_PLAYED_LIMIT), user);
    },
  };
}
