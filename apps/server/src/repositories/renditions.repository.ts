import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { mediaFiles, type RenditionKind, songRenditions, songs } from '../db/schema/index.js';

export const renditionsRepository = {
  async mediaFile(db: DbOrTx, id: string) {
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    return row;
  },

  async find(db: DbOrTx, mediaFileId: string, kind: RenditionKind) {
    const [row] = await db
      .select()
      .from(songRenditions)
      .where(and(eq(songRenditions.mediaFileId, mediaFileId), eq(songRenditions.kind, kind)));
    return row;
  },

  /** True when inserted; false when another worker recorded the same rendition first. */
  async insert(db: DbOrTx, values: typeof songRenditions.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(songRenditions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: songRenditions.id });
    return rows.length > 0;
  },

  /** A rendition by its id with the song whose current audio it belongs to (for access checks). */
  async byId(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ rendition: songRenditions, songId: songs.id })
      .from(songRenditions)
      .innerJoin(songs, eq(songs.audioFileId, songRenditions.mediaFileId))
      .where(eq(songRenditions.id, id));
    return row;
  },
};
