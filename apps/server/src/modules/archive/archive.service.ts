import type {
  ArchiveFacets,
  ArchiveHistory,
  ArchivePatchSchema,
  CollectionBody,
  CollectionsResponse,
  Song,
} from '@nupe/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkRegistries } from '../../lib/archive-registries.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AppEvents } from '../../lib/events.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { archiveRepository as repo } from '../../repositories/archive.repository.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';
import type { ItemAccess } from './item-access.js';

type Patch = z.output<typeof ArchivePatchSchema>;

export type ArchiveService = ReturnType<typeof createArchiveService>;

/**
 * Archive descriptions: the owning artist, staff and admins describe an item; every change
 * is kept (who, when, each field before and after). An item the caller may not see is a 404,
 * one they may see but not describe a 403.
 */
export function createArchiveService(db: Db, events: AppEvents, access: ItemAccess) {
  const { describable } = access;

  return {
    assertVisible: access.assertVisible,

    async patch(user: CurrentUser, songId: string, patch: Patch): Promise<{ song: Song }> {
      await describable(songId, user);
      checkRegistries(patch);
      if (patch.collection && !(await repo.findCollection(db, patch.collection))) {
        throw new AppError('COLLECTION_NOT_FOUND', 404, undefined, { collection: 'This collection was not found.' });
      }
      await db.transaction((tx) => repo.describe(tx, songId, user, patch));
      events.songChanged(songId);
      return { song: toSong((await songsRepository.findView(db, songId)) as SongView) };
    },

    async history(user: CurrentUser, songId: string): Promise<ArchiveHistory> {
      await describable(songId, user);
      const rows = await repo.history(db, songId);
      return {
        history: rows.map((r) => ({ at: r.at.toISOString(), by: { id: r.byId, name: r.byName }, changes: r.changes })),
      };
    },

    facets(viewer: CurrentUser | null): Promise<ArchiveFacets> {
      return repo.facets(db, viewer);
    },

    async collections(viewer: CurrentUser | null): Promise<CollectionsResponse> {
      const rows = await repo.listCollections(db, viewer);
      return {
        collections: rows.map(({ collection: c, itemCount }) => ({
          id: c.id,
          title: c.title,
          description: c.description,
          itemCount,
        })),
      };
    },

    async createCollection(user: CurrentUser, body: Required<CollectionBody>) {
      try {
        const c = await repo.insertCollection(db, { ...body, createdBy: user.id });
        return { collection: { id: c.id, title: c.title, description: c.description, itemCount: 0 } };
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new AppError('COLLECTION_TITLE_TAKEN', 409, undefined, { title: 'Choose another title.' });
        }
        throw err;
      }
    },
  };
}
