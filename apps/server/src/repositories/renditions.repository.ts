import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { mediaFiles, RENDITION_KINDS, type RenditionKind, songRenditions, songs } from '../db/schema/index.js';

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
  /** Every song's current recording paired with each rendition kind it does not have yet. */
  async missing(db: DbOrTx): Promise<{ mediaFileId: string; kind: RenditionKind }[]> {
    const kinds = sql.join(
      RENDITION_KINDS.map((k) => sql`(${k})`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select distinct s.audio_file_id as "mediaFileId", k.kind as "kind"
      from songs s cross join (values ${kinds}) as k(kind)
      where not exists (
        select 1 from song_renditions r where r.media_file_id = s.audio_file_id and r.kind = k.kind)`);
    return (result as unknown as { rows: { mediaFileId: string; kind: RenditionKind }[] }).rows;
  },
};
