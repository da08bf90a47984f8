import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  type FixityObjectKind,
  type FixityOutcome,
  type FixityTrigger,
  fixityEvents,
  fixityRuns,
  fixityStatus,
  songs,
} from '../db/schema/index.js';
import { COVER_VARIANTS } from '../lib/images.js';

export type { FixityObjectKind, FixityOutcome, FixityRunRow, FixityTrigger } from '../db/schema/index.js';

/** A kept file the audit reads: its key, what it is, its song, and the checksum to compare with. */
export type FixityObject = { key: string; kind: FixityObjectKind; songId: string | null; expected: string | null };

/** A check's result, as recorded in the event and the file's standing. */
export type FixityCheck = FixityObject & { found: string | null; outcome: FixityOutcome; at: Date };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every kept file, by key: originals (checksum taken at upload), renditions (taken when made,
 * or at their first audit), covers of songs and albums in each variant (taken at first audit).
 * One row a key, the song whose current file it is (null for replaced recordings and albums).
 */
const keptObjects = () => {
  const variants = sql.join(
    COVER_VARIANTS.map((v) => sql`(${v.name})`),
    sql`, `,
  );
  return sql`
    select distinct on (o.key) o.key, o.kind, o.song_id, coalesce(o.expected, fs.expected) as expected
    from (
      select mf.storage_key as key, 'original' as kind, s.id as song_id, mf.sha256 as expected
        from media_files mf left join songs s on s.audio_file_id = mf.id
      union all
      select r.storage_key, 'rendition', s.id, r.sha256
        from song_renditions r left join songs s on s.audio_file_id = r.media_file_id
      union all
      select c.cover_key || '/' || v.name || '.webp', 'cover', c.song_id, null
        from (select cover_key, id as song_id from songs where cover_key is not null
              union all
              select cover_key, null from albums where cover_key is not null) c
        cross join (values ${variants}) as v(name)
    ) o
    left join fixity_status fs on fs.storage_key = o.key`;
};

export const fixityRepository = {
  /** A page of kept files after `afterKey` (keyset paging: the audit never holds them all). */
  async objectsAfter(db: DbOrTx, afterKey: string, limit: number): Promise<FixityObject[]> {
    const result = await db.execute(sql`
      select key, kind, song_id as "songId", expected from (${keptObjects()} order by o.key, o.song_id nulls last) k
      where key > ${afterKey} order by key limit ${limit}`);
    return rowsOf<FixityObject>(result);
  },

  /** Counts of the kept files by where they stand now. */
  async counts(db: DbOrTx) {
    const result = await db.execute(sql`
      select
        count(*) filter (where fs.last_outcome = 'pass') as verified,
        count(*) filter (where fs.last_outcome = 'fail') as failed,
        count(*) filter (where fs.last_outcome = 'missing') as missing,
        count(*) filter (where fs.last_outcome = 'recorded') as recorded,
        count(*) filter (where fs.last_outcome is null) as unseen
      from (${keptObjects()}) k left join fixity_status fs on fs.storage_key = k.key`);
    const [row] = rowsOf<Record<'verified' | 'failed' | 'missing' | 'recorded' | 'unseen', string>>(result);
    return {
      verified: Number(row?.verified ?? 0),
      failed: Number(row?.failed ?? 0),
      missing: Number(row?.missing ?? 0),
      recorded: Number(row?.recorded ?? 0),
      unseen: Number(row?.unseen ?? 0),
    };
  },

  /** Files whose latest check failed or found nothing, worst news first. */
  async failures(db: DbOrTx, limit: number) {
    return db
      .select({
        storageKey: fixityStatus.storageKey,
        objectKind: fixityStatus.objectKind,
        outcome: fixityStatus.lastOutcome,
        expected: fixityStatus.expected,
        checkedAt: fixityStatus.lastCheckedAt,
        lastVerifiedAt: fixityStatus.lastVerifiedAt,
        songId: songs.id,
        songTitle: songs.title,
        found: sql<string | null>`(select e.found from fixity_events e where e.storage_key = ${fixityStatus.storageKey}
          order by e.checked_at desc limit 1)`,
      })
      .from(fixityStatus)
      .leftJoin(songs, eq(songs.id, fixityStatus.songId))
      .where(inArray(fixityStatus.lastOutcome, ['fail', 'missing']))
      .orderBy(desc(fixityStatus.lastCheckedAt), fixityStatus.storageKey)
      .limit(limit);
  },

  /** Files whose latest check failed or found nothing (the metric). */
  async failingCount(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(fixityStatus)
      .where(inArray(fixityStatus.lastOutcome, ['fail', 'missing']));
    return Number(row?.n ?? 0);
  },

  async startRun(db: DbOrTx, trigger: FixityTrigger): Promise<string> {
    const [row] = await db.insert(fixityRuns).values({ trigger }).returning({ id: fixityRuns.id });
    return (row as { id: string }).id;
  },

  /** A run's totals so far (the admin screen follows it), and with `end` its finish. */
  async saveRun(
    db: DbOrTx,
    id: string,
    totals: { objects: number; bytes: number; passed: number; failed: number; missing: number; recorded: number },
    end?: { error: string | null },
  ) {
    await db
      .update(fixityRuns)
      .set({ ...totals, ...(end ? { error: end.error, finishedAt: new Date() } : {}) })
      .where(eq(fixityRuns.id, id));
  },

  async lastRun(db: DbOrTx) {
    const [row] = await db.select().from(fixityRuns).orderBy(desc(fixityRuns.startedAt)).limit(1);
    return row;
  },

  /** The last finished run (when the next scheduled one is due). */
  async lastFinishedRun(db: DbOrTx) {
    const [row] = await db
      .select()
      .from(fixityRuns)
      .where(sql`${fixityRuns.finishedAt} is not null`)
      .orderBy(desc(fixityRuns.finishedAt))
      .limit(1);
    return row;
  },

  /**
   * Records a page of checks in one transaction: each event for good, and each file's standing
   * now (the last verified date kept when a check did not pass). One statement of each a page:
   * an audit of ten thousand small covers is not ten thousand round trips.
   */
  async recordMany(db: DbOrTx, runId: string | null, checks: FixityCheck[], agent: string) {
    if (checks.length === 0) return;
    const standing = checks.flatMap((c) => {
      const expected = c.expected ?? c.found;
      if (expected === null) return []; // missing at first sight: nothing to compare with, ever
      return [
        {
          storageKey: c.key,
          objectKind: c.kind,
          songId: c.songId,
          expected,
          lastOutcome: c.outcome,
          lastCheckedAt: c.at,
          lastVerifiedAt: c.outcome === 'pass' ? c.at : null,
        },
      ];
    });
    await db.transaction(async (tx) => {
      await tx.insert(fixityEvents).values(
        checks.map((c) => ({
          runId,
          storageKey: c.key,
          objectKind: c.kind,
          algorithm: 'SHA-256',
          expected: c.expected,
          found: c.found,
          outcome: c.outcome,
          checkedAt: c.at,
          agent,
        })),
      );
      if (standing.length === 0) return;
      await tx
        .insert(fixityStatus)
        .values(standing)
        .onConflictDoUpdate({
          target: fixityStatus.storageKey,
          set: {
            songId: sql`excluded.song_id`,
            lastOutcome: sql`excluded.last_outcome`,
            lastCheckedAt: sql`excluded.last_checked_at`,
            lastVerifiedAt: sql`coalesce(excluded.last_verified_at, ${fixityStatus.lastVerifiedAt})`,
          },
        });
    });
  },
};
