import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { proverbOccurrences, proverbs, songs } from '../db/schema/index.js';
import { prefixQuery } from '../lib/search-fold.js';
import { songScope, type Viewer } from './song-scopes.js';

/** Occurrences in songs listed for this viewer: a proverb never reveals a recording they may not hear. */
const heardBy = (viewer: Viewer) =>
  sql<number>`(select count(*)::int from ${proverbOccurrences} o join ${songs} on songs.id = o.song_id
    where o.proverb_id = proverbs.id and ${songScope.listedFor(viewer)})`;

/**
 * Whether this viewer may read a proverb at all: one said in no recording yet is a record of
 * its own; one said only in recordings they may not see (restricted, pending, withdrawn,
 * removed) reveals what those recordings hold, so it is theirs only if they may see one of
 * them (listed for them, or their own), wrote it down, or are staff.
 */
function readableBy(viewer: Viewer): SQL | undefined {
  if (viewer?.role === 'staff' || viewer?.role === 'admin') return undefined;
  const own = viewer ? sql`or (songs.owner_id = ${viewer.id} and songs.removed_at is null)` : sql``;
  return sql`(${viewer ? sql`${proverbs.createdBy} = ${viewer.id} or ` : sql``}not exists (
      select 1 from ${proverbOccurrences} o where o.proverb_id = proverbs.id)
    or exists (select 1 from ${proverbOccurrences} o join ${songs} on songs.id = o.song_id
      where o.proverb_id = proverbs.id and (${songScope.listedFor(viewer)} ${own})))`;
}

/** Proverbs and where they are said. */
export const proverbsRepository = {
  async list(db: DbOrTx, f: { q?: string; limit: number; offset: number; viewer: Viewer }) {
    const words = f.q ? prefixQuery(f.q) : null;
    const where = and(
      words ? sql`${proverbs.searchVector} @@ to_tsquery('simple', ${words})` : undefined,
      readableBy(f.viewer),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ proverb: proverbs, occurrenceCount: heardBy(f.viewer) })
        .from(proverbs)
        .where(where)
        // Alphabetical as a reader expects, tone marks aside (search_text is folded).
        .orderBy(asc(proverbs.searchText), asc(proverbs.id))
        .limit(f.limit)
        .offset(f.offset),
      db.select({ n: count() }).from(proverbs).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** A proverb this viewer may read (`readableBy`), else undefined. */
  async find(db: DbOrTx, id: string, viewer: Viewer) {
    const [row] = await db
      .select({ proverb: proverbs, occurrenceCount: heardBy(viewer) })
      .from(proverbs)
      .where(and(eq(proverbs.id, id), readableBy(viewer)));
    return row;
  },

  async insert(db: DbOrTx, values: typeof proverbs.$inferInsert) {
    const [row] = await db.insert(proverbs).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** The moments a proverb is said in songs listed for this viewer, in song then time order. */
  occurrences(db: DbOrTx, proverbId: string, viewer: Viewer) {
    return db
      .select({ songId: proverbOccurrences.songId, start: proverbOccurrences.start, end: proverbOccurrences.end })
      .from(proverbOccurrences)
      .innerJoin(songs, eq(songs.id, proverbOccurrences.songId))
      .where(and(eq(proverbOccurrences.proverbId, proverbId), songScope.listedFor(viewer)))
      .orderBy(asc(songs.title), asc(proverbOccurrences.start));
  },

  async addOccurrence(db: DbOrTx, values: typeof proverbOccurrences.$inferInsert): Promise<void> {
    await db.insert(proverbOccurrences).values(values).onConflictDoNothing();
  },
};
