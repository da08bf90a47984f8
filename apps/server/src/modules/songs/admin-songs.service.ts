import {
  type AdminSongListQuery,
  type AdminSongListResponse,
  type AdminSongUpdateBody,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/define-job.js';
import { qualityCheckJob } from '../../jobs/definitions.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import { saveImage } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { albumsRepository } from '../../repositories/albums.repository.js';
import { auditRepository as audit } from '../../repositories/audit.repository.js';
import type { SongRow } from '../../repositories/rows.js';
import { songLibraryRepository as repo } from '../../repositories/song-library.repository.js';
import { changedSong, lockSong, type SongChangeResult } from './song-changes.js';

export type AdminSongsService = ReturnType<typeof createAdminSongsService>;

/** The plain fields an edit changes (title, credit, genre), as a row patch and as audit entries. */
function detailChanges(row: SongRow, body: AdminSongUpdateBody) {
  const patch: Partial<SongRow> = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (body.title !== undefined && body.title !== row.title) {
    patch.title = body.title;
    changes.title = { from: row.title, to: body.title };
  }
  if (body.artist !== undefined && body.artist !== row.artistCredit) {
    patch.artistCredit = body.artist;
    changes.artist = { from: row.artistCredit, to: body.artist };
  }
  if (body.genre !== undefined && body.genre !== row.genre) {
    patch.genre = body.genre;
    changes.genre = { from: row.genre, to: body.genre };
  }
  return { patch, changes };
}

/**
 * The admin music library: list, edit, new cover, publish or unpublish (removal and restore
 * are in song-deletion.service.ts). Each change and its audit entry are written in one
 * transaction; a change of what the public may see is announced (songChanged), and a new
 * cover queues the automatic quality checks again in the change's transaction.
 */
export function createAdminSongsService(db: Db, storage: Storage, events: AppEvents) {
  return {
    async list(query: AdminSongListQuery): Promise<AdminSongListResponse> {
      const { rows, total } = await repo.list(db, {
        view: query.status,
        genre: query.genre && query.genre !== 'All' ? query.genre : undefined,
        q: query.q || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { songs: rows.map((v) => toSong(v)), total, page: query.page, limit: query.limit };
    },

    async update(admin: CurrentUser, id: string, body: AdminSongUpdateBody): Promise<SongChangeResult> {
      const result = await db.transaction(async (tx) => {
        const row = await lockSong(tx, id);
        const before = await repo.findView(tx, id);
        const { patch, changes } = detailChanges(row, body);
        if (body.album !== undefined) {
          const title = body.album?.trim() || null;
          const current = before?.albumTitle ?? null;
          if (title === null && row.albumId) {
            patch.albumId = null;
            changes.album = { from: current, to: null };
          } else if (title !== null && title.toLowerCase() !== current?.toLowerCase()) {
            const album = await albumsRepository.findOrCreate(tx, {
              ownerId: row.ownerId,
              title,
              genre: body.genre ?? row.genre,
              coverKey: row.coverKey,
              releaseDate: new Date().toISOString().slice(0, 10),
            });
            patch.albumId = album.id;
            changes.album = { from: current, to: album.title };
          }
        }
        if (Object.keys(changes).length > 0) {
          await repo.update(tx, id, patch);
          await audit.record(tx, admin, {
            action: 'song.update',
            targetType: 'song',
            targetId: id,
            targetLabel: patch.title ?? row.title,
            details: { changes },
          });
        }
        return changedSong(tx, id, SUCCESS_MESSAGES.SONG_EDITED);
      });
      events.songChanged(id);
      return result;
    },

    /** A new cover: checked by its bytes and stored as web-sized variants; the old files are kept. */
    async setCover(admin: CurrentUser, id: string, tempFile: string): Promise<SongChangeResult> {
      const exists = await repo.findView(db, id);
      if (!exists) throw new AppError('SONG_NOT_FOUND', 404);
      const result = await saveImage(storage, tempFile, 'covers', (image) =>
        db.transaction(async (tx) => {
          const row = await lockSong(tx, id);
          await repo.update(tx, id, { coverKey: image.key });
          // A cover too small is one of the automatic checks: the new one is checked too.
          await enqueueJob(tx, qualityCheckJob, { songId: id });
          await audit.record(tx, admin, {
            action: 'song.cover',
            targetType: 'song',
            targetId: id,
            targetLabel: row.title,
            details: { from: row.coverKey, to: image.key },
          });
          return changedSong(tx, id, SUCCESS_MESSAGES.SONG_COVER_UPDATED);
        }),
      );
      events.songChanged(id);
      return result;
    },

    /**
     * Publish puts a song on the public site (also a song waiting for review); unpublish takes
     * it off and back to "pending", where staff and admins find it again.
     */
    async setPublished(admin: CurrentUser, id: string, published: boolean): Promise<SongChangeResult> {
      const result = await db.transaction(async (tx) => {
        const row = await lockSong(tx, id);
        const target = published ? 'published' : 'pending';
        if (row.status !== target) {
          await repo.update(tx, id, {
            status: target,
            publishedAt: published ? (row.publishedAt ?? new Date()) : row.publishedAt,
            rejectionReason: published ? null : row.rejectionReason,
          });
          await audit.record(tx, admin, {
            action: published ? 'song.publish' : 'song.unpublish',
            targetType: 'song',
            targetId: id,
            targetLabel: row.title,
            details: { from: row.status, to: target },
          });
        }
        return changedSong(tx, id, published ? SUCCESS_MESSAGES.SONG_PUBLISHED : SUCCESS_MESSAGES.SONG_UNPUBLISHED);
      });
      events.songChanged(id);
      return result;
    },
  };
}
