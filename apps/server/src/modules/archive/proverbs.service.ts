import type {
  OccurrenceBodySchema,
  ProverbBodySchema,
  ProverbDetail,
  ProverbListResponse,
  ProverbSummary,
} from '@nupe/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { foldForSearch } from '../../lib/search-fold.js';
import type { CurrentUser } from '../../plugins/access.js';
import type { Services } from '../../plugins/core.js';
import { proverbsRepository } from '../../repositories/proverbs.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import type { ItemAccess } from './item-access.js';

export type ProverbService = ReturnType<typeof createProverbService>;

type ProverbRow = NonNullable<Awaited<ReturnType<typeof proverbsRepository.find>>>;
const toProverb = ({ proverb: p, occurrenceCount }: ProverbRow): ProverbSummary => ({
  id: p.id,
  text: p.text,
  meanings: p.meanings,
  notes: p.notes,
  occurrenceCount,
});
const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { [field]: message });

/**
 * The proverb index: proverbs with their literal and figurative meanings per language, and the
 * moments of recordings they are said in (marked by someone who may describe the recording).
 * A reader sees only the moments of items they may see.
 */
export function createProverbService(db: Db, songs: Pick<Services['songs'], 'present'>, access: ItemAccess) {
  async function proverb(id: string, viewer: CurrentUser | null): Promise<ProverbDetail> {
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
  }

  return {
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

    proverb,

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
      return proverb(row.id, user);
    },

    /** Marks where a proverb is said: by someone who may describe the recording, inside its length. */
    async addOccurrence(user: CurrentUser, proverbId: string, body: z.output<typeof OccurrenceBodySchema>) {
      if (!(await proverbsRepository.find(db, proverbId, user))) throw new AppError('PROVERB_NOT_FOUND', 404);
      const song = await access.describable(body.song, user);
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
      return proverb(proverbId, user);
    },
  };
}
