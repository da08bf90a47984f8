import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, rowsOf } from '../db/client.js';

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Rows read or written a batch at a time: memory stays flat whatever the table's size. */
const BATCH = 2_000;

/** The whole database as rows: dumped table by table, loaded back in foreign-key order. */
export const backupRepository = {
  /**
   * The application's tables in an order that loads without breaking a foreign key (each after
   * the tables it references). The same on PostgreSQL and the embedded database.
   */
  async tablesInLoadOrder(db: DbOrTx): Promise<string[]> {
    const tables = rowsOf<{ name: string }>(
      await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
    ).map((r) => r.name);
    const edges = rowsOf<{ child: string; parent: string }>(
      await db.execute(sql`
        select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`),
    );
    const ordered: string[] = [];
    const placed = new Set<string>();
    while (ordered.length < tables.length) {
      const next = tables.filter(
        (t) => !placed.has(t) && edges.every((e) => e.child !== t || e.parent === t || placed.has(e.parent)),
      );
      if (next.length === 0)
        throw new Error('the tables reference each other in a circle; they cannot be loaded in order');
      for (const t of next) {
        placed.add(t);
        ordered.push(t);
      }
    }
    return ordered;
  },

  /**
   * Reads every table inside one read-only REPEATABLE READ transaction (a consistent snapshot
   * while the server keeps writing), each row as PostgreSQL's own JSON of it (`row_to_json`,
   * which keeps every type exactly for `json_populate_recordset` to read back).
   */
  async dumpTables(
    db: Db,
    write: (table: string, rowsJson: string[]) => Promise<void>,
  ): Promise<Record<string, number>> {
    return db.transaction(
      async (tx) => {
        const counts: Record<string, number> = {};
        for (const table of await backupRepository.tablesInLoadOrder(tx)) {
          counts[table] = 0;
          await tx.execute(
            sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
          );
          for (;;) {
            const batch = rowsOf<{ j: string }>(await tx.execute(sql.raw(`fetch ${BATCH} from backup_rows`)));
            if (batch.length === 0) break;
            counts[table] += batch.length;
            await write(
              table,
              batch.map((r) => r.j),
            );
          }
          await tx.execute(sql`close backup_rows`);
        }
        return counts;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  },

  /**
   * Inserts rows dumped by dumpTables into a table of the same shape (one statement a batch).
   * Generated columns (search vectors) are left out: the database makes them again.
   */
  async loadRows(db: DbOrTx, table: string, rowsJson: string[]): Promise<void> {
    const columns = rowsOf<{ name: string }>(
      await db.execute(sql`
        select a.attname as name from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`),
    ).map((c) => ident(c.name));
    const list = sql.join(columns, sql`, `);
    for (let i = 0; i < rowsJson.length; i += BATCH) {
      const json = `[${rowsJson.slice(i, i + BATCH).join(',')}]`;
      await db.execute(
        sql`insert into ${ident(table)} (${list}) select ${list} from json_populate_recordset(null::${ident(table)}, ${json}::json)`,
      );
    }
  },

  /**
   * Marks the caller's transaction as a restore: the triggers that note changes for the OAI-PMH
   * provider (migration 0018) stand aside, since the snapshot brings its own oai_records and
   * oai_pending, and a row they added before the snapshot's own would collide with it.
   */
  async restoringSession(db: DbOrTx): Promise<void> {
    await db.execute(sql`select set_config('nupe.restoring', 'on', true)`);
  },

  /** After loading rows with their ids, each id sequence continues after the largest id. */
  async resetSequences(db: DbOrTx): Promise<void> {
    const serials = rowsOf<{ tbl: string; col: string; seq: string }>(
      await db.execute(sql`
        select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind = 'r'
          and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`),
    );
    for (const s of serials) {
      await db.execute(
        sql`select setval(${s.seq}::regclass, coalesce((select max(${ident(s.col)}) from ${ident(s.tbl)}), 0) + 1, false)`,
      );
    }
  },

  /** Rows in the application's tables (a restore refuses a target that has any). */
  async rowsInAllTables(db: DbOrTx): Promise<number> {
    let total = 0;
    for (const table of await backupRepository.tablesInLoadOrder(db)) {
      const [row] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from ${ident(table)}`));
      total += Number(row?.n ?? 0);
    }
    return total;
  },

  /** Empties every application table (a restore told to replace what is there). */
  async emptyAllTables(db: DbOrTx): Promise<void> {
    await backupRepository.restoringSession(db);
    const tables = await backupRepository.tablesInLoadOrder(db);
    if (tables.length === 0) return;
    await db.execute(sql`truncate ${sql.join(tables.map(ident), sql`, `)} restart identity cascade`);
  },
};
