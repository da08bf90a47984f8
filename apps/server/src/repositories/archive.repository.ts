import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.js';
import { archiveChanges, collections, songDescriptions, songs, transcriptLayers } from '../db/schema/index.js';
import { edtfRange } from '../lib/archive-registries.js';
import { foldForSearch } from '../lib/search-fold.js';
import { songScope, type Viewer } from './song-scopes.js';

export type NewDescription = typeof songDescriptions.$inferInsert;
export type ArchiveChange = { field: string; before: unknown; after: unknown };

/** Archive descriptions, their change history and the collections. */
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

  /** Every collection, with how many of its items are listed for this viewer (no count of the others). */
  listCollections(db: DbOrTx, viewer: Viewer) {
    return db
      .select({
        collection: collections,
        // `collections.id` written out: Drizzle leaves columns unqualified in one-table queries.
        itemCount: sql<number>`(select count(*)::int from ${songDescriptions} d join ${songs} on songs.id = d.song_id
          where d.collection_id = collections.id and ${songScope.listedFor(viewer)})`,
      })
      .from(collections)
      .orderBy(asc(sql`lower(${collections.title})`));
  },

  async insertCollection(db: DbOrTx, values: { title: string; description: string; createdBy: string }) {
    const [row] = await db.insert(collections).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /**
   * The archive's facets with their counts, over the items listed for this viewer:
   * languages, decades recorded (an item recorded within one decade), places, occasions and
   * collections. One query each, through the descriptions.
   */
  async facets(db: DbOrTx, viewer: Viewer) {
    const listed = songScope.listedFor(viewer);
    const facet = async (query: SQL) =>
      rowsOf<Facet>(await db.execute(query)).map((r) => ({ ...r, count: Number(r.count) }));
    const described = sql`song_descriptions d join songs on songs.id = d.song_id`;
    const decade = sql`((extract(year from d.recorded_from)::int / 10) * 10)`;
    const [languages, decades, places, occasions, collectionsFacet] = await Promise.all([
      facet(sql`select l as value, l as label, count(*) as count
        from ${described} cross join lateral jsonb_array_elements_text(d.languages) l
        where ${listed} group by 1, 2 order by 3 desc, 1`),
      facet(sql`select ${decade}::text as value, ${decade}::text || 's' as label, count(*) as count
        from ${described} where ${listed} and d.recorded_from is not null
          and extract(year from d.recorded_from)::int / 10 = extract(year from d.recorded_to)::int / 10
        group by 1, 2 order by 1`),
      facet(sql`select d.place->>'name' as value, d.place->>'name' as label, count(*) as count
        from ${described} where ${listed} and d.place is not null group by 1, 2 order by 3 desc, 1 limit 50`),
      facet(sql`select d.occasion as value, d.occasion as label, count(*) as count
        from ${described} where ${listed} and d.occasion is not null group by 1, 2 order by 3 desc, 1 limit 50`),
      facet(sql`select c.id::text as value, c.title as label, count(*) as count
        from ${described} join collections c on c.id = d.collection_id
        where ${listed} group by 1, 2 order by 2`),
    ]);
    return { languages, decades, places, occasions, collections: collectionsFacet };
  },

  /** The stored row of a whole description: EDTF range and folded search words derived from it. */
  descriptionRow(songId: string, d: Required<DescriptionPatch>, describedBy: string | null): NewDescription {
    const range = d.recorded ? edtfRange(d.recorded) : null;
    const contributors = d.contributors.map((c) => ({ ...c, roleDetail: c.roleDetail ?? null }));
    return {
      songId,
      languages: d.languages,
      recorded: d.recorded,
      recordedFrom: range?.from ?? null,
      recordedTo: range?.to ?? null,
      place: d.place,
      occasion: d.occasion,
      description: d.description,
      subjects: d.subjects,
      discourseType: d.discourseType,
      contributors,
      rights: d.rights,
      collectionId: d.collection,
      describedBy,
      searchText: foldForSearch(
        [
          d.description,
          d.occasion,
          ...d.subjects,
          d.place?.name,
          d.place?.region,
          ...contributors.flatMap((c) => [c.name, c.roleDetail]),
        ]
          .filter(Boolean)
          .join(' '),
      ),
    };
  },

  /**
   * Applies a checked patch to an item's description in the caller's transaction: writes the whole
   * description (its EDTF range and search words derived) and records each field that changed,
   * before and after. A patch that changes nothing writes nothing. Used by PATCH .../archive and
   * by uploads that come with their essentials.
   */
  async describe(
    tx: DbOrTx,
    songId: string,
    by: { id: string; fullName: string },
    patch: DescriptionPatch,
  ): Promise<void> {
    const stored = await archiveRepository.find(tx, songId);
    const before = {
      languages: stored?.languages ?? [],
      recorded: stored?.recorded ?? null,
      place: stored?.place
        ? {
            name: stored.place.name,
            region: stored.place.region ?? null,
            country: stored.place.country,
            lat: stored.place.lat ?? null,
            lon: stored.place.lon ?? null,
          }
        : null,
      occasion: stored?.occasion ?? null,
      description: stored?.description ?? null,
      subjects: stored?.subjects ?? [],
      discourseType: stored?.discourseType ?? null,
      contributors: (stored?.contributors ?? []).map((c) => ({
        name: c.name,
        role: c.role,
        roleDetail: c.roleDetail ?? null,
      })),
      rights: stored?.rights ?? null,
      collection: stored?.collectionId ?? null,
    };
    const after = { ...before, ...patch };
    const changes: ArchiveChange[] = (Object.keys(patch) as (keyof typeof before)[])
      .filter((field) => field in before && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => ({ field, before: before[field], after: after[field] }));
    if (changes.length === 0) return;
    await archiveRepository.save(tx, archiveRepository.descriptionRow(songId, after, by.id));
    await archiveRepository.recordChanges(tx, songId, by, changes);
  },
};

export type Facet = { value: string; label: string; count: number };

/** The description fields a patch may change, as stored (`collection` is the collection's id). */
export type DescriptionPatch = {
  languages?: string[];
  recorded?: string | null;
  place?: { name: string; region?: string | null; country: string; lat?: number | null; lon?: number | null } | null;
  occasion?: string | null;
  description?: string | null;
  subjects?: string[];
  discourseType?: string | null;
  contributors?: { name: string; role: string; roleDetail?: string | null }[];
  rights?: string | null;
  collection?: string | null;
};
