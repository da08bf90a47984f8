import { type Section, type SectionsPutSchema, sectionProblem, UuidSchema } from '@nupe/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isLanguage } from '../../lib/archive-registries.js';
import type { AppEvents } from '../../lib/events.js';
import type { CurrentUser } from '../../plugins/access.js';
import { archiveRepository } from '../../repositories/archive.repository.js';
import type { SongRow } from '../../repositories/rows.js';
import { type SongSectionRow, sectionsRepository } from '../../repositories/sections.repository.js';
import { canViewSong } from '../../repositories/song-scopes.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import { toChaptersVtt, toJsonChapters } from './chapters.js';

export type SectionsService = ReturnType<typeof createSectionsService>;
type SectionsBody = z.output<typeof SectionsPutSchema>;

export const toSection = (r: SongSectionRow): Section => ({
  id: r.id,
  start: r.start,
  end: r.end,
  title: r.title,
  synopsis: r.synopsis,
  keywords: r.keywords,
  language: r.language,
});

/** A section as the history keeps it: without its id (ids are new on each replacement). */
const kept = (s: Omit<Section, 'id'>) => ({
  start: s.start,
  end: s.end,
  title: s.title,
  synopsis: s.synopsis,
  keywords: s.keywords,
  language: s.language,
});

const refuse = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { [field]: message });

/**
 * Sections of a recording: anyone who may see the item reads them; its describers (the owning
 * artist, staff, admins) replace the whole list, each change kept in the description's history.
 * An item the caller may not see is a 404, one they may see but not describe a 403.
 */
export function createSectionsService(db: Db, events: AppEvents) {
  async function visible(songId: string, viewer: CurrentUser | null): Promise<SongRow> {
    const row = await songsRepository.findRow(db, songId);
    if (!row || !(await canViewSong(db, row, viewer))) throw new AppError('SONG_NOT_FOUND', 404);
    return row;
  }

  /** A recording's sections, in order, for code that has already decided the caller may see it. */
  async function listSections(songId: string): Promise<Section[]> {
    return (await sectionsRepository.list(db, songId)).map(toSection);
  }

  return {
    listSections,

    /** The sections of many recordings (feeds, manifests), for items already checked. */
    async sectionsForSongs(songIds: readonly string[]): Promise<Map<string, Section[]>> {
      const rows = await sectionsRepository.listForSongs(db, songIds);
      return new Map([...rows].map(([id, list]) => [id, list.map(toSection)]));
    },

    /** A 404 before the body is read, for an item the caller may not see (validation must not reveal it). */
    async assertVisible(songId: string, viewer: CurrentUser | null): Promise<void> {
      if (UuidSchema.safeParse(songId).success) await visible(songId, viewer);
    },

    async list(songId: string, viewer: CurrentUser | null): Promise<Section[]> {
      await visible(songId, viewer);
      return listSections(songId);
    },

    async replace(user: CurrentUser, songId: string, body: SectionsBody): Promise<Section[]> {
      const song = await visible(songId, user);
      if (user.role !== 'admin' && user.role !== 'staff' && song.ownerId !== user.id) {
        throw new AppError('FORBIDDEN', 403);
      }
      const problem = sectionProblem(body.sections, song.durationSeconds);
      if (problem) throw refuse(problem.field, problem.message);
      for (const [i, s] of body.sections.entries()) {
        if (s.language && !isLanguage(s.language)) {
          throw refuse(
            `sections.${i}.language`,
            `Section ${i + 1} “${s.title}”: unknown language code “${s.language}”; use an ISO 639-3 code such as nup.`,
          );
        }
      }
      const after = body.sections
        .map((s) =>
          kept({
            start: s.start,
            end: s.end ?? null,
            title: s.title,
            synopsis: s.synopsis ?? null,
            keywords: s.keywords,
            language: s.language ?? null,
          }),
        )
        .sort((a, b) => a.start - b.start);
      const changed = await db.transaction(async (tx) => {
        const before = (await sectionsRepository.list(tx, songId)).map((r) => kept(toSection(r)));
        if (JSON.stringify(before) === JSON.stringify(after)) return false;
        await sectionsRepository.replace(tx, songId, after);
        await archiveRepository.recordChanges(tx, songId, user, [{ field: 'sections', before, after }]);
        return true;
      });
      if (changed) events.songChanged(songId);
      return listSections(songId);
    },

    async chaptersVtt(songId: string, viewer: CurrentUser | null): Promise<string> {
      const song = await visible(songId, viewer);
      return toChaptersVtt(await listSections(songId), song.durationSeconds);
    },

    async chaptersJson(songId: string, viewer: CurrentUser | null, songUrl: string) {
      const song = await visible(songId, viewer);
      return toJsonChapters(
        { title: song.title, artist: song.artistCredit, durationSeconds: song.durationSeconds },
        await listSections(songId),
        songUrl,
      );
    },
  };
}
