import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs } from '../src/db/schema/index.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { filesUnder, rowCounts, sendUpload, uploadSong } from './helpers/catalogue.js';
import { createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * The upload is one transaction owned by the uploads service: the media file row, the song,
 * its rendition and quality-check jobs and (for an admin) the audit entry commit together or
 * not at all. Proven on the real database by making its last write, the audit entry, fail.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([
    createTestApp({ limits: { maxAudioBytes: 1024 * 1024, maxImageBytes: 256 * 1024 } }),
    makeFixtures(),
  ]);
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const db = () => t.app.database.db;
async function counts() {
  const [[j], [a]] = await Promise.all([
    db().select({ n: count() }).from(jobs),
    db().select({ n: count() }).from(auditLog),
  ]);
  return { ...(await rowCounts(t)), jobs: Number(j?.n ?? 0), audit: Number(a?.n ?? 0) };
}

describe('the upload in one transaction', () => {
  it('an admin upload writes its song, media row, five jobs and the audit entry together', async () => {
    const before = await counts();
    await uploadSong(t, admin.token, f, { title: 'Together' });
    const after = await counts();
    expect(after).toEqual({
      songs: before.songs + 1,
      mediaFiles: before.mediaFiles + 1,
      albums: before.albums,
      jobs: before.jobs + 5, // two renditions, the quality checks, the loudness and the fingerprint
      audit: before.audit + 1,
    });
  });

  it('when the audit entry cannot be written, nothing of the upload remains: no song, media row, job or file', async () => {
    await db().execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await db().execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      const before = await counts();
      const filesBefore = filesUnder(t.config.mediaDir);
      const res = await sendUpload(t, admin.token, f, { title: 'Half written' });
      expect(res.statusCode).toBe(500);
      expect(await counts()).toEqual(before);
      expect(filesUnder(t.config.mediaDir)).toEqual(filesBefore);
    } finally {
      await db().execute(sql`drop trigger refuse_audit on audit_log`);
      await db().execute(sql`drop function refuse_audit()`);
    }
    // And the same upload goes through once the audit log works again.
    expect((await sendUpload(t, admin.token, f, { title: 'Half written' })).statusCode).toBe(201);
  });
});
