import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@nupe/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.js';
import { probeAudio } from '../src/lib/audio-probe.js';
import { filesUnder } from './helpers/catalogue.js';
import { filesWithoutRows } from './helpers/server-process.js';
import { call, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  expect(await seedDemo(t.app)).toBe(true);
  log.mockRestore();
});
afterAll(() => t?.close());

describe('demo catalogue', () => {
  // Its speed (~2-4 s on an idle 2-core machine) is not asserted here: timings belong to
  // benchmarks, not tests, on machines this noisy.
  it('loads once: a second start leaves the data alone', async () => {
    expect(await seedDemo(t.app)).toBe(false);
  });

  it('has artists, albums and published songs in several genres', async () => {
    const songs = (await call(t, { method: 'GET', url: '/api/songs?limit=100' })).json();
    expect(songs.total).toBeGreaterThanOrEqual(8);
    expect(new Set(songs.songs.map((s: { genre: string }) => s.genre)).size).toBeGreaterThanOrEqual(5);
    const albums = (await call(t, { method: 'GET', url: '/api/albums' })).json();
    expect(albums.total).toBeGreaterThanOrEqual(3);
    const artists = (await call(t, { method: 'GET', url: '/api/artists' })).json();
    expect(artists.total).toBe(3);
  });

  it('has archive records, each said to be illustrative: descriptions, transcripts with translations, proverbs', async () => {
    const found = (await call(t, { method: 'GET', url: '/api/songs?q=eyagi' })).json().songs as {
      id: string;
      title: string;
      archive: { description: string; contributors: unknown[] };
    }[];
    const dawn = found.find((s) => s.title === 'Zikiri of the Dawn');
    expect(dawn?.archive.description).toContain('Illustrative demo content');
    expect(dawn?.archive.contributors.length).toBeGreaterThan(0);
    const layers = (await call(t, { method: 'GET', url: `/api/songs/${dawn?.id}/transcripts` })).json().transcripts;
    expect(layers.map((l: { language: string; kind: string }) => `${l.language} ${l.kind}`)).toEqual([
      'nup transcript',
      'eng translation',
    ]);
    const proverbs = (await call(t, { method: 'GET', url: '/api/proverbs' })).json();
    expect(proverbs.total).toBeGreaterThanOrEqual(2);
    expect(proverbs.proverbs.every((p: { text: string }) => p.text.includes('(demo)'))).toBe(true);
    const facets = (await call(t, { method: 'GET', url: '/api/archive/facets' })).json();
    expect(facets.decades.map((d: { label: string }) => d.label)).toEqual(['1980s', '1990s', '2000s']);
  });

  it('has real, playable audio and real covers', async () => {
    const { songs } = (await call(t, { method: 'GET', url: '/api/songs?limit=100' })).json();
    for (const song of songs as { audioUrl: string; coverUrl: string; durationSeconds: number }[]) {
      const audio = await call(t, { method: 'GET', url: song.audioUrl, headers: { range: 'bytes=0-43' } });
      expect(audio.statusCode).toBe(206);
      expect(audio.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
      const file = path.join(t.config.mediaDir, song.audioUrl.replace('/api/media/', ''));
      const { statSync } = await import('node:fs');
      const info = await probeAudio(file, statSync(file).size);
      expect(info.durationSeconds).toBeCloseTo(song.durationSeconds, 1);
      const cover = await call(t, { method: 'GET', url: song.coverUrl });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/webp');
    }
    // Seeded like every writer: staged until the rows commit, so nothing is left in staging
    // and every file has its row.
    expect(filesUnder(path.join(t.config.mediaDir, 'staging'))).toEqual([]);
    expect(await filesWithoutRows(t.app.database.db, t.config.dataDir)).toEqual([]);
  });

  it('keeps counters, events and the daily roll-up in agreement', async () => {
    const db = t.app.database.db;
    const { rows } = (await db.execute(sql`
      select s.id,
        s.play_count = (select count(*) from play_events e where e.song_id = s.id)
          and s.play_count = (select coalesce(sum(plays), 0) from song_daily_stats d where d.song_id = s.id) as plays_ok,
        s.download_count = (select count(*) from download_events e where e.song_id = s.id)
          and s.download_count = (select coalesce(sum(downloads), 0) from song_daily_stats d where d.song_id = s.id) as downloads_ok,
        s.like_count = (select count(*) from song_likes l where l.song_id = s.id) as likes_ok,
        s.favorite_count = (select count(*) from song_favorites f where f.song_id = s.id) as favorites_ok
      from songs s`)) as unknown as { rows: Record<string, unknown>[] };
    expect(rows.length).toBeGreaterThan(0);
    const totals = (await db.execute(sql`
      select (select coalesce(sum(plays), 0) from platform_daily_stats) = (select count(*) from play_events) as plays_ok,
        (select coalesce(sum(downloads), 0) from platform_daily_stats) = (select count(*) from download_events) as downloads_ok,
        not exists (
          select 1 from platform_daily_stats p
          where p.plays <> (select coalesce(sum(plays), 0) from song_daily_stats d where d.day = p.day)
        ) as per_day_ok`)) as unknown as { rows: Record<string, unknown>[] };
    expect(totals.rows[0]).toEqual({ plays_ok: true, downloads_ok: true, per_day_ok: true });
    for (const row of rows)
      expect(row).toMatchObject({ plays_ok: true, downloads_ok: true, likes_ok: true, favorites_ok: true });
  });

  it('gives the dashboards something true to show', async () => {
    const phone = DEMO_ACCOUNTS.find((a) => a.role === 'admin')?.phone;
    const login = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password: DEMO_PASSWORD },
    });
    const { data } = (await call(t, { method: 'GET', url: '/api/admin/dashboard', token: login.json().token })).json();
    expect(data.plays.last7Days).toBeGreaterThan(0);
    expect(data.plays.prev7Days).toBeGreaterThan(0);
    expect(data.downloads.last7Days).toBeGreaterThan(0);
    expect(data.totals.totalSongs).toBeGreaterThanOrEqual(8);
    const stats = (await call(t, { method: 'GET', url: '/api/public/stats' })).json();
    expect(stats.plays).toBeGreaterThan(100);
    const artistPhone = DEMO_ACCOUNTS.find((a) => a.role === 'artist')?.phone;
    const artist = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: artistPhone, password: DEMO_PASSWORD },
    });
    const mine = (await call(t, { method: 'GET', url: '/api/artist/songs', token: artist.json().token })).json();
    expect(mine.songs.length).toBeGreaterThanOrEqual(3);
    expect(mine.totalStats.plays).toBeGreaterThan(0);
  });
});
