import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistEvents, songs, users } from '../src/db/schema/index.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder } from './helpers/catalogue.js';
import {
  createAccount,
  filesWithoutRows,
  type Installation,
  newInstallation,
  openInstallationDatabase,
  runCli,
  signIn,
  startServer,
  upload,
} from './helpers/server-process.js';
import { uniquePhone } from './helpers/test-app.js';

/**
 * `npm run test:crash`: the real server, 20 concurrent writers (uploads and
 * registrations) with uploads in flight, `kill -9`, several rounds, on both engines. After each
 * crash: 0 acknowledged writes lost and 0 files outside media/staging/ without a row. At the
 * end, `npm run media:reconcile -- --grace 0` leaves 0 staged and 0 temp files.
 * CRASH_ROUNDS sets the rounds (default 3).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const WRITERS = 20;
const UPLOADERS = 10;
/** Cheap JSON writes beside the uploads; registrations are few (argon2 saturates 2 cores). */
const EVENT_WRITERS = 7;
/** The longest a round waits for its first acknowledged upload before the kill. */
const FIRST_UPLOAD_WAIT_MS = 120_000;
const postgresUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let f: Fixtures;
let postgresReachable = false;
beforeAll(async () => {
  f = await makeFixtures();
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2_000 });
  postgresReachable = await client.connect().then(
    () => true,
    () => false,
  );
  await client.end().catch(() => {});
});
afterAll(() => f?.cleanup());

type Acked = { songs: string[]; phones: string[]; events: string[]; refused: Record<string, number> };

/** Runs the writers until `stop` says so; records every write the server acknowledged. */
function writers(url: string, token: string, acked: Acked, stop: () => boolean) {
  const server = { url } as Parameters<typeof upload>[0];
  return Array.from({ length: WRITERS }, async (_, i) => {
    while (!stop()) {
      try {
        if (i < UPLOADERS) {
          const res = await upload(server, token, f, `Crash upload ${i}`);
          if (res.status === 201 && res.songId) acked.songs.push(res.songId);
          else acked.refused[res.status] = (acked.refused[res.status] ?? 0) + 1;
        } else if (i < UPLOADERS + EVENT_WRITERS) {
          const res = await fetch(`${url}/api/artist/events`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ title: `Sallah night ${i}`, date: '2027-03-20', time: '20:00', venue: 'Bida' }),
          });
          const body = (await res.json().catch(() => ({}))) as { event?: { id: string } };
          if (res.status === 201 && body.event) acked.events.push(body.event.id);
          else acked.refused[`event ${res.status}`] = (acked.refused[`event ${res.status}`] ?? 0) + 1;
        } else {
          const phone = uniquePhone();
          const res = await fetch(`${url}/api/users/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ fullName: `Writer ${i}`, phone, password: 'crash-horse-1' }),
          });
          if (res.status === 201) acked.phones.push(phone);
        }
      } catch {
        return; // the server died mid-request: that write was never acknowledged
      }
    }
  });
}

async function checkAfterCrash(inst: Installation, acked: Acked) {
  const database = await openInstallationDatabase(inst);
  try {
    const db = database.db;
    const foundSongs = acked.songs.length
      ? await db.select({ id: songs.id }).from(songs).where(inArray(songs.id, acked.songs))
      : [];
    const foundUsers = acked.phones.length
      ? await db.select({ phone: users.phone }).from(users).where(inArray(users.phone, acked.phones))
      : [];
    const foundEvents = acked.events.length
      ? await db.select({ id: artistEvents.id }).from(artistEvents).where(inArray(artistEvents.id, acked.events))
      : [];
    const orphans = await filesWithoutRows(db, inst.dataDir);
    return {
      lost:
        acked.songs.length -
        foundSongs.length +
        (acked.phones.length - foundUsers.length) +
        (acked.events.length - foundEvents.length),
      orphans,
    };
  } finally {
    await database.close();
  }
}

describe.each(['pglite', 'postgres'] as const)('kill -9 under write load (%s)', (engine) => {
  it(`${ROUNDS} rounds: nothing acknowledged is lost, nothing outside staging lacks its row`, async (ctx) => {
    if (engine === 'postgres' && !postgresReachable) ctx.skip();
    const inst = await newInstallation(engine === 'postgres' ? postgresUrl : null);
    const phone = uniquePhone();
    await createAccount(inst, 'artist', phone, 'crash-artist-1');
    const acked: Acked = { songs: [], phones: [], events: [], refused: {} };
    const summary: string[] = [];
    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const server = await startServer(inst);
        const token = await signIn(server, phone, 'crash-artist-1');
        let killed = false;
        const uploadsBefore = acked.songs.length;
        const started = Date.now();
        const running = writers(server.url, token, acked, () => killed);
        await new Promise((r) => setTimeout(r, 5000 + Math.random() * 3000));
        // Not before this round's first upload is acknowledged (the others are still in flight):
        // on a busy machine an upload among 20 writers takes longer than the window above, and a
        // round without one would check no upload at all.
        while (acked.songs.length === uploadsBefore && Date.now() - started < FIRST_UPLOAD_WAIT_MS) {
          await new Promise((r) => setTimeout(r, 100));
        }
        const killedAfter = Date.now() - started;
        server.child.kill('SIGKILL');
        killed = true;
        await server.exited;
        await Promise.allSettled(running);
        const result = await checkAfterCrash(inst, acked);
        const staged = filesUnder(`${inst.dataDir}/media/staging`).length;
        const temp = filesUnder(`${inst.dataDir}/tmp`).length;
        summary.push(
          `round ${round}: killed after ${(killedAfter / 1000).toFixed(1)} s; ${acked.songs.length} uploads, ${acked.events.length} events and ${acked.phones.length} ` +
            `registrations acknowledged so far, ${result.lost} lost, ${result.orphans.length} files without a row, ` +
            `${staged} staged and ${temp} temp files left by the crash` +
            (Object.keys(acked.refused).length ? ` (refused: ${JSON.stringify(acked.refused)})` : ''),
        );
        expect(acked.songs.length, `uploads acknowledged in round ${round}`).toBeGreaterThan(uploadsBefore);
        expect(result.lost, 'acknowledged writes lost').toBe(0);
        expect(result.orphans, 'files outside staging without a row').toEqual([]);
      }
      // Restarted once more: every acknowledged upload plays (staged files whose rows committed
      // are promoted before the server serves).
      const server = await startServer(inst);
      const token = await signIn(server, phone, 'crash-artist-1');
      const statuses = await Promise.all(
        acked.songs.map((id) =>
          fetch(`${server.url}/api/songs/${id}/stream`, {
            headers: { authorization: `Bearer ${token}`, range: 'bytes=0-0' },
          }).then((r) => r.status),
        ),
      );
      expect(
        statuses.filter((s) => s !== 206),
        'acknowledged uploads that do not play',
      ).toEqual([]);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const reconcile = await runCli(inst, 'media-reconcile', ['--grace', '0']);
      expect(reconcile.code, reconcile.output).toBe(0);
      summary.push(reconcile.output.trim().split('\n').pop() ?? '');
      expect(filesUnder(`${inst.dataDir}/media/staging`)).toEqual([]);
      expect(filesUnder(`${inst.dataDir}/tmp`)).toEqual([]);
      expect((await checkAfterCrash(inst, acked)).orphans).toEqual([]);
    } finally {
      console.info(`[${engine}]\n${summary.join('\n')}`);
      await inst.drop();
    }
  }, 900_000);
});
