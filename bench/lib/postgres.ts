import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A throw-away PostgreSQL database for one benchmark. */
export async function createBenchDatabase() {
  const name = `nupe_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  const client = new pg.Client({ connectionString: url });
  return {
    url,
    client,
    drop: async () => {
      await client.end().catch(() => {});
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Bench-only catalogue rows: `n` published songs with their media rows (no files behind them). */
export async function insertSongs(client: pg.Client, n: number) {
  await client.query(
    `insert into media_files (storage_key, mime, size_bytes, sha256, duration_seconds, bitrate)
     select 'audio/bench/' || g || '.mp3', 'audio/mpeg', 5000000, repeat('0', 64), 240, 128000
     from generate_series(1, $1) g`,
    [n],
  );
  await client.query(
    `insert into songs (title, artist_credit, genre, audio_file_id, status, published_at, duration_seconds, bitrate)
     select 'Bench song ' || n, 'Bench artist ' || (n % 50),
            (array['Songs','Zikiri','Histories','Proverbs','Gospels','Preachings','Tsankan','Dj'])[1 + n % 8],
            id, 'published', now() - (n || ' minutes')::interval, 240, 128000
     from (select id, row_number() over (order by storage_key) as n from media_files where storage_key like 'audio/bench/%') m`,
  );
}

/** Adds `n` play events over the last 30 days spread over `songs` songs, and refreshes their daily roll-up. */
export async function insertPlays(client: pg.Client, n: number, songs: number) {
  await client.query(
    `with s as (select array_agg(id) a from (select id from songs order by id limit $2) x)
     insert into play_events (song_id, created_at)
     select a[1 + floor(random() * array_length(a, 1))::int], now() - random() * interval '30 days'
     from s, generate_series(1, $1)`,
    [n, songs],
  );
  await client.query(
    `insert into song_daily_stats (day, song_id, plays)
     select (created_at at time zone 'UTC')::date, song_id, count(*) from play_events group by 1, 2
     on conflict (day, song_id) do update set plays = excluded.plays`,
  );
  // The platform-wide roll-up the admin dashboard reads (one row per day), as the app keeps it.
  await client.query(
    `insert into platform_daily_stats (day, plays)
     select (created_at at time zone 'UTC')::date, count(*) from play_events group by 1
     on conflict (day) do update set plays = excluded.plays`,
  );
  await client.query('analyze');
}

/** Median latency in ms of `count` sequential GETs. */
export async function medianLatency(url: string, headers: Record<string, string>, count = 200): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= 20) times.push(performance.now() - t); // the first 20 warm up
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
