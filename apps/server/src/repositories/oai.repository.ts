import type { Genre } from '@nupe/shared';
import { and, asc, count, eq, gt, gte, inArray, isNotNull, lt, min, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { collections, oaiPending, oaiRecords, songDescriptions, songs, transcriptLayers } from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

export type OaiRecordRow = typeof oaiRecords.$inferSelect;

/** A selective harvest: datestamps from/until (inclusive; until is the last instant kept), a set. */
export type OaiFilter = {
  from?: Date;
  /** Exclusive upper bound (the caller adds its granularity to the inclusive `until`). */
  before?: Date;
  set?: { genre: Genre } | { collectionId: string } | { all: 'genre' | 'collection' };
};

/** One key for the refresh's advisory lock, shared by every instance. */
const REFRESH_LOCK = 716_16;

function where(f: OaiFilter, after?: string): SQL | undefined {
  const set = f.set;
  return and(
    f.from ? gte(oaiRecords.datestamp, f.from) : undefined,
    f.before ? lt(oaiRecords.datestamp, f.before) : undefined,
    set && 'genre' in set ? eq(oaiRecords.genre, set.genre) : undefined,
    set && 'collectionId' in set ? eq(oaiRecords.collectionId, set.collectionId) : undefined,
    set && 'all' in set
      ? set.all === 'genre'
        ? isNotNull(oaiRecords.genre)
        : isNotNull(oaiRecords.collectionId)
      : undefined,
    after ? gt(oaiRecords.songId, after) : undefined,
  );
}

export const oaiRepository = {
  /**
   * Takes up to `limit` marked items, under a lock every instance shares, so two instances
   * never judge the same item at once. Call inside a transaction: the lock ends with it.
   */
  async takePending(tx: DbOrTx, limit: number): Promise<string[]> {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const rows = await tx
      .delete(oaiPending)
      .where(inArray(oaiPending.songId, tx.select({ id: oaiPending.songId }).from(oaiPending).limit(limit)))
      .returning({ id: oaiPending.songId });
    return rows.map((r) => r.id);
  },

  /**
   * Of these items, the ones open to anyone today and for good whose `research` consent
   * stands (`songScope.exportable`).
   */
  async openToAll(tx: DbOrTx, ids: string[]): Promise<{ id: string; genre: Genre; collectionId: string | null }[]> {
    if (ids.length === 0) return [];
    return tx
      .select({ id: songs.id, genre: songs.genre, collectionId: songDescriptions.collectionId })
      .from(songs)
      .leftJoin(songDescriptions, eq(songDescriptions.songId, songs.id))
      .where(and(inArray(songs.id, ids), songScope.exportable));
  },

  /** The transcript and translation layers of these items (their languages). */
  layers(db: DbOrTx, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ songId: transcriptLayers.songId, language: transcriptLayers.language, kind: transcriptLayers.kind })
      .from(transcriptLayers)
      .where(inArray(transcriptLayers.songId, ids))
      .orderBy(asc(transcriptLayers.language));
  },

  /** Exposed items whose record is new or changed get a new datestamp (now, to the second). */
  async recordExposed(
    tx: DbOrTx,
    rows: { songId: string; fingerprint: string; genre: Genre; collectionId: string | null }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    const now = sql`date_trunc('second', now())`;
    await tx
      .insert(oaiRecords)
      .values(rows.map((r) => ({ ...r, deleted: false, datestamp: now })))
      .onConflictDoUpdate({
        target: oaiRecords.songId,
        set: {
          datestamp: now,
          deleted: false,
          fingerprint: sql`excluded.fingerprint`,
          genre: sql`excluded.genre`,
          collectionId: sql`excluded.collection_id`,
        },
        setWhere: sql`${oaiRecords.deleted} or ${oaiRecords.fingerprint} <> excluded.fingerprint
          or ${oaiRecords.genre} is distinct from excluded.genre
          or ${oaiRecords.collectionId} is distinct from excluded.collection_id`,
      });
  },

  /** Items that were exposed and no longer are become deleted records (their last sets kept). */
  async recordWithdrawn(tx: DbOrTx, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(oaiRecords)
      .set({ deleted: true, fingerprint: '', datestamp: sql`date_trunc('second', now())` })
      .where(and(inArray(oaiRecords.songId, ids), not(oaiRecords.deleted)));
  },

  /** A page of records in identifier order after `after` (keyset: no OFFSET, flat at any depth). */
  page(db: DbOrTx, f: OaiFilter, after: string | undefined, limit: number): Promise<OaiRecordRow[]> {
    return db.select().from(oaiRecords).where(where(f, after)).orderBy(asc(oaiRecords.songId)).limit(limit);
  },

  async count(db: DbOrTx, f: OaiFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(oaiRecords).where(where(f));
    return row?.n ?? 0;
  },

  async find(db: DbOrTx, songId: string): Promise<OaiRecordRow | undefined> {
    const [row] = await db.select().from(oaiRecords).where(eq(oaiRecords.songId, songId));
    return row;
  },

  async earliestDatestamp(db: DbOrTx): Promise<Date | null> {
    const [row] = await db.select({ at: min(oaiRecords.datestamp) }).from(oaiRecords);
    return row?.at ?? null;
  },

  /** Collections with at least one record (exposed or deleted): the collection sets. */
  collections(db: DbOrTx) {
    return db
      .select({ id: collections.id, title: collections.title, description: collections.description })
      .from(collections)
      .where(sql`exists (select 1 from ${oaiRecords} r where r.collection_id = ${collections.id})`)
      .orderBy(asc(collections.title));
  },

  async collectionExists(db: DbOrTx, id: string): Promise<boolean> {
    const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.id, id));
    return row !== undefined;
  },
};
