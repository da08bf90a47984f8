import type { DbOrTx } from '../db/client.js';

/** A section (index segment) of a recording: seconds from its start; `end` null runs to the next section. */
export type SongSectionRef = { start: number; end: number | null; title: string };

/**
 * The sections of a song, in order of their start. Sections are stored by another feature
 * (GET/PUT /api/songs/{id}/sections); this is the one place that reads them for the chapters
 * in downloaded files and clips and for the section title of a moment's link preview.
 * TO WIRE ON MERGE: answer the sections repository's list here (mapped to start, end, title).
 * Until then a recording has no sections, so files carry no chapters and previews no section.
 */
export async function readSections(_db: DbOrTx, _songId: string): Promise<SongSectionRef[]> {
  return [];
}
