import type { TranscriptLayersResponse } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isLanguage } from '../../lib/archive-registries.js';
import type { AppEvents } from '../../lib/events.js';
import {
  type Cue,
  checkCues,
  parsePlainText,
  parseVtt,
  searchText,
  TRANSCRIPT_MAX_BYTES,
  toVtt,
  VttError,
} from '../../lib/webvtt.js';
import type { CurrentUser } from '../../plugins/access.js';
import { archiveRepository as repo } from '../../repositories/archive.repository.js';
import type { ItemAccess } from './item-access.js';

export type TranscriptService = ReturnType<typeof createTranscriptService>;

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { [field]: message });

/**
 * An item's transcript and translation layers (WebVTT cues with a language, kind and status):
 * anyone who may see the item reads them; its owning artist, staff and admins write them.
 */
export function createTranscriptService(db: Db, events: AppEvents, access: ItemAccess) {
  async function transcripts(songId: string, viewer: CurrentUser | null): Promise<TranscriptLayersResponse> {
    await access.visible(songId, viewer);
    const rows = await repo.layers(db, songId);
    return { transcripts: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
  }

  return {
    assertVisible: access.assertVisible,
    transcripts,

    async vtt(songId: string, language: string, viewer: CurrentUser | null): Promise<string> {
      await access.visible(songId, viewer);
      const layer = await repo.findLayer(db, songId, language);
      if (!layer) throw new AppError('TRANSCRIPT_NOT_FOUND', 404);
      return toVtt(layer.cues);
    },

    /** Stores a layer from WebVTT or plain text; a problem is a 400 naming it, and nothing is stored. */
    async putTranscript(
      user: CurrentUser,
      songId: string,
      language: string,
      options: { kind: 'transcript' | 'translation'; status: 'draft' | 'reviewed'; contentType: string; body: unknown },
    ): Promise<TranscriptLayersResponse> {
      const song = await access.describable(songId, user);
      if (!isLanguage(language))
        throw refuse('language', `Unknown language code “${language}”: use an ISO 639-3 code such as nup.`);
      const text = typeof options.body === 'string' ? options.body : '';
      if (Buffer.byteLength(text) > TRANSCRIPT_MAX_BYTES) {
        throw refuse('body', `A transcript may be at most ${TRANSCRIPT_MAX_BYTES / 1024 / 1024} MB.`);
      }
      let cues: Cue[];
      try {
        cues = options.contentType.startsWith('text/vtt') ? parseVtt(text) : parsePlainText(text);
        checkCues(cues, song.durationSeconds);
      } catch (err) {
        if (err instanceof VttError) throw refuse('body', err.message);
        throw err;
      }
      await repo.saveLayer(db, {
        songId,
        language,
        kind: options.kind,
        status: options.status,
        cues,
        searchText: searchText(cues),
        updatedBy: user.id,
      });
      events.songChanged(songId);
      return transcripts(songId, user);
    },

    async deleteTranscript(user: CurrentUser, songId: string, language: string): Promise<TranscriptLayersResponse> {
      await access.describable(songId, user);
      if (!(await repo.deleteLayer(db, songId, language))) throw new AppError('TRANSCRIPT_NOT_FOUND', 404);
      events.songChanged(songId);
      return transcripts(songId, user);
    },
  };
}
