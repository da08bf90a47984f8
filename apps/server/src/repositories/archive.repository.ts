import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { archiveChanges, collections, songDescriptions, transcriptLayers } from '../db/schema/index.js';

export type NewDescription = typeof songDescriptions.$inferInsert;
export type ArchiveChange = { field: string; before: unknown; after: unknown };

/** Archive descriptions, their change history and the collections (#14). */
export const archiveRepository = {
  async find(db: DbOrTx, songId: string) {
    const [row] = await db.select().from(songDescriptions).where(eq(songDescriptions.songId, songId));
    return row;
  },

  /** Writes the whole description of an item (a row is made on its first description). */
  async save(tx: DbOrTx, values: NewDescription): Promise<void> {
    await tx
      .insert(songDescriptions)
      .values(values)
      .onConflictDoUpdate({ target: songDescriptions.songId, set: { ...values, updatedAt: new Date() } });
  },

  async recordChanges(
    tx: DbOrTx,
    songId: string,
    by: { id: string; fullName: string },
    changes: ArchiveChange[],
  ): Promise<void> {
    await tx.insert(archiveChanges).values({ songId, byId: by.id, byName: by.fullName, changes });
  },

  history(db: DbOrTx, songId: string) {
    return db
      .select()
      .from(archiveChanges)
      .where(eq(archiveChanges.songId, songId))
      .orderBy(desc(archiveChanges.at), desc(archiveChanges.id))
      .limit(500);
  },

  layers(db: DbOrTx, songId: string) {
    return (
      db
        .select({
          language: transcriptLayers.language,
          kind: transcriptLayers.kind,
          status: transcriptLayers.status,
          cueCount: sql<number>`jsonb_array_length(${transcriptLayers.cues})`,
          updatedAt: transcriptLayers.updatedAt,
        })
        .from(transcriptLayers)
        .where(eq(transcriptLayers.songId, songId))
        // The transcript first, then translations, each by language.
        .orderBy(asc(transcriptLayers.kind), asc(transcriptLayers.language))
    );
  },

  async findLayer(db: DbOrTx, songId: string, language: string) {
    const [row] = await db
      .select()
      .from(transcriptLayers)
      .where(and(eq(transcriptLayers.songId, songId), eq(transcriptLayers.language, language)));
    return row;
  },

  async saveLayer(db: DbOrTx, values: typeof transcriptLayers.$inferInsert): Promise<void> {
    await db
      .insert(transcriptLayers)
      .values(values)
      .onConflictDoUpdate({
        target: [transcriptLayers.songId, transcriptLayers.language],
        set: { ...values, updatedAt: new Date() },
      });
  },

  async deleteLayer(db: DbOrTx, songId: string, language: string): Promise<boolean> {
    const rows = await db
      .delete(transcriptLayers)
      .where(and(eq(transcriptLayers.songId, songId), eq(transcriptLayers.language, language)))
      .returning({ id: transcriptLayers.id });
    return rows.length > 0;
  },

  async findCollection(db: DbOrTx, id: string) {
    const [row] = await db.select().from(collections).where(eq(collections.id, id));
    return row;
  },

  listCollections(db: DbOrTx) {
    return db
      .select({
        collection: collections,
        // `collections.id` written out: Drizzle leaves columns unqualified in one-table queries.
        itemCount: sql<number>`(select count(*)::int from ${songDescriptions} d where d.collection_id = collections.id)`,
      })
      .from(collections)
      .orderBy(asc(sql`lower(${collections.title})`));
  },

  async insertCollection(db: DbOrTx, values: { title: string; description: string; createdBy: string }) {
    const [row] = await db.insert(collections).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },
};
