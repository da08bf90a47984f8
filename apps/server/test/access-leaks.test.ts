import { WITHDRAWAL_PROMISE_SECONDS } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Nothing about an item leaks past its access rule: the Subsonic play queue, covers, caches
 * that would outlive a withdrawal, public counts, collection counts and proverbs.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let artist: SignedInUser;
let listener: SignedInUser;
let restKey: string;
/** One item in each state a listener may not hear, and one they may. */
const items = {} as Record<
  'open' | 'staffOnly' | 'pending' | 'withdrawn' | 'removed',
  { id: string; coverUrl: string }
>;

const withdraw = (songId: string) =>
  call(t, {
    method: 'POST',
    url: `/api/songs/${songId}/consents`,
    token: staff.token,
    payload: { kind: 'withdrawal', person: 'Mallam Isa', relation: 'singer', scopes: ['stream'], date: '2026-11-20' },
  });

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  [admin, staff, artist, listener] = await Promise.all([
    createUser(t, 'admin'),
    createUser(t, 'staff'),
    createUser(t, 'artist'),
    createUser(t, 'listener'),
  ]);
  restKey = (
    await call(t, { method: 'POST', url: '/api/me/app-keys', token: listener.token, payload: { name: 'Phone' } })
  ).json().key;
  const up = async (title: string, token = admin.token) => {
    const song = await uploadSong(t, token, f, { title });
    return { id: song.id, coverUrl: String(song.coverUrl).split('?')[0] as string };
  };
  items.open = await up('Leak check open');
  items.staffOnly = await up('Leak check staff only');
  expect(
    (
      await call(t, {
        method: 'PATCH',
        url: `/api/songs/${items.staffOnly.id}/access`,
        token: staff.token,
        payload: { level: 'staff' },
      })
    ).statusCode,
  ).toBe(200);
  items.pending = await up('Leak check pending', artist.token);
  items.withdrawn = await up('Leak check withdrawn');
  expect((await withdraw(items.withdrawn.id)).statusCode).toBe(201);
  items.removed = await up('Leak check removed');
  expect(
    (await call(t, { method: 'POST', url: `/api/admin/songs/${items.removed.id}/remove`, token: admin.token }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

const rest = (method: string, params: Record<string, string | string[]>) => {
  const qs = new URLSearchParams({ v: '1.16.1', c: 'test', f: 'json', apiKey: restKey });
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) qs.append(k, one);
  return call(t, { method: 'GET', url: `/rest/${method}?${qs}` });
};
const hidden = () => [items.staffOnly, items.pending, items.withdrawn, items.removed];

describe('the Subsonic play queue', () => {
  it('stores and answers only the songs the caller may hear', async () => {
    const ids = [items.open.id, ...hidden().map((i) => i.id)];
    const saved = await rest('savePlayQueue', { id: ids, current: items.withdrawn.id, position: '5000' });
    expect(saved.json()['subsonic-response'].status).toBe('ok');
    const queue = (await rest('getPlayQueue', {})).json()['subsonic-response'].playQueue;
    expect(queue.entry.map((e: { id: string }) => e.id)).toEqual([items.open.id]);
    expect(queue.current).toBeUndefined();
    expect(JSON.stringify(queue)).not.toMatch(/Leak check (staff|pending|withdrawn|removed)/);
  });

  it('drops a queued song withdrawn after it was saved', async () => {
    const later = await uploadSong(t, admin.token, f, { title: 'Leak check queued then withdrawn' });
    await rest('savePlayQueue', { id: [items.open.id, later.id], current: later.id, position: '0' });
    expect(
      (await rest('getPlayQueue', {})).json()['subsonic-response'].playQueue.entry.map((e: { id: string }) => e.id),
    ).toEqual([items.open.id, later.id]);
    await withdraw(later.id);
    const queue = (await rest('getPlayQueue', {})).json()['subsonic-response'].playQueue;
    expect(queue.entry.map((e: { id: string }) => e.id)).toEqual([items.open.id]);
    expect(queue.current).toBeUndefined();
  });
});

describe('covers follow their item', () => {
  it('a withdrawn, pending, removed or staff-only item has no public cover, on /api and /rest', async () => {
    expect((await call(t, { method: 'GET', url: items.open.coverUrl })).statusCode).toBe(200);
    for (const item of hidden()) {
      expect((await call(t, { method: 'GET', url: item.coverUrl })).statusCode, item.coverUrl).toBe(404);
      expect((await call(t, { method: 'GET', url: item.coverUrl, token: listener.token })).statusCode).toBe(404);
      const og = item.coverUrl.replace(/\/[a-z]+\.webp$/, '/og.jpg');
      expect((await call(t, { method: 'GET', url: og })).statusCode, og).toBe(404);
      const art = await rest('getCoverArt', { id: `co-${item.id}` });
      expect(art.headers['content-type']).toMatch(/json/);
      expect(art.json()['subsonic-response'].error.code).toBe(70);
    }
    expect((await rest('getCoverArt', { id: `co-${items.open.id}` })).headers['content-type']).toBe('image/webp');
    // The owner sees their pending item's cover, privately.
    const own = await call(t, { method: 'GET', url: items.pending.coverUrl, token: artist.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/^private/);
  });
});

describe('no cache outlives the promised minute', () => {
  const maxAge = (header: string | string[] | number | undefined) => {
    const m = /max-age=(\d+)/.exec(String(header));
    return m ? Number(m[1]) : 0;
  };
  it('audio, covers, the sitemap and public counts are cached for less than a minute, never immutable', async () => {
    const song = (await call(t, { method: 'GET', url: `/api/songs/${items.open.id}` })).json().song;
    for (const url of [
      song.audioUrl,
      `/api/songs/${items.open.id}/stream`,
      `/api/songs/${items.open.id}/download`,
      song.coverUrl,
      '/sitemap.xml',
      '/api/public/stats',
    ]) {
      const res = await call(t, { method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const cache = String(res.headers['cache-control']);
      expect(cache, url).not.toContain('immutable');
      expect(maxAge(cache), `${url}: ${cache}`).toBeLessThan(WITHDRAWAL_PROMISE_SECONDS);
    }
    const art = await rest('getCoverArt', { id: `co-${items.open.id}` });
    expect(maxAge(art.headers['cache-control'])).toBeLessThan(WITHDRAWAL_PROMISE_SECONDS);
  });
});

describe('counts and texts of restricted items', () => {
  it('public stats count only what anyone may hear', async () => {
    const before = (await call(t, { method: 'GET', url: '/api/public/stats' })).json().songs as number;
    const community = await uploadSong(t, admin.token, f, { title: 'Leak check community count' });
    expect((await call(t, { method: 'GET', url: '/api/public/stats' })).json().songs).toBe(before + 1);
    await call(t, {
      method: 'PATCH',
      url: `/api/songs/${community.id}/access`,
      token: staff.token,
      payload: { level: 'community' },
    });
    expect((await call(t, { method: 'GET', url: '/api/public/stats' })).json().songs).toBe(before);
  });

  it('a collection counts only the items the caller may see', async () => {
    const collection = (
      await call(t, {
        method: 'POST',
        url: '/api/collections',
        token: staff.token,
        payload: { title: 'Leak check series', description: 'Restricted and open.' },
      })
    ).json().collection.id as string;
    for (const item of [items.open, items.staffOnly, items.withdrawn]) {
      const res = await call(t, {
        method: 'PATCH',
        url: `/api/songs/${item.id}/archive`,
        token: staff.token,
        payload: { collection },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const count = async (token?: string) =>
      (
        (await call(t, { method: 'GET', url: '/api/collections', token })).json().collections as {
          id: string;
          itemCount: number;
        }[]
      ).find((c) => c.id === collection)?.itemCount;
    expect(await count()).toBe(1);
    expect(await count(listener.token)).toBe(1);
  });

  it('a proverb heard only in restricted recordings is not shown', async () => {
    const text = 'Ọ̀rọ̀ àṣírí kò gbọdọ̀ jáde';
    const proverb = (
      await call(t, {
        method: 'POST',
        url: '/api/proverbs',
        token: staff.token,
        payload: { text, meanings: { eng: { literal: 'A secret word must not leave.' } } },
      })
    ).json().proverb.id as string;
    const mark = await call(t, {
      method: 'POST',
      url: `/api/proverbs/${proverb}/occurrences`,
      token: staff.token,
      payload: { song: items.staffOnly.id, start: 0, end: 0.5 },
    });
    expect(mark.statusCode, mark.body).toBe(201);
    for (const token of [undefined, listener.token]) {
      const list = await call(t, { method: 'GET', url: '/api/proverbs?limit=100', token });
      expect(list.body).not.toContain('A secret word must not leave.');
      expect((await call(t, { method: 'GET', url: `/api/proverbs/${proverb}`, token })).statusCode).toBe(404);
    }
    expect((await call(t, { method: 'GET', url: `/api/proverbs/${proverb}`, token: staff.token })).statusCode).toBe(
      200,
    );
    // Once said in a recording anyone may hear, it is everyone's.
    await call(t, {
      method: 'POST',
      url: `/api/proverbs/${proverb}/occurrences`,
      token: staff.token,
      payload: { song: items.open.id, start: 0, end: 0.5 },
    });
    expect((await call(t, { method: 'GET', url: `/api/proverbs/${proverb}` })).json().proverb.occurrenceCount).toBe(1);
  });
});
