import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixityEvents, jobs, mediaFiles, songRenditions, songs } from '../src/db/schema/index.js';
import { fixityAuditJob, qualityCheckJob, renditionJob } from '../src/jobs/definitions.js';
import { createS3Storage } from '../src/lib/s3-storage.js';
import { createLocalStorage, type Storage } from '../src/lib/storage.js';
import { FIXITY_AGENT, runFixityAudit } from '../src/media/fixity-audit.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { startTestBucket, type TestBucket } from './helpers/s3.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Fixity audits: every original, rendition and cover is re-read and
 * its SHA-256 compared with the recorded one. A flipped byte and a deleted file are found,
 * kept as events, raised to staff, shown to the admin and counted in /metrics, and left as
 * found. The same on local disk and on an S3-compatible bucket (s3rver).
 */
let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});
afterAll(() => f?.cleanup());

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
async function bytesOf(storage: Storage, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of storage.read(key)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

type Setup = { t: TestApp; look: Storage; bucket?: TestBucket };
const engines: [string, () => Promise<Setup>][] = [
  [
    'on local disk',
    async () => {
      const t = await createTestApp();
      return { t, look: createLocalStorage(t.config.mediaDir) };
    },
  ],
  [
    'on an S3-compatible bucket',
    async () => {
      const bucket = await startTestBucket('fixity');
      const t = await createTestApp({ storage: 's3', s3: bucket.settings });
      // The test's own client: the app's cache of what it saw must not hide the damage.
      return { t, bucket, look: createS3Storage(bucket.settings, path.join(t.config.dataDir, 'look')) };
    },
  ],
];

describe.each(engines)('a fixity audit %s', (_name, setUp) => {
  let s: Setup;
  let t: TestApp;
  let admin: SignedInUser;
  let staff: SignedInUser;
  let artist: SignedInUser;
  beforeAll(async () => {
    s = await setUp();
    t = s.t;
    [admin, staff, artist] = await Promise.all([
      createUser(t, 'admin'),
      createUser(t, 'staff'),
      createUser(t, 'artist'),
    ]);
  });
  afterAll(async () => {
    s.look?.close?.();
    await t?.close();
    await s.bucket?.close();
  });

  const audit = () => runFixityAudit(t.app.database.db, t.app.storage, { trigger: 'command', maxBytesPerSecond: null });
  const report = async () =>
    (await call(t, { method: 'GET', url: '/api/admin/preservation', token: admin.token })).json();
  const songView = async (id: string) =>
    (await call(t, { method: 'GET', url: `/api/songs/${id}`, token: admin.token })).json().song;
  const fixityIssues = async () =>
    (
      (await call(t, { method: 'GET', url: '/api/staff/quality?status=open&limit=100', token: staff.token })).json()
        .issues as { kind: string; songId: string; description: string }[]
    ).filter((i) => i.kind === 'fixity_failure');

  it('verifies every kept file, then finds a flipped byte and a deleted file, keeps them as found and tells staff and the admin', async () => {
    const a = await uploadSong(t, artist.token, f, { title: 'Kept whole' });
    const b = await uploadSong(t, artist.token, f, { title: 'Kept too' });
    for (let i = 0; i < 20; i++) {
      const r = (await t.app.jobs.runOnce(renditionJob)) ?? (await t.app.jobs.runOnce(qualityCheckJob));
      if (!r) break;
      expect(r.outcome).toBe('done');
    }
    const db = t.app.database.db;
    const [original] = await db
      .select({ key: mediaFiles.storageKey, sha256: mediaFiles.sha256 })
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .where(eq(songs.id, a.id));
    const renditionsOfB = await db
      .select({ key: songRenditions.storageKey, sha256: songRenditions.sha256 })
      .from(songs)
      .innerJoin(songRenditions, eq(songRenditions.mediaFileId, songs.audioFileId))
      .where(eq(songs.id, b.id));
    if (!original || renditionsOfB.length !== 2) throw new Error('the uploads were not kept');
    // Renditions carry the checksum taken when they were made.
    for (const r of renditionsOfB) expect(r.sha256).toBe(sha(await bytesOf(s.look, r.key)));

    const before = await report();
    expect(before.lastRun).toBeNull();
    expect(before.neverChecked).toBeGreaterThanOrEqual(2 * (1 + 2 + 3)); // original, 2 renditions, 3 cover sizes
    expect((await songView(a.id)).preservation).toEqual({
      sha256: original.sha256,
      lastVerifiedAt: null,
      lastOutcome: null,
    });

    const first = await audit();
    expect(first).toMatchObject({ failed: 0, missing: 0, error: null });
    expect(first.passed).toBeGreaterThanOrEqual(6); // originals and renditions: checksums from the start
    expect(first.recorded).toBeGreaterThanOrEqual(6); // covers: taken at first sight
    const verified = (await songView(a.id)).preservation;
    expect(verified).toMatchObject({ sha256: original.sha256, lastOutcome: 'pass' });
    expect(Date.parse(verified.lastVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await audit()).passed).toBe(first.passed + first.recorded); // the covers now verified too
    const lastVerified = (await songView(a.id)).preservation;

    // One byte of A's original flipped; one of B's renditions gone.
    const damaged = await bytesOf(s.look, original.key);
    const middle = Math.floor(damaged.length / 2);
    damaged[middle] = (damaged[middle] as number) ^ 0x01;
    await s.look.put(original.key, Readable.from(damaged));
    const gone = renditionsOfB[0]?.key as string;
    await s.look.remove(gone);

    const third = await audit();
    expect(third).toMatchObject({ failed: 1, missing: 1 });
    const now = await report();
    expect(now).toMatchObject({ failed: 1, missing: 1 });
    expect(now.lastRun).toMatchObject({ id: third.runId, trigger: 'command', failed: 1, missing: 1 });
    expect(now.lastRun.bytesPerSecond).toBeGreaterThan(0);
    expect(now.failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          storageKey: original.key,
          objectKind: 'original',
          outcome: 'fail',
          expected: original.sha256,
          found: sha(damaged),
          song: { id: a.id, title: 'Kept whole' },
        }),
        expect.objectContaining({ storageKey: gone, objectKind: 'rendition', outcome: 'missing', found: null }),
      ]),
    );
    // The song says so; the date it was last verified stays.
    expect((await songView(a.id)).preservation).toEqual({ ...lastVerified, lastOutcome: 'fail' });

    // Staff get one issue a song, saying what was found.
    const issues = await fixityIssues();
    expect(issues.map((i) => i.songId).sort()).toEqual([a.id, b.id].sort());
    expect(issues.find((i) => i.songId === a.id)?.description).toContain(`found ${sha(damaged)}`);
    // Staff's to restore, not the artist's to fix: the artist's issue lists leave it out.
    const artistSees = [
      ...(await call(t, { method: 'GET', url: `/api/artist/songs/${a.id}/issues`, token: artist.token })).json().issues,
      ...(await call(t, { method: 'GET', url: '/api/artist/issues', token: artist.token })).json().issues,
    ] as { kind: string }[];
    expect(artistSees.filter((i) => i.kind === 'fixity_failure')).toEqual([]);

    // Never repaired: the damaged bytes are still as found, the missing file still missing.
    expect(sha(await bytesOf(s.look, original.key))).toBe(sha(damaged));
    expect(await s.look.stat(gone)).toBeNull();

    // A further audit keeps every check, but raises no second issue.
    await audit();
    expect(await fixityIssues()).toHaveLength(2);
    const events = await db.select().from(fixityEvents).where(eq(fixityEvents.storageKey, original.key));
    expect(events.map((e) => e.outcome).sort()).toEqual(['fail', 'fail', 'pass', 'pass']);
    expect(events.every((e) => e.algorithm === 'SHA-256' && e.agent === FIXITY_AGENT)).toBe(true);

    // /metrics counts the files failing now.
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^nupe_fixity_failures 2$/m);
    expect(metrics.body).toMatch(/^nupe_fixity_last_run_timestamp_seconds [1-9]\d+/m);
  });
});

describe('fixity audits on demand and on a schedule', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let staff: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ fixity: { intervalHours: 24, maxBytesPerSecond: null } });
    [admin, staff] = await Promise.all([createUser(t, 'admin'), createUser(t, 'staff')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const queued = () => t.app.database.db.select().from(jobs).where(eq(jobs.kind, fixityAuditJob.name));

  it('an admin queues an audit the worker runs; others may not', async () => {
    for (const who of [staff.token, undefined]) {
      const res = await call(t, { method: 'POST', url: '/api/admin/preservation/audits', token: who });
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
    const res = await call(t, { method: 'POST', url: '/api/admin/preservation/audits', token: admin.token });
    expect(res.statusCode).toBe(202);
    expect((await call(t, { method: 'GET', url: '/api/admin/preservation', token: admin.token })).json()).toMatchObject(
      {
        auditPending: true,
      },
    );
    const run = await t.app.jobs.runOnce(fixityAuditJob);
    expect(run?.outcome).toBe('done');
    const after = (await call(t, { method: 'GET', url: '/api/admin/preservation', token: admin.token })).json();
    expect(after).toMatchObject({ auditPending: false, lastRun: { trigger: 'admin', error: null } });
    expect(after.lastRun.finishedAt).not.toBeNull();
    const staffSees = await call(t, { method: 'GET', url: '/api/admin/preservation', token: staff.token });
    expect(staffSees.statusCode).toBe(403);
  });

  it('schedules the next audit the interval after the last one finished', async () => {
    // What the worker does at start: the last audit (above) finished, so the next is due a day after it.
    const lastFinished = Date.parse(
      (await call(t, { method: 'GET', url: '/api/admin/preservation', token: admin.token })).json().lastRun.finishedAt,
    );
    await t.app.database.db.delete(jobs).where(eq(jobs.kind, fixityAuditJob.name));
    const { createPreservationService } = await import('../src/modules/preservation/preservation.service.js');
    const service = createPreservationService(t.app.database.db, t.app.storage, {
      intervalHours: 24,
      maxBytesPerSecond: null,
    });
    const due = await service.schedule();
    expect(due?.getTime()).toBe(lastFinished + 24 * 3600_000);
    expect(await service.schedule()).toEqual(due); // a second start schedules nothing new
    const rows = (await queued()).filter((j) => j.status === 'queued');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.runAfter.getTime()).toBe(due?.getTime());
    const report = (await call(t, { method: 'GET', url: '/api/admin/preservation', token: admin.token })).json();
    expect(Date.parse(report.nextRunAt)).toBe(due?.getTime());
    // Not due yet: the worker leaves it.
    expect(await t.app.jobs.runOnce(fixityAuditJob)).toBeNull();
    // Once due it runs, and schedules the one after.
    await t.app.database.db
      .update(jobs)
      .set({ runAfter: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, fixityAuditJob.name));
    expect((await t.app.jobs.runOnce(fixityAuditJob))?.outcome).toBe('done');
    const next = (await queued()).filter((j) => j.status === 'queued');
    expect(next).toHaveLength(1);
    expect(next[0]?.runAfter.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
  });
});
