import {
  closedScopes,
  IMAGE_MIME_TYPES,
  lagosDate,
  type Song,
  SongUploadFieldsSchema,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/define-job.js';
import { fingerprintJob, loudnessJob, qualityCheckJob, renditionJob } from '../../jobs/definitions.js';
import { AppError, validationFailed } from '../../lib/app-error.js';
import { checkRegistries } from '../../lib/archive-registries.js';
import { probeAudio } from '../../lib/audio-probe.js';
import { ledgerEntry } from '../../lib/consent-hash.js';
import type { AppEvents } from '../../lib/events.js';
import { COVER_VARIANTS, storeImage } from '../../lib/images.js';
import type { ReceivedForm } from '../../lib/multipart.js';
import { withStagedMedia } from '../../lib/staged-media.js';
import type { Storage } from '../../lib/storage.js';
import { toSong } from '../../mappers/songs.mapper.js';
import { insertAudioRow, putAudio } from '../../media/audio-store.js';
import type { CurrentUser } from '../../plugins/access.js';
import { albumsRepository } from '../../repositories/albums.repository.js';
import { archiveRepository } from '../../repositories/archive.repository.js';
import { auditRepository } from '../../repositories/audit.repository.js';
import { consentsRepository } from '../../repositories/consents.repository.js';
import { mediaFilesRepository } from '../../repositories/media-files.repository.js';
import { qualityRepository } from '../../repositories/quality.repository.js';
import { RENDITION_KINDS } from '../../repositories/rows.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';

export type UploadsService = ReturnType<typeof createUploadsService>;

/** The upload's text fields and its files, already on this disk (path, size, SHA-256 of the bytes). */
export type UploadedForm = Pick<ReceivedForm, 'fields' | 'files'>;

/**
 * POST /artist/upload. Checks come first and cost nothing to undo (fields, both files,
 * the real type of each); only then are files moved into storage and the rows written in
 * one transaction (media file, song, the jobs of its recording and its quality checks and, for
 * an admin, the audit entry: all or nothing). The files are staged until that transaction
 * commits (lib/staged-media.ts), so a refused, failed or crashed upload leaves no file and no
 * row behind. A published upload then announces `catalogueChanged`.
 */
export function createUploadsService(db: Db, storage: Storage, events: AppEvents) {
  return {
    /**
     * The one way a song is uploaded, whoever brought the files to this disk: the multipart
     * route (a form streamed to temp files) or a finished resumable upload (tus-uploads.service.ts).
     */
    async upload(user: CurrentUser, form: UploadedForm): Promise<{ message: string; song: Song }> {
      const audio = form.files.audio;
      const cover = form.files.cover;
      if (!audio || !cover) throw new AppError('MISSING_FILES', 400);

      const parsed = SongUploadFieldsSchema.safeParse(form.fields);
      if (!parsed.success) throw validationFailed(parsed.error);
      const input = parsed.data;

      const imageType = await fileTypeFromFile(cover.path).catch(() => undefined);
      if (!imageType || !(IMAGE_MIME_TYPES as readonly string[]).includes(imageType.mime)) {
        throw new AppError('INVALID_IMAGE_TYPE', 415);
      }
      const info = await probeAudio(audio.path, audio.size);

      // Archive essentials given with the upload: checked like PATCH .../archive, before anything is stored.
      if (input.archive) {
        checkRegistries(input.archive);
        if (input.archive.collection && !(await archiveRepository.findCollection(db, input.archive.collection))) {
          throw new AppError('COLLECTION_NOT_FOUND', 404, undefined, { collection: 'This collection was not found.' });
        }
      }

      // Duplicates: the uploader's own recording again is refused, naming their item;
      // the same bytes as someone else's item are let through and flagged to staff only.
      const sameOriginal = await mediaFilesRepository.songsWithOriginal(db, audio.sha256);
      const own = sameOriginal.find((s) => s.ownerId === user.id || s.uploadedBy === user.id);
      if (own) {
        throw new AppError('DUPLICATE_UPLOAD', 409, undefined, undefined, { id: own.id, title: own.title });
      }

      // Who the song belongs to: an artist's own upload is theirs; an admin may link an artist.
      let ownerId: string | null = user.role === 'admin' ? null : user.id;
      if (input.ownerId && input.ownerId !== user.id) {
        if (user.role !== 'admin') throw new AppError('OWNER_ADMIN_ONLY', 403);
        const owner = await usersRepository.findById(db, input.ownerId);
        if (owner?.role !== 'artist' || owner.status !== 'active') throw new AppError('OWNER_NOT_ARTIST', 400);
        ownerId = owner.id;
      } else if (input.ownerId) {
        ownerId = user.id;
      }
      const published = user.role === 'admin';

      const songId = await withStagedMedia(storage, async (media) => {
        const audioFile = await putAudio(media, audio, info);
        const image = await storeImage(media, cover.path, 'covers', COVER_VARIANTS);

        return db.transaction(async (tx) => {
          await insertAudioRow(tx, audioFile, audio, info, user.id);
          const album = input.album
            ? await albumsRepository.findOrCreate(tx, {
                ownerId,
                title: input.album,
                genre: input.genre,
                coverKey: image.key,
                releaseDate: new Date().toISOString().slice(0, 10),
              })
            : null;
          const now = new Date();
          const song = await songsRepository.insert(tx, {
            title: input.title,
            artistCredit: input.artist,
            ownerId,
            genre: input.genre,
            albumId: album?.id ?? null,
            coverKey: image.key,
            audioFileId: audioFile.fileId,
            durationSeconds: info.durationSeconds,
            bitrate: info.bitrate,
            status: published ? 'published' : 'pending',
            publishedAt: published ? now : null,
            uploadedBy: user.id,
            createdAt: now,
            updatedAt: now,
          });
          // What happens once this commits, queued with the song so a committed song always has
          // it: both streaming renditions, the loudness measurement and the fingerprint of the
          // recording, and the automatic quality checks of the song.
          const mediaFileId = audioFile.fileId;
          for (const kind of RENDITION_KINDS) await enqueueJob(tx, renditionJob, { mediaFileId, kind });
          await enqueueJob(tx, loudnessJob, { mediaFileId });
          await enqueueJob(tx, fingerprintJob, { mediaFileId });
          await enqueueJob(tx, qualityCheckJob, { songId: song.id });
          if (input.archive) await archiveRepository.describe(tx, song.id, user, input.archive);
          if (input.consentScopes) {
            // The uploader's word on consent opens the item's ledger (staff add to it later).
            const entry = ledgerEntry(undefined, {
              songId: song.id,
              kind: 'grant' as const,
              person: input.consentPerson ?? input.artist,
              relation: input.consentRelation ?? 'performer',
              scopes: input.consentScopes,
              date: lagosDate(),
              witness: null,
              recordedBy: user.id,
              recordedAt: now,
            });
            // The first grant closes the scopes it does not name (the consent rule): without
            // `stream` the item stays off the public surfaces until someone grants it.
            const closed = closedScopes([entry]);
            await consentsRepository.append(tx, entry, {
              closedScopes: closed,
              withdrawnAt: closed.includes('stream') ? now : null,
            });
          }
          for (const other of sameOriginal) {
            await qualityRepository.insert(tx, {
              songId: song.id,
              kind: 'possible_duplicate',
              description: `The original is byte for byte the same as “${other.title}” (${other.id}), another account’s item.`,
              duplicateOf: other.id,
              source: 'automatic',
            });
          }
          // An admin upload publishes at once, so the audit log records it in the same transaction.
          if (user.role === 'admin') {
            await auditRepository.record(tx, user, {
              action: 'song.upload',
              targetType: 'song',
              targetId: song.id,
              targetLabel: song.title,
              details: { artist: song.artistCredit, genre: song.genre, ownerId: song.ownerId },
            });
          }
          return song.id;
        });
      });
      // An admin's upload is published at once: the public lists show it now.
      if (published) events.catalogueChanged();
      const view = (await songsRepository.findView(db, songId)) as SongView;
      return {
        message: published ? SUCCESS_MESSAGES.SONG_UPLOADED : SUCCESS_MESSAGES.SONG_UPLOADED_FOR_REVIEW,
        song: toSong(view),
      };
    },
  };
}
