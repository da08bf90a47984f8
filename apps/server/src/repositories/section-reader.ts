import type { DbOrTx } from '../db/client.js';
import type { SongSectionRef } from '../lib/timeline.js';

export type { SongSectionRef };

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
