import { type DeleteSongResponse, SUCCESS_MESSAGES } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import type { CurrentUser } from '../../plugins/access.js';
import { auditRepository as audit } from '../../repositories/audit.repository.js';
import type { SongRow } from '../../repositories/rows.js';
import { songLibraryRepository } from '../../repositories/song-library.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import { changedSong, lockSong, type SongChangeResult } from './song-changes.js';

export type SongDeletionService = ReturnType<typeof createSongDeletionService>;

/** The artist area acts on the caller's own songs; admins may act on any. */
const ownsOrAdmin = (s: SongRow, user: CurrentUser) => user.role === 'admin' || s.ownerId === user.id;

/**
 * Removing a song is a soft delete: it is hidden from every list and from the public at once,
 * while its row and its files are kept so an admin can restore it. Each removal or restore
 * announces the change of what the public may see (catalogueChanged).
 */
export function createSongDeletionService(db: Db, events: AppEvents) {
  return {
    /** An artist removes one of their own songs (an admin may remove any here); not audited. */
    async removeOwn(user: CurrentUser, songId: string): Promise<DeleteSongResponse> {
      const row = await songsRepository.findRow(db, songId);
      if (!row || row.removedAt || !ownsOrAdmin(row, user)) throw new AppError('SONG_NOT_FOUND', 404);
      const removed = await songsRepository.setRemoved(db, songId, { at: new Date(), by: user.id });
      if (!removed) throw new AppError('SONG_NOT_FOUND', 404);
      events.songChanged(songId);
      return { success: true, message: SUCCESS_MESSAGES.SONG_DELETED };
    },

    /** An admin removes any song; the removal and its audit entry are written in one transaction. */
    async removeAsAdmin(admin: CurrentUser, id: string): Promise<SongChangeResult> {
      const result = await db.transaction(async (tx) => {
        const row = await lockSong(tx, id);
        if (row.removedAt) throw new AppError('SONG_NOT_FOUND', 404);
        await songLibraryRepository.update(tx, id, { removedAt: new Date(), removedBy: admin.id });
        await audit.record(tx, admin, {
          action: 'song.remove',
          targetType: 'song',
          targetId: id,
          targetLabel: row.title,
        });
        return changedSong(tx, id, SUCCESS_MESSAGES.SONG_REMOVED);
      });
      events.songChanged(id);
      return result;
    },

    /** An admin brings a removed song back in the review state it had (audited). */
    async restore(admin: CurrentUser, id: string): Promise<SongChangeResult> {
      const result = await db.transaction(async (tx) => {
        const row = await lockSong(tx, id);
        if (!row.removedAt) throw new AppError('SONG_NOT_REMOVED', 409);
        await songLibraryRepository.update(tx, id, { removedAt: null, removedBy: null });
        await audit.record(tx, admin, {
          action: 'song.restore',
          targetType: 'song',
          targetId: id,
          targetLabel: row.title,
          details: { status: row.status },
        });
        return changedSong(tx, id, SUCCESS_MESSAGES.SONG_RESTORED);
      });
      events.songChanged(id);
      return result;
    },
  };
}
