import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * Every row of every application table as PostgreSQL's own JSON of it, sorted per table: two
 * databases compared whole (a backup restored, an engine crossed).
 */
export async function allRows(database: Database): Promise<Map<string, string[]>> {
  const tables = (
    (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => r.tablename);
  const out = new Map<string, string[]>();
  for (const table of tables) {
    const result = (await database.db.execute(
      sql.raw(`select row_to_json(t)::text as j from "${table}" t`),
    )) as unknown as { rows: { j: string }[] };
    out.set(table, result.rows.map((r) => r.j).sort());
  }
  return out;
}
