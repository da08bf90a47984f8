import type { QualityFilter, QualityStatus } from '@nupe/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { type AutomaticCheckResult, qualityIssues, songQualityChecks, songs, users } from '../db/schema/index.js';
import { likePattern } from './query-parts.js';
import { songScope } from './song-scopes.js';

const raiser = alias(users, 'raiser');
const resolver = alias(users, 'resolver');

const issueView = {
  issue: qualityIssues,
  songTitle: songs.title,
  artist: songs.artistCredit,
  raisedBy: raiser.fullName,
  resolvedBy: resolver.fullName,
};

export type IssueView = {
  issue: typeof qualityIssues.$inferSelect;
  songTitle: string;
  artist: string;
  raisedBy: string | null;
  resolvedBy: string | null;
};

function selectIssues(db: DbOrTx) {
  return db
    .select(issueView)
    .from(qualityIssues)
    .innerJoin(songs, eq(songs.id, qualityIssues.songId))
    .leftJoin(raiser, eq(raiser.id, qualityIssues.raisedBy))
    .leftJoin(resolver, eq(resolver.id, qualityIssues.resolvedBy));
}

function filterOf(status: QualityFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'open') return isNull(qualityIssues.resolvedAt);
  if (status === 'resolved') return isNotNull(qualityIssues.resolvedAt);
  return and(isNull(qualityIssues.resolvedAt), eq(qualityIssues.status, status));
}

/** Issues on songs whose title or credit contains `q` (any song when empty). */
function songMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = likePattern(q);
  return or(ilike(songs.title, p), ilike(songs.artistCredit, p));
}

export const qualityRepository = {
  async list(db: DbOrTx, status: QualityFilter, limit: number, offset = 0, q?: string): Promise<IssueView[]> {
    return selectIssues(db)
      .where(and(filterOf(status), songScope.live, songMatches(q)))
      .orderBy(
        status === 'resolved' ? desc(qualityIssues.resolvedAt) : asc(qualityIssues.createdAt),
        asc(qualityIssues.id),
      )
      .limit(limit)
      .offset(offset);
  },

  async count(db: DbOrTx, status: QualityFilter, q?: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(qualityIssues)
      .innerJoin(songs, eq(songs.id, qualityIssues.songId))
      .where(and(filterOf(status), songScope.live, songMatches(q)));
    return row?.n ?? 0;
  },

  async listForSongs(db: DbOrTx, songIds: string[]): Promise<IssueView[]> {
    if (songIds.length === 0) return [];
    return selectIssues(db)
      .where(inArray(qualityIssues.songId, songIds))
      .orderBy(asc(qualityIssues.createdAt), asc(qualityIssues.id));
  },

  async find(db: DbOrTx, id: string): Promise<IssueView | undefined> {
    const [row] = await selectIssues(db).where(eq(qualityIssues.id, id));
    return row;
  },

  async countOpen(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(qualityIssues)
      .innerJoin(songs, eq(songs.id, qualityIssues.songId))
      .where(and(isNull(qualityIssues.resolvedAt), songScope.live));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, values: typeof qualityIssues.$inferInsert): Promise<string> {
    const [row] = await db.insert(qualityIssues).values(values).returning({ id: qualityIssues.id });
    return (row as { id: string }).id;
  },

  async update(
    db: DbOrTx,
    id: string,
    change: { status?: QualityStatus; resolved?: boolean; by: string; at: Date },
  ): Promise<boolean> {
    const set: Partial<typeof qualityIssues.$inferInsert> = { updatedBy: change.by, updatedAt: change.at };
    if (change.status) set.status = change.status;
    if (change.resolved === true) {
      set.resolvedAt = change.at;
      set.resolvedBy = change.by;
    } else if (change.resolved === false) {
      set.resolvedAt = null;
      set.resolvedBy = null;
    }
    const rows = await db
      .update(qualityIssues)
      .set(set)
      .where(eq(qualityIssues.id, id))
      .returning({ id: qualityIssues.id });
    return rows.length > 0;
  },

  async openForSong(db: DbOrTx, songId: string) {
    return db
      .select()
      .from(qualityIssues)
      .where(and(eq(qualityIssues.songId, songId), isNull(qualityIssues.resolvedAt)))
      .orderBy(asc(qualityIssues.createdAt));
  },

  /** Serialises the checks of one song (two workers on one PostgreSQL never interleave them). */
  async lockSong(tx: DbOrTx, songId: string) {
    await tx.select({ id: songs.id }).from(songs).where(eq(songs.id, songId)).for('update');
  },

  /** An open automatic issue measured again: its text says what the latest check found. */
  async redescribe(tx: DbOrTx, id: string, description: string, at: Date) {
    await tx.update(qualityIssues).set({ description, updatedAt: at }).where(eq(qualityIssues.id, id));
  },

  /**
   * Resolved by the automatic checks themselves (the artist's new audio or cover passes):
   * resolved_at set, resolved_by and updated_by empty (no staff member did it).
   */
  async resolveBySystem(tx: DbOrTx, id: string, at: Date) {
    await tx
      .update(qualityIssues)
      .set({ resolvedAt: at, resolvedBy: null, updatedBy: null, updatedAt: at })
      .where(and(eq(qualityIssues.id, id), isNull(qualityIssues.resolvedAt)));
  },

  /** The open issues on an owner's songs that are not removed, oldest first. */
  async openForOwner(db: DbOrTx, ownerId: string) {
    return db
      .select({ issue: qualityIssues, songTitle: songs.title })
      .from(qualityIssues)
      .innerJoin(songs, eq(songs.id, qualityIssues.songId))
      .where(and(eq(songs.ownerId, ownerId), songScope.live, isNull(qualityIssues.resolvedAt)))
      .orderBy(asc(qualityIssues.createdAt), asc(qualityIssues.id));
  },

  async saveChecks(db: DbOrTx, songId: string, results: AutomaticCheckResult[], at: Date) {
    await db
      .insert(songQualityChecks)
      .values({ songId, results, checkedAt: at })
      .onConflictDoUpdate({ target: songQualityChecks.songId, set: { results, checkedAt: at } });
  },

  async checksOf(db: DbOrTx, songId: string) {
    const [row] = await db.select().from(songQualityChecks).where(eq(songQualityChecks.songId, songId));
    return row;
  },

  /**
   * Quality checkers online: staff seen in the last 5 minutes who raised or resolved a
   * quality issue in the last 7 days.
   */
  async checkersOnline(db: DbOrTx, onlineSince: Date, activeSince: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.role, 'staff'),
          eq(users.status, 'active'),
          gte(users.lastSeenAt, onlineSince),
          sql`exists (select 1 from quality_issues q where (q.resolved_by = ${users.id} and q.resolved_at >= ${activeSince.toISOString()})
            or (q.raised_by = ${users.id} and q.created_at >= ${activeSince.toISOString()}))`,
        ),
      );
    return row?.n ?? 0;
  },
};
