import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type SongSectionRow, songSections } from '../db/schema/index.js';
import type { SongSectionRef } from '../lib/timeline.js';

export type { SongSectionRef, SongSectionRow };
export type NewSection = Omit<typeof songSections.$inferInsert, 'id' | 'songId' | 'position'>;

/** The sections of recordings, in order. */
export const sectionsRepository = {
  list(db: DbOrTx, songId: string): Promise<SongSectionRow[]> {
    return db.select().from(songSections).where(eq(songSections.songId, songId)).orderBy(asc(songSections.position));
  },

  /**
   * The sections of a song, in order of their start, as the chapters of downloaded files and clips
   * and the section title of a moment's link preview read them (start, end, title).
   */
  async refs(db: DbOrTx, songId: string): Promise<SongSectionRef[]> {
    const rows = await sectionsRepository.list(db, songId);
    return rows.map((s) => ({ start: s.start, end: s.end, title: s.title }));
  },

  /** The sections of many recordings at once (feeds and manifests), each song's in order. */
  async listForSongs(db: DbOrTx, songIds: readonly string[]): Promise<Map<string, SongSectionRow[]>> {
    const bySong = new Map<string, SongSectionRow[]>();
    if (songIds.length === 0) return bySong;
    const rows = await db
      .select()
      .from(songSections)
      .where(inArray(songSections.songId, [...songIds]))
      .orderBy(asc(songSections.songId), asc(songSections.position));
    for (const row of rows) {
      const list = bySong.get(row.songId);
      if (list) list.push(row);
      else bySong.set(row.songId, [row]);
    }
    return bySong;
  },

  /** Replaces a recording's whole list, in the caller's transaction. */
  async replace(tx: DbOrTx, songId: string, sections: readonly NewSection[]): Promise<void> {
    await tx.delete(songSections).where(eq(songSections.songId, songId));
    if (sections.length === 0) return;
    await tx.insert(songSections).values(sections.map((s, position) => ({ ...s, songId, position })));
  },
};
