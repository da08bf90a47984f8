import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/** Opens the embedded PGlite or a PostgreSQL pool and brings the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Fail fast when PostgreSQL is down or unreachable, rather than holding requests (#20):
      // the error handler answers 503 and the pool reconnects by itself when it is back.
      connectionTimeoutMillis: 3_000,
      query_timeout: 30_000,
      keepAlive: true,
    });
    // A pooled connection that PostgreSQL closes (a restart, a network cut) emits an error
    // here while idle; without a listener that would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async listen(channel, onNotify) {
        const client = new pg.Client({ connectionString: options.url });
        await client.connect();
        client.on('notification', (n) => {
          if (n.channel === channel) onNotify(n.payload ?? '');
        });
        // A lost listening connection must not crash the server: polling still finds the work.
        client.on('error', () => {});
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        return async () => {
          await client.end().catch(() => {});
        };
      },
    };
  }
  const client = options.pglite ?? (options.dataDir ? new PGlite(options.dataDir) : new PGlite());
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
