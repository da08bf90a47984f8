import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The covers kept for songs and albums, by storage key prefix. */
export const coversRepository = {
  /** A page of cover keys after `afterKey`, in order (keyset paging: a backfill never holds them all). */
  async keysAfter(db: DbOrTx, afterKey: string, limit: number): Promise<string[]> {
    const result = await db.execute(sql`
      select key from (
        select cover_key as key from songs where cover_key is not null
        union
        select cover_key from albums where cover_key is not null
      ) c
      where key > ${afterKey} order by key limit ${limit}`);
    return rowsOf<{ key: string }>(result).map((r) => r.key);
  },
};
