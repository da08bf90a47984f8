import type { ConsentScope } from '@nupe/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type ConsentEntryRow, consentEntries, songs, users } from '../db/schema/index.js';
import { likePattern } from './query-parts.js';

export type { ConsentEntryRow } from '../db/schema/index.js';
export type NewConsentEntry = typeof consentEntries.$inferInsert;

/** The consent ledger: appended to, read, never rewritten (db/schema/consents.ts). */
export const consentsRepository = {
  /** The song, locked for the append (one writer at a time per chain), with its chain's head. */
  async lockSong(tx: DbOrTx, songId: string) {
    const [row] = await tx
      .select({
        id: songs.id,
        headHash: songs.consentHeadHash,
        removedAt: songs.removedAt,
        withdrawnAt: songs.consentWithdrawnAt,
      })
      .from(songs)
      .where(eq(songs.id, songId))
      .for('update');
    return row;
  },

  async last(tx: DbOrTx, songId: string): Promise<ConsentEntryRow | undefined> {
    const [row] = await tx
      .select()
      .from(consentEntries)
      .where(eq(consentEntries.songId, songId))
      .orderBy(sql`${consentEntries.seq} desc`)
      .limit(1);
    return row;
  },

  /** Every entry of an item's chain, oldest first (what the consent rule reads). */
  entries(tx: DbOrTx, songId: string): Promise<ConsentEntryRow[]> {
    return tx.select().from(consentEntries).where(eq(consentEntries.songId, songId)).orderBy(asc(consentEntries.seq));
  },

  /** Appends an entry and moves the song's head and its standing under the consent rule with it. */
  async append(
    tx: DbOrTx,
    entry: NewConsentEntry & { hash: string },
    standing: { closedScopes: ConsentScope[]; withdrawnAt: Date | null },
  ) {
    await tx.insert(consentEntries).values(entry);
    await tx
      .update(songs)
      .set({
        consentHeadHash: entry.hash,
        consentWithdrawnAt: standing.withdrawnAt,
        consentClosedScopes: standing.closedScopes,
      })
      .where(eq(songs.id, entry.songId));
  },

  /** An item's chain, oldest first, with who recorded each entry. */
  async chain(db: DbOrTx, songId: string) {
    return db
      .select({ entry: consentEntries, recorderName: users.fullName })
      .from(consentEntries)
      .leftJoin(users, eq(users.id, consentEntries.recordedBy))
      .where(eq(consentEntries.songId, songId))
      .orderBy(asc(consentEntries.seq));
  },

  /** Every chain, song by song (for the verifier), with each song's recorded head. */
  async *allChains(
    db: DbOrTx,
  ): AsyncGenerator<{ songId: string; headHash: string | null; entries: ConsentEntryRow[] }> {
    const heads = await db
      .select({ id: songs.id, headHash: songs.consentHeadHash })
      .from(songs)
      .where(
        sql`songs.consent_head_hash is not null or exists (select 1 from consent_entries c where c.song_id = songs.id)`,
      )
      .orderBy(asc(songs.id));
    for (const head of heads) {
      const entries = await db
        .select()
        .from(consentEntries)
        .where(eq(consentEntries.songId, head.id))
        .orderBy(asc(consentEntries.seq));
      yield { songId: head.id, headHash: head.headHash, entries };
    }
  },

  /**
   * Items for the staff consent screen: not removed, matching `q` in title or credit, with how
   * many ledger entries each has and whether it is withdrawn; those without any entry first.
   */
  async items(db: DbOrTx, q: string | undefined, limit: number) {
    // Written out: in a one-table query Drizzle leaves columns unqualified, and a bare "id" in the
    // subquery would be the entry's own id.
    const entries = sql<number>`(select count(*)::int from consent_entries c where c.song_id = songs.id)`;
    return db
      .select({
        id: songs.id,
        title: songs.title,
        artist: songs.artistCredit,
        status: songs.status,
        entries,
        withdrawn: sql<boolean>`${songs.consentWithdrawnAt} is not null`,
        accessLevel: songs.accessLevel,
      })
      .from(songs)
      .where(
        q
          ? sql`${songs.removedAt} is null and (${songs.title} ilike ${likePattern(q)} or ${songs.artistCredit} ilike ${likePattern(q)})`
          : sql`${songs.removedAt} is null`,
      )
      .orderBy(sql`${entries} = 0 desc`, asc(songs.createdAt), asc(songs.id))
      .limit(limit);
  },
};
