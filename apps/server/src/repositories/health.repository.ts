import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

export const healthRepository = {
  /** One round trip: proves the database answers. */
  async ping(db: DbOrTx): Promise<void> {
    await db.execute(sql`select 1`);
  },
};
