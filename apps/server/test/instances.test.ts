import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { withDatabase } from './global-setup.js';
import { uploadSong } from './helpers/catalogue.js';
import { appOnPostgres, call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Two app instances on one PostgreSQL: a write on one clears the other's public caches
 * within a second (PostgreSQL LISTEN/NOTIFY, plugins/instance-bus.ts), where without it the
 * other would serve its cached answers for their whole lifetime (2 s lists, 5 s stream lookups).
 * Both share the media directory, as instances behind one nginx on one machine do.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let a: TestApp;
let b: TestApp;
let f: Fixtures;
let admin: SignedInUser;

beforeAll(async () => {
  if (!onPostgres) return;
  [a, f] = await Promise.all([createTestApp(), makeFixtures()]);
  const { rows } = (await a.app.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  // The second instance shares the database, the media directory and the signing secret.
  b = await appOnPostgres(withDatabase(process.env.DATABASE_URL as string, rows[0]?.name as string), {
    dataDir: a.config.dataDir,
    mediaDir: a.config.mediaDir,
    jwtSecret: a.config.jwtSecret,
  });
  admin = await createUser(a, 'admin');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  f?.cleanup();
});

/** Polls until `check` holds; answers how long it took, or null after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await check()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('a song removed through one stops streaming and leaves the lists of the other within a second', async () => {
    const song = await uploadSong(a, admin.token, f, { title: 'Across instances' });
    // Warm the other instance's caches: its stream lookup and its anonymous list page.
    expect((await call(b, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode).toBe(200);
    const listed = async () =>
      ((await call(b, { method: 'GET', url: '/api/songs?limit=50' })).json().songs as { id: string }[]).some(
        (s) => s.id === song.id,
      );
    expect(await listed()).toBe(true);

    const removed = await call(a, { method: 'POST', url: `/api/admin/songs/${song.id}/remove`, token: admin.token });
    expect(removed.statusCode, removed.body).toBe(200);
    const streamGone = await within(1_000, async () => {
      return (await call(b, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode === 404;
    });
    expect(streamGone, 'the other instance stops streaming within a second').not.toBeNull();
    expect(await within(1_000, async () => !(await listed())), 'and lists it no more').not.toBeNull();
  });

  it('a music-app key revoked through one stops working on the other at once (#17)', async () => {
    const listener = await createUser(a, 'listener');
    const made = await call(a, {
      method: 'POST',
      url: '/api/me/app-keys',
      token: listener.token,
      payload: { name: 'Phone' },
    });
    const { id, key } = made.json() as { id: string; key: string };
    const ping = async () =>
      (
        await call(b, { method: 'GET', url: `/rest/ping?v=1.16.1&c=t&f=json&apiKey=${encodeURIComponent(key)}` })
      ).json()['subsonic-response'].status as string;
    // The other instance trusts the key for a few seconds once it has checked it…
    expect(await ping()).toBe('ok');
    expect((await call(a, { method: 'DELETE', url: `/api/me/app-keys/${id}`, token: listener.token })).statusCode).toBe(
      200,
    );
    // …and forgets it as soon as the revocation's notice arrives (milliseconds), not after those seconds.
    const refused = await within(1_000, async () => (await ping()) === 'failed');
    expect(refused, 'refused on the other instance').not.toBeNull();
    expect(refused).toBeLessThan(500);
  });

  it('listens again after PostgreSQL drops the listening connection (a restart, a network cut)', async () => {
    const song = await uploadSong(a, admin.token, f, { title: 'After a dropped listener' });
    expect((await call(b, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode).toBe(200);
    // Every LISTEN connection of this database is cut, as a PostgreSQL restart would.
    const cut = (await a.app.database.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { ok: boolean }[] };
    expect(cut.rows.length).toBeGreaterThanOrEqual(2); // the event bus and the job queue, at least
    // Reconnected within the retry second (plus connecting); then a write is heard again.
    await new Promise((r) => setTimeout(r, 2_500));
    const removed = await call(a, { method: 'POST', url: `/api/admin/songs/${song.id}/remove`, token: admin.token });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await within(1_000, async () => {
      return (await call(b, { method: 'GET', url: `/api/songs/${song.id}/stream` })).statusCode === 404;
    });
    expect(gone, 'the other instance heard the write on its new listening connection').not.toBeNull();
  });
});
