import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both engines share this type: services and repositories never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A repository accepts the database or an open transaction. */
export type DbOrTx = Db | Tx;

/** The rows of a `db.execute` result (pg and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; pglite?: PGlite }
  | { kind: 'postgres'; url: string };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (delivered after the sender commits).
   * PostgreSQL: a dedicated connection outside the pool; PGlite: its in-process listeners.
   * Answers the function that stops listening.
   */
  listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Sends a NOTIFY on `channel` now (outside any transaction). */
  notify: (channel: string, payload: string) => Promise<void>;
};

/**
 * An embedded PostgreSQL with the extensions the migrations create (pg_trgm, for the title
 * search's trigram indexes): every PGlite of the project is made here.
 */
export function newPGlite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { ...options.extensions, pg_trgm } });
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/**
 * Applies the migrations once however many instances start together: each takes a
 * session-level advisory lock first, so the second waits, then finds nothing left to do
 * (without it, two instances starting on a new database race to create the same tables).
 */
async function migrateOnce(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end().catch(() => {});
  }
}
/** The advisory lock key of the migrations (any constant the app uses for nothing else). */
const MIGRATION_LOCK = 7_461_726_301;

/**
 * LISTEN on a connection of its own, and again on a new one whenever it is lost (a restart
 * of PostgreSQL, a network cut), retrying every second until stopped: a lost notification
 * only delays work (the job queue polls, caches expire), a lost listener would lose them all.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const retryLater = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect().catch(retryLater), 1_000);
    retry.unref();
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    let listening = false;
    next.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    // Lost after it was listening (a failed connect is the caller's, through its rejection).
    const lost = () => {
      if (!listening) return;
      listening = false;
      client = null;
      next.end().catch(() => {});
      retryLater();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    if (stopped) return void next.end().catch(() => {});
    listening = true;
    client = next;
  };
  await connect(); // the first connection's failure is the caller's to report
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Opens the embedded PGlite or a PostgreSQL pool and brings the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Fail fast when PostgreSQL is down or unreachable, rather than holding requests:
      // the error handler answers 503 and the pool reconnects by itself when it is back.
      connectionTimeoutMillis: 3_000,
      query_timeout: 30_000,
      keepAlive: true,
    });
    // A pooled connection that PostgreSQL closes (a restart, a network cut) emits an error
    // here while idle; without a listener that would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migrateOnce(options.url);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      listen: (channel, onNotify) => listenWithReconnect(options.url, channel, onNotify),
    };
  }
  const client = options.pglite ?? newPGlite(options.dataDir ? { dataDir: options.dataDir } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}
