import { UuidSchema } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { canViewSong } from '../../repositories/song-scopes.js';
import { songsRepository } from '../../repositories/songs.repository.js';

export type ItemAccess = ReturnType<typeof itemAccess>;

/**
 * Who may see and who may describe an item: an item the caller may not see is a 404, one they
 * may see but not describe (they are not its owning artist, staff or an admin) a 403.
 */
export function itemAccess(db: Db) {
  async function visible(songId: string, viewer: CurrentUser | null) {
    const row = await songsRepository.findRow(db, songId);
    if (!row || !(await canViewSong(db, row, viewer))) throw new AppError('SONG_NOT_FOUND', 404);
    return row;
  }

  async function describable(songId: string, user: CurrentUser) {
    const row = await visible(songId, user);
    if (user.role !== 'admin' && user.role !== 'staff' && row.ownerId !== user.id) {
      throw new AppError('FORBIDDEN', 403);
    }
    return row;
  }

  /**
   * A 404 for an item the caller may not see, before their body is read: its validation
   * messages must not tell an outsider that the item exists.
   */
  async function assertVisible(songId: string, user: CurrentUser | null): Promise<void> {
    // A malformed id is left to validation (it names the problem); a well-formed one is looked up.
    if (UuidSchema.safeParse(songId).success) await visible(songId, user);
  }

  return { visible, describable, assertVisible };
}
