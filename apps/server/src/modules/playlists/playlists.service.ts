import {
  PLAYLIST_SONGS_MAX,
  PLAYLISTS_MAX,
  type Playlist,
  type PlaylistCreateBody,
  type PlaylistPatchBody,
  type PlaylistSummary,
  type Song,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { imageUrl } from '../../lib/images.js';
import type { CurrentUser } from '../../plugins/access.js';
import {
  type PlaylistEntry,
  type PlaylistWithOwner,
  playlistsRepository as repo,
} from '../../repositories/playlists.repository.js';
import type { SongView } from '../../repositories/songs.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';

/** Presents song rows for a viewer (the songs service's `present`: reactions, media keys). */
type Present = (views: SongView[], viewer: CurrentUser | null) => Promise<Song[]>;

/** A public page names its maker by the first name only: a listener's full name is theirs. */
const firstName = (full: string) => full.trim().split(/\s+/)[0] ?? '';

function summaryOf(p: PlaylistWithOwner, entries: PlaylistEntry[], viewer: CurrentUser | null): PlaylistSummary {
  const cover = entries.find((e) => e.openCoverKey)?.openCoverKey ?? null;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    public: p.public,
    owner: { id: p.ownerId, name: firstName(p.ownerName) },
    mine: viewer?.id === p.ownerId,
    songCount: entries.length,
    durationSeconds: Math.round(entries.reduce((sum, e) => sum + (e.durationSeconds ?? 0), 0)),
    coverUrl: imageUrl(cover, 'md'),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * Playlists: a person's own, private or public, the same in /listen and in Subsonic
 * apps. Anyone may open a public one; a private one is "not found" to everyone but its
 * owner. A song restricted, removed or withdrawn after it was added stays in the order but is
 * shown to nobody who may not hear it (the access protocol holds here as everywhere).
 */
export function createPlaylistsService(db: Db, present: Present) {
  /** The playlist when the viewer may open it; `edit` asks that they own it. */
  async function open(id: string, viewer: CurrentUser | null, edit = false): Promise<PlaylistWithOwner> {
    const p = await repo.find(db, id);
    const mine = viewer !== null && p?.ownerId === viewer.id;
    if (!p || (!mine && !p.public)) throw new AppError('PLAYLIST_NOT_FOUND', 404);
    if (edit && !mine) throw new AppError('FORBIDDEN', 403);
    return p;
  }

  async function detail(p: PlaylistWithOwner, viewer: CurrentUser | null): Promise<Playlist> {
    const entries = await repo.entries(db, viewer, [p.id]);
    const views = new Map(
      (
        await songsRepository.listByIds(
          db,
          entries.map((e) => e.songId),
        )
      ).map((v) => [v.song.id, v]),
    );
    const ordered = entries.flatMap((e) => {
      const v = views.get(e.songId);
      return v ? [v] : [];
    });
    return { ...summaryOf(p, entries, viewer), songs: await present(ordered, viewer) };
  }

  return {
    /** The caller's playlists, oldest first. */
    async list(user: CurrentUser): Promise<PlaylistSummary[]> {
      const rows = await repo.listByOwner(db, user.id);
      const entries = await repo.entries(
        db,
        user,
        rows.map((p) => p.id),
      );
      return rows.map((p) =>
        summaryOf(
          p,
          entries.filter((e) => e.playlistId === p.id),
          user,
        ),
      );
    },

    async get(id: string, viewer: CurrentUser | null): Promise<Playlist> {
      return detail(await open(id, viewer), viewer);
    },

    /** The songs the viewer may hear, in order, as ids (Subsonic builds its own entries). */
    async songIds(id: string, viewer: CurrentUser | null): Promise<{ playlist: PlaylistSummary; songIds: string[] }> {
      const p = await open(id, viewer);
      const entries = await repo.entries(db, viewer, [p.id]);
      return { playlist: summaryOf(p, entries, viewer), songIds: entries.map((e) => e.songId) };
    },

    async create(user: CurrentUser, body: PlaylistCreateBody, songIds: string[] = []): Promise<Playlist> {
      const id = await db.transaction(async (tx) => {
        if ((await repo.countByOwner(tx, user.id)) >= PLAYLISTS_MAX) throw new AppError('TOO_MANY_PLAYLISTS', 409);
        await checkListed(tx, user, songIds);
        const row = await repo.insert(tx, {
          ownerId: user.id,
          name: body.name,
          description: body.description ?? '',
          public: body.public ?? false,
        });
        if (songIds.length > 0) await repo.setSongs(tx, row.id, songIds);
        return row.id;
      });
      return this.get(id, user);
    },

    async update(user: CurrentUser, id: string, patch: PlaylistPatchBody): Promise<Playlist> {
      await open(id, user, true);
      await repo.update(db, id, patch);
      return this.get(id, user);
    },

    async remove(user: CurrentUser, id: string): Promise<void> {
      await open(id, user, true);
      await repo.delete(db, id);
    },

    /** Replaces the whole order; every song must be one the owner may hear now. */
    async setSongs(user: CurrentUser, id: string, songIds: string[]): Promise<Playlist> {
      await open(id, user, true);
      await db.transaction(async (tx) => {
        await checkListed(tx, user, songIds);
        await repo.setSongs(tx, id, songIds);
      });
      return this.get(id, user);
    },

    /**
     * Subsonic's updatePlaylist: songs added at the end and positions removed, counted in the
     * list the owner sees (songs they may not hear now are kept where they are).
     */
    async edit(user: CurrentUser, id: string, change: { add: string[]; removeIndexes: number[] }): Promise<void> {
      await open(id, user, true);
      await db.transaction(async (tx) => {
        const all = await repo.songIds(tx, id);
        const listed = await repo.listedIds(tx, user, all);
        const drop = new Set(change.removeIndexes);
        let seen = -1;
        const kept = all.filter((songId) => {
          if (!listed.has(songId)) return true;
          seen += 1;
          return !drop.has(seen);
        });
        await checkListed(tx, user, change.add);
        const next = [...kept, ...change.add];
        if (next.length > PLAYLIST_SONGS_MAX) {
          throw new AppError('VALIDATION_FAILED', 400, `A playlist holds at most ${PLAYLIST_SONGS_MAX} songs.`);
        }
        await repo.setSongs(tx, id, next);
      });
    },
  };

  async function checkListed(tx: Parameters<typeof repo.listedIds>[0], user: CurrentUser, songIds: string[]) {
    const listed = await repo.listedIds(tx, user, songIds);
    if (songIds.some((s) => !listed.has(s))) throw new AppError('PLAYLIST_SONG_UNAVAILABLE', 400);
  }
}

export type PlaylistsService = ReturnType<typeof createPlaylistsService>;
