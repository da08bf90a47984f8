import type { PlaylistSummary } from '@nupe/shared';
import type { SubParams } from '../subsonic-auth.js';
import { songIdOf, UUID } from '../subsonic-ids.js';
import { type Ctx, int, many, need } from '../subsonic-params.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from '../subsonic-response.js';
import type { Section } from './section.js';

/** Playlists: the very ones /listen shows, through the playlists service. */
export const playlistsSection: Section = ({ app, subsonic }) => {
  const playlists = () => app.services.playlists;

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
    const owner = await subsonic.listening.userName(q.u, user);
    return { playlist: { ...playlistNode(playlist, owner, entries), entry: entries } };
  }

  const songIds = (ids: string[]) => ids.map((id) => songIdOf(id));

  return {
    getPlaylists: async ({ q, user }) => {
      const owner = await subsonic.listening.userName(q.u, user);
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
  };
};
