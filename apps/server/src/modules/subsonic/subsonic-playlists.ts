import type { PlaylistSummary } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { listeningStateRepository } from '../../repositories/playlists.repository.js';
import { subsonicRepository } from '../../repositories/subsonic.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { type SubsonicService, songIdOf, UUID } from './subsonic.service.js';
import type { SubParams } from './subsonic-auth.js';
import { type Ctx, type Handler, int, many, need } from './subsonic-params.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from './subsonic-response.js';

/**
 * The listener's own lists on /rest (#17): playlists (the very ones /listen shows, through
 * the playlists service), star ratings and the play queue carried between devices.
 */
export function listHandlers(
  app: FastifyInstance,
  db: Db,
  subsonic: SubsonicService,
  visible: (id: string | undefined, user: CurrentUser) => Promise<string>,
): Record<string, Handler> {
  const playlists = () => app.services.playlists;

  /** Apps compare `owner` with the user name they were given to offer editing: say it back. */
  async function userName(q: SubParams, user: CurrentUser) {
    return q.u ?? (await usersRepository.findById(db, user.id))?.phone ?? '';
  }

  const playlistId = (q: SubParams, name: string) => {
    const id = need(q, name);
    if (!UUID.test(id)) throw new SubsonicError(SUB_ERRORS.notFound, 'Playlist not found.');
    return id;
  };

  function playlistNode(p: PlaylistSummary, owner: string, entries: SubNode[] = []): SubNode {
    return {
      id: p.id,
      name: p.name,
      comment: p.description || undefined,
      owner: p.mine ? owner : p.owner.name,
      public: p.public,
      songCount: p.songCount,
      duration: p.durationSeconds,
      created: p.createdAt,
      changed: p.updatedAt,
      coverArt: entries.find((e) => e.coverArt)?.coverArt as string | undefined,
    };
  }

  async function withEntries({ q, user }: Ctx, id: string) {
    const { playlist, songIds } = await playlists().songIds(id, user);
    const entries = await subsonic.children(songIds, user);
    return { playlist: { ...playlistNode(playlist, await userName(q, user), entries), entry: entries } };
  }

  const songIds = (ids: string[]) => ids.map((id) => songIdOf(id));

  return {
    getPlaylists: async ({ q, user }) => {
      const owner = await userName(q, user);
      return { playlists: { playlist: (await playlists().list(user)).map((p) => playlistNode(p, owner)) } };
    },
    getPlaylist: async (ctx) => withEntries(ctx, playlistId(ctx.q, 'id')),
    createPlaylist: async (ctx) => {
      const { q, raw, user } = ctx;
      const ids = songIds(many(raw, 'songId'));
      // With `playlistId` it replaces that playlist's songs (and renames it when a name is sent).
      if (q.playlistId !== undefined) {
        const id = playlistId(q, 'playlistId');
        if (q.name) await playlists().update(user, id, { name: q.name });
        await playlists().setSongs(user, id, ids);
        return withEntries(ctx, id);
      }
      const name = need(q, 'name').trim().slice(0, 100) || 'Playlist';
      const created = await playlists().create(user, { name }, ids);
      return withEntries(ctx, created.id);
    },
    updatePlaylist: async ({ q, raw, user }) => {
      const id = playlistId(q, 'playlistId');
      const patch = {
        ...(q.name ? { name: q.name.trim().slice(0, 100) } : {}),
        ...(q.comment !== undefined ? { description: q.comment.slice(0, 1000) } : {}),
        ...(q.public !== undefined ? { public: q.public === 'true' } : {}),
      };
      if (Object.keys(patch).length > 0) await playlists().update(user, id, patch);
      const add = songIds(many(raw, 'songIdToAdd'));
      const removeIndexes = many(raw, 'songIndexToRemove').map((i) => int(i, 0, 1_000_000));
      if (add.length > 0 || removeIndexes.length > 0) await playlists().edit(user, id, { add, removeIndexes });
      return {};
    },
    deletePlaylist: async ({ q, user }) => {
      await playlists().remove(user, playlistId(q, 'id'));
      return {};
    },

    setRating: async ({ q, user }) => {
      const rating = Number(need(q, 'rating'));
      if (!Number.isInteger(rating) || rating < 0 || rating > 5) {
        throw new SubsonicError(SUB_ERRORS.generic, 'rating must be a whole number from 0 to 5.');
      }
      await listeningStateRepository.setRating(db, user.id, await visible(need(q, 'id'), user), rating);
      return {};
    },

    getPlayQueue: async ({ q, user }): Promise<Record<string, SubNode>> => {
      const saved = await listeningStateRepository.playQueue(db, user.id);
      // Nothing saved: an empty queue, "changed" never (the schema wants the element).
      if (!saved) {
        return {
          playQueue: {
            username: await userName(q, user),
            changed: new Date(0).toISOString(),
            changedBy: '',
            entry: [],
          },
        };
      }
      // Only what the caller may hear today: an item restricted, withdrawn or removed since it
      // was queued is left out, as if it had never been saved.
      const listed = await subsonicRepository.listedAmong(db, user, saved.songIds);
      const entries = await subsonic.children(
        saved.songIds.filter((id) => listed.has(id)),
        user,
      );
      const current = entries.some((e) => e.id === saved.currentSongId) ? saved.currentSongId : undefined;
      return {
        playQueue: {
          current: current ?? undefined,
          position: current ? saved.positionMs : undefined,
          username: await userName(q, user),
          changed: saved.changedAt.toISOString(),
          changedBy: saved.changedBy,
          entry: entries,
        },
      };
    },
    savePlayQueue: async ({ q, raw, user }) => {
      // Stored: only songs the caller may hear (others are dropped as unknown ids are).
      const asked = songIds(many(raw, 'id')).slice(0, 1000);
      const listed = await subsonicRepository.listedAmong(db, user, asked);
      const ids = asked.filter((id) => listed.has(id));
      // An empty queue clears what was saved (OpenSubsonic allows saving nothing).
      if (ids.length === 0) {
        await listeningStateRepository.clearPlayQueue(db, user.id);
        return {};
      }
      const current = q.current !== undefined ? songIdOf(q.current) : null;
      await listeningStateRepository.savePlayQueue(db, {
        userId: user.id,
        songIds: ids,
        currentSongId: current && ids.includes(current) ? current : null,
        positionMs: int(q.position, 0, Number.MAX_SAFE_INTEGER),
        changedBy: (q.c ?? 'unknown').slice(0, 100),
      });
      return {};
    },
  };
}
