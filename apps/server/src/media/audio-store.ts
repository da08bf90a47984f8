import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client.js';
import type { AudioInfo } from '../lib/audio-probe.js';
import type { ReceivedFile } from '../lib/multipart.js';
import type { MediaWriter } from '../lib/storage.js';
import { mediaFilesRepository } from '../repositories/media-files.repository.js';

export type StoredAudio = { fileId: string; key: string };

/**
 * The audio half of an upload, shared by POST /artist/upload and the replacement of a
 * rejected song's audio: the file (already checked by probeAudio) is moved into storage
 * under a fresh id, then its media_files row is written in the caller's transaction.
 */
export async function putAudio(storage: MediaWriter, audio: ReceivedFile, info: AudioInfo): Promise<StoredAudio> {
  const fileId = randomUUID();
  const key = `audio/${fileId.slice(0, 2)}/${fileId}.${info.ext}`;
  await storage.putFile(key, audio.path);
  return { fileId, key };
}

/**
 * The media_files row of a stored audio file: the original, unchanged, with its checksum.
 * Only the row: the service that stores the recording queues its jobs (renditions, loudness,
 * fingerprint) in the same transaction, beside its other effects.
 */
export async function insertAudioRow(
  tx: DbOrTx,
  stored: StoredAudio,
  audio: ReceivedFile,
  info: AudioInfo,
  uploadedBy: string,
): Promise<void> {
  await mediaFilesRepository.insert(tx, {
    id: stored.fileId,
    storageKey: stored.key,
    mime: info.mime,
    sizeBytes: audio.size,
    sha256: audio.sha256,
    durationSeconds: info.durationSeconds,
    bitrate: info.bitrate,
    sampleRate: info.sampleRate,
    channels: info.channels,
    codec: info.codec,
    originalFilename: audio.filename.slice(0, 255) || null,
    uploadedBy,
  });
}
