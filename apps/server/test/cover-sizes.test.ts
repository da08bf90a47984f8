import { COVER_SIZES } from '@nupe/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverSizesJob } from '../src/jobs/definitions.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

/**
 * The 320 px cover a phone's shelf card draws from (two device pixels a CSS pixel): made at
 * upload, made on first request for a cover kept before the size existed, and made for every such
 * cover by the backfill job the worker queues when it starts.
 */
let t: TestApp;
let f: Fixtures;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await makeFixtures();
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  f.cleanup();
  await t.close();
});

type Urls = { sm: string; card: string; md: string; lg: string };
const keyOf = (url: string) => url.replace('/api/media/images/', '').replace(/\/[a-z]+\.webp$/, '');
const widthOf = async (url: string) => {
  const res = await call(t, { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return (await sharp(res.rawPayload).metadata()).width;
};

describe('the 320 px cover', () => {
  it('is made at upload, beside the other sizes', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Card cover' });
    const urls = song.coverUrls as Urls;
    expect(COVER_SIZES.card).toBe(320);
    expect(await widthOf(urls.card)).toBe(320);
  });

  it('a cover kept before the size existed gets it on first request', async () => {
    const song = await uploadSong(t, admin.token, f, { title: 'Old cover' });
    const urls = song.coverUrls as Urls;
    const key = keyOf(urls.card);
    await t.app.storage.remove(`${key}/card.webp`);
    expect(await t.app.storage.stat(`${key}/card.webp`)).toBeNull();
    expect(await widthOf(urls.card)).toBe(320);
    expect(await t.app.storage.stat(`${key}/card.webp`)).not.toBeNull();
    // A name that is no cover size is still a 404, and nothing is made for it.
    const bogus = await call(t, { method: 'GET', url: urls.card.replace('card.webp', 'huge.webp') });
    expect(bogus.statusCode).toBe(404);
    expect(await t.app.storage.stat(`${key}/huge.webp`)).toBeNull();
  });

  it('the backfill job makes it for every cover that lacks it', async () => {
    const songs = await Promise.all(
      ['Backfill one', 'Backfill two'].map((title) => uploadSong(t, admin.token, f, { title })),
    );
    const keys = songs.map((s) => keyOf((s.coverUrls as Urls).card));
    for (const key of keys) await t.app.storage.remove(`${key}/card.webp`);
    await t.app.jobs.enqueue(t.app.database.db, coverSizesJob, {});
    expect(await t.app.jobs.runOnce(coverSizesJob)).not.toBeNull();
    for (const key of keys) {
      const made = await t.app.storage.stat(`${key}/card.webp`);
      expect(made, key).not.toBeNull();
    }
  });
});
