import {
  type ArtistSongPatch,
  type ArtistSongResponse,
  type ArtistSongsResponse,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/define-job.js';
import { fingerprintJob, loudnessJob, qualityCheckJob, renditionJob } from '../../jobs/definitions.js';
import { AppError } from '../../lib/app-error.js';
import { probeAudio } from '../../lib/audio-probe.js';
import type { AppEvents } from '../../lib/events.js';
import type { ReceivedForm } from '../../lib/multipart.js';
import { saveImage, withStagedMedia } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import { toSong } from '../../mappers/songs.mapper.js';
import { insertAudioRow, putAudio } from '../../media/audio-store.js';
import type { CurrentUser } from '../../plugins/access.js';
import { albumsRepository } from '../../repositories/albums.repository.js';
import { RENDITION_KINDS, type SongRow } from '../../repositories/rows.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';

export type ArtistSongsService = ReturnType<typeof createArtistSongsService>;

/**
 * The artist area: their own songs, listed with their sums, and edits to them: details, album,
 * audio and cover (each change queues the quality checks again). Another artist's row is a 404
 * (admins act on their own rows here too). Removing a song is in song-deletion.service.ts.
 */
export function createArtistSongsService(db: Db, storage: Storage, events: AppEvents) {
  async function ownSong(user: CurrentUser, id: string): Promise<SongRow> {
    const row = await songsRepository.findRow(db, id);
    if (!row || row.removedAt || (user.role !== 'admin' && row.ownerId !== user.id)) {
      throw new AppError('SONG_NOT_FOUND', 404);
    }
    return row;
  }
  async function songJson(id: string) {
    return toSong((await songsRepository.findView(db, id)) as SongView);
  }
  return {
    /** The caller's songs that are not removed, with their sums. */
    async list(user: CurrentUser): Promise<ArtistSongsResponse> {
      const [rows, totals] = await Promise.all([
        songsRepository.listByOwner(db, user.id),
        songsRepository.totalsForOwner(db, user.id),
      ]);
      return { songs: rows.map((v) => toSong(v)), totalStats: totals };
    },

    /** Details while pending or rejected (a rejected song goes back to review), the album any time. */
    async updateSong(user: CurrentUser, id: string, patch: ArtistSongPatch): Promise<ArtistSongResponse> {
      const row = await ownSong(user, id);
      const details = patch.title !== undefined || patch.artist !== undefined || patch.genre !== undefined;
      if (details && row.status === 'published') throw new AppError('SONG_DETAILS_LOCKED', 409);
      if (patch.albumId) {
        const album = row.ownerId ? await albumsRepository.findOwned(db, patch.albumId, row.ownerId) : undefined;
        if (!album) throw new AppError('ALBUM_NOT_FOUND', 404);
      }
      const resubmitted = details && row.status === 'rejected';
      // The album and the credit are checked automatically: a change is checked again.
      const checked =
        (patch.artist !== undefined && patch.artist !== row.artistCredit) ||
        (patch.albumId !== undefined && patch.albumId !== row.albumId);
      await db.transaction(async (tx) => {
        await songsRepository.update(tx, id, {
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.artist !== undefined ? { artistCredit: patch.artist } : {}),
          ...(patch.genre !== undefined ? { genre: patch.genre } : {}),
          ...(patch.albumId !== undefined ? { albumId: patch.albumId } : {}),
          ...(resubmitted ? { status: 'pending' as const, rejectionReason: null } : {}),
        });
        if (checked) await enqueueJob(tx, qualityCheckJob, { songId: id });
      });
      events.songChanged(id);
      return {
        message: resubmitted ? SUCCESS_MESSAGES.SONG_RESUBMITTED : SUCCESS_MESSAGES.SONG_UPDATED,
        song: await songJson(id),
      };
    },

    /**
     * New audio for a song under review or rejected, checked exactly as an upload is; the
     * song goes (back) to review. The previous file and its row are kept (the archive).
     */
    async replaceAudio(user: CurrentUser, id: string, form: ReceivedForm): Promise<ArtistSongResponse> {
      const row = await ownSong(user, id);
      if (row.status === 'published') throw new AppError('SONG_DETAILS_LOCKED', 409);
      const audio = form.files.audio;
      if (!audio) throw new AppError('MISSING_AUDIO', 400);
      const info = await probeAudio(audio.path, audio.size);
      await withStagedMedia(storage, async (media) => {
        const stored = await putAudio(media, audio, info);
        await db.transaction(async (tx) => {
          await insertAudioRow(tx, stored, audio, info, user.id);
          await songsRepository.update(tx, id, {
            audioFileId: stored.fileId,
            durationSeconds: info.durationSeconds,
            bitrate: info.bitrate,
            status: 'pending',
            rejectionReason: null,
          });
          // The new recording's renditions, loudness and fingerprint, and the song's quality checks.
          for (const kind of RENDITION_KINDS) await enqueueJob(tx, renditionJob, { mediaFileId: stored.fileId, kind });
          await enqueueJob(tx, loudnessJob, { mediaFileId: stored.fileId });
          await enqueueJob(tx, fingerprintJob, { mediaFileId: stored.fileId });
          await enqueueJob(tx, qualityCheckJob, { songId: id });
        });
      });
      events.songChanged(id);
      return { message: SUCCESS_MESSAGES.SONG_RESUBMITTED, song: await songJson(id) };
    },

    /**
     * A new cover for a song under review or rejected (the same rule as its audio): checked
     * by its bytes, stored as web-sized variants, the old files kept; it goes (back) to review.
     */
    async replaceCover(user: CurrentUser, id: string, form: ReceivedForm): Promise<ArtistSongResponse> {
      const row = await ownSong(user, id);
      if (row.status === 'published') throw new AppError('SONG_DETAILS_LOCKED', 409);
      await saveImage(storage, form.files.cover?.path, 'covers', (image) =>
        db.transaction(async (tx) => {
          await songsRepository.update(tx, id, { coverKey: image.key, status: 'pending', rejectionReason: null });
          await enqueueJob(tx, qualityCheckJob, { songId: id });
        }),
      );
      events.songChanged(id);
      return {
        message: row.status === 'rejected' ? SUCCESS_MESSAGES.SONG_RESUBMITTED : SUCCESS_MESSAGES.SONG_UPDATED,
        song: await songJson(id),
      };
    },
  };
}
