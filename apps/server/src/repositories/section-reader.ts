import type { DbOrTx } from '../db/client.js';
import type { SongSectionRef } from '../lib/timeline.js';
import { sectionsRepository } from './sections.repository.js';

export type { SongSectionRef };

/**
 * The sections of a song, in order of their start, as the chapters of downloaded files and clips
 * and the section title of a moment's link preview read them (start, end, title).
 */
export async function readSections(db: DbOrTx, songId: string): Promise<SongSectionRef[]> {
  const rows = await sectionsRepository.list(db, songId);
  return rows.map((s) => ({ start: s.start, end: s.end, title: s.title }));
}
