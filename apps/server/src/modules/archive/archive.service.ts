import type {
  ArchiveFacets,
  ArchiveHistory,
  ArchivePatchSchema,
  CollectionBody,
  CollectionsResponse,
  OccurrenceBodySchema,
  ProverbBodySchema,
  ProverbDetail,
  ProverbListResponse,
  ProverbSummary,
  Song,
  TranscriptLayersResponse,
} from '@nupe/shared';
import { UuidSchema } from '@nupe/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkRegistries, isLanguage } from '../../lib/archive-registries.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AppEvents } from '../../lib/events.js';
import { foldForSearch } from '../../lib/search-fold.js';
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
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import type { Services } from '../../plugins/core.js';
import { archiveFacets, describeItem, archiveRepository as repo } from '../../repositories/archive.repository.js';
import { proverbsRepository } from '../../repositories/proverbs.repository.js';
import { canViewSong } from '../../repositories/song-scopes.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';

export type ArchiveService = ReturnType<typeof createArchiveService>;

type ProverbRow = NonNullable<Awaited<ReturnType<typeof proverbsRepository.find>>>;
const toProverb = ({ proverb: p, occurrenceCount }: ProverbRow): ProverbSummary => ({
  id: p.id,
  text: p.text,
  meanings: p.meanings,
  notes: p.notes,
  occurrenceCount,
});
type Patch = z.output<typeof ArchivePatchSchema>;
const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { [field]: message });

/**
 * Archive descriptions (#14): the owning artist, staff and admins describe an item; every change
 * is kept (who, when, each field before and after). An item the caller may not see is a 404,
 * one they may see but not describe a 403.
 */
export function createArchiveService(db: Db, events: AppEvents, songs: Pick<Services['songs'], 'present'>) {
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

  return {
    /**
     * A 404 for an item the caller may not see, before their body is read: its validation
     * messages must not tell an outsider that the item exists.
     */
    async assertVisible(songId: string, user: CurrentUser | null): Promise<void> {
      // A malformed id is left to validation (it names the problem); a well-formed one is looked up.
      if (UuidSchema.safeParse(songId).success) await visible(songId, user);
    },

    async patch(user: CurrentUser, songId: string, patch: Patch): Promise<{ song: Song }> {
      await describable(songId, user);
      checkRegistries(patch);
      if (patch.collection && !(await repo.findCollection(db, patch.collection))) {
        throw new AppError('COLLECTION_NOT_FOUND', 404, undefined, { collection: 'This collection was not found.' });
      }
      await db.transaction((tx) => describeItem(tx, songId, user, patch));
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

    async transcripts(songId: string, viewer: CurrentUser | null): Promise<TranscriptLayersResponse> {
      await visible(songId, viewer);
      const rows = await repo.layers(db, songId);
      return { transcripts: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
    },

    async vtt(songId: string, language: string, viewer: CurrentUser | null): Promise<string> {
      await visible(songId, viewer);
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
      const song = await describable(songId, user);
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
      return this.transcripts(songId, user);
    },

    async deleteTranscript(user: CurrentUser, songId: string, language: string): Promise<TranscriptLayersResponse> {
      await describable(songId, user);
      if (!(await repo.deleteLayer(db, songId, language))) throw new AppError('TRANSCRIPT_NOT_FOUND', 404);
      events.songChanged(songId);
      return this.transcripts(songId, user);
    },

    async proverbs(
      query: { q?: string; page: number; limit: number },
      viewer: CurrentUser | null,
    ): Promise<ProverbListResponse> {
      const { rows, total } = await proverbsRepository.list(db, {
        q: query.q || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
        viewer,
      });
      return { proverbs: rows.map(toProverb), total, page: query.page, limit: query.limit };
    },

    async proverb(id: string, viewer: CurrentUser | null): Promise<ProverbDetail> {
      const row = await proverbsRepository.find(db, id, viewer);
      if (!row) throw new AppError('PROVERB_NOT_FOUND', 404);
      const moments = await proverbsRepository.occurrences(db, id, viewer);
      const views = new Map(
        (await songsRepository.listByIds(db, [...new Set(moments.map((m) => m.songId))])).map((v) => [v.song.id, v]),
      );
      const present = await songs.present([...views.values()], viewer);
      const byId = new Map(present.map((s) => [s.id, s]));
      return {
        proverb: {
          ...toProverb(row),
          occurrences: moments.flatMap((m) => {
            const song = byId.get(m.songId);
            return song ? [{ song, start: m.start, end: m.end }] : [];
          }),
        },
      };
    },

    async createProverb(user: CurrentUser, body: z.output<typeof ProverbBodySchema>): Promise<ProverbDetail> {
      const meanings = Object.fromEntries(
        Object.entries(body.meanings).map(([lang, m]) => [
          lang,
          { literal: m.literal ?? null, figurative: m.figurative ?? null },
        ]),
      );
      const row = await proverbsRepository.insert(db, {
        text: body.text,
        meanings,
        notes: body.notes ?? null,
        searchText: foldForSearch(
          [body.text, ...Object.values(meanings).flatMap((m) => [m.literal, m.figurative]), body.notes]
            .filter(Boolean)
            .join(' '),
        ),
        createdBy: user.id,
      });
      return this.proverb(row.id, user);
    },

    /** Marks where a proverb is said: by someone who may describe the recording, inside its length. */
    async addOccurrence(user: CurrentUser, proverbId: string, body: z.output<typeof OccurrenceBodySchema>) {
      if (!(await proverbsRepository.find(db, proverbId, user))) throw new AppError('PROVERB_NOT_FOUND', 404);
      const song = await describable(body.song, user);
      if (song.durationSeconds !== null && body.end > song.durationSeconds + 0.5) {
        throw refuse('end', 'The moment ends after the recording does.');
      }
      await proverbsRepository.addOccurrence(db, {
        proverbId,
        songId: body.song,
        start: body.start,
        end: body.end,
        createdBy: user.id,
      });
      return this.proverb(proverbId, user);
    },

    facets(viewer: CurrentUser | null): Promise<ArchiveFacets> {
      return archiveFacets(db, viewer);
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
