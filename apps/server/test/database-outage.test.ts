import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnPostgres, call, openTestDatabase, type TestApp, uniquePhone } from './helpers/test-app.js';

/**
 * PostgreSQL stops under load: requests fail fast with 503 (no hangs), the readiness
 * check says why, and everything recovers without a restart. The database is reached through
 * a TCP relay the test can stop and start, as a restart or a network cut would. PostgreSQL
 * only: the embedded database lives inside the process and cannot stop on its own.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

/** A TCP relay to PostgreSQL that can be cut (connections reset, new ones refused) and restored. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  return {
    async start() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
      return port;
    },
    async stop() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let t: TestApp | null = null;
let cut: ReturnType<typeof relay>;

beforeAll(async () => {
  if (!onPostgres) return;
  // A fresh test database, then a second connection to it through the relay for the app.
  const opened = await openTestDatabase();
  const url = new URL(process.env.DATABASE_URL as string);
  const name = (await opened.database.db.execute('select current_database() as name')) as unknown as {
    rows: { name: string }[];
  };
  await opened.database.close();
  cut = relay(url);
  const port = await cut.start();
  const viaRelay = new URL(url);
  viaRelay.port = String(port);
  viaRelay.pathname = `/${name.rows[0]?.name}`;
  const app = await appOnPostgres(viaRelay.toString());
  t = {
    ...app,
    close: async () => {
      await app.close();
      await cut.stop().catch(() => {});
      await opened.drop();
    },
  };
});
afterAll(() => t?.close());

const signIn = () =>
  call(t as TestApp, {
    method: 'POST',
    url: '/api/users/login',
    payload: { phone: uniquePhone(), password: 'wrong-password-1' },
  });

describe.skipIf(!onPostgres)('PostgreSQL stops and comes back', () => {
  it('503 fast while it is down, readiness says why, and recovery without a restart', async () => {
    const app = t as TestApp;
    expect((await signIn()).statusCode).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);

    await cut.stop();
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn()));
    const took = Date.now() - started;
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(took, 'no request hangs').toBeLessThan(10_000);
    const ready = await call(app, { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toMatch(/database/i);
    expect((await call(app, { method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await cut.start(); // the same port: the pool reconnects by itself
    let back = 0;
    for (let i = 0; i < 50 && back !== 401; i++) {
      back = (await signIn()).statusCode;
      if (back !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect(back).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  }, 60_000);
});
