import type pg from 'pg';
import { startApp } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { createBenchDatabase } from './lib/postgres.js';
import { median } from './lib/wrk.js';

const PORT = Number(process.env.SYNDICATION_BENCH_PORT ?? 3204);
const SMALL = Number(process.env.SYNDICATION_BENCH_SMALL ?? 1_000);
const LARGE = Number(process.env.SYNDICATION_BENCH_LARGE ?? 100_000);
const EPISODES = 500;
const CUES = 300;
const RANGES = 20;
const SEARCH_WORDS = 2_000;
/** Words said in the transcripts, with their tone marks; the searcher types them without. */
const VOCABULARY = ['Ẹ̀tsu', 'Nupe', 'zìkírì', 'sọ̀', 'kpẹ̀ẹ̀', 'Allah', 'bàbà', 'ẹ̀yàgí', 'gbà', 'Bida', 'lẹ̀', 'wùn'];

/**
 * IIIF and podcast feeds through the real server on PostgreSQL, at SMALL and at LARGE items in
 * the catalogue, each median of 100 requests after a warm-up: the Manifest of an item with a
 * 300-cue transcript, a 300-cue translation and 20 Ranges (proverb moments: sections are not kept
 * yet, so none are read) ≤ 20 ms; a collection's feed of 500 episodes ≤ 50 ms; Content Search over
 * a 2 000-word transcript ≤ 20 ms — and each flat: the LARGE median within 1.5× of the SMALL one.
 */
export async function benchSyndication(): Promise<Figure[]> {
  const pg = await createBenchDatabase();
  const app = await startApp({ port: PORT, databaseUrl: pg.url, env: { PUBLIC_URL: 'https://archive.nupe.example' } });
  try {
    await pg.client.connect();
    const c = pg.client;
    const [feed] = (
      await c.query<{ id: string }>(`insert into collections (title) values ('Bench preachings') returning id`)
    ).rows;
    await c.query(`insert into collections (title) select 'Bench filler ' || g from generate_series(1, 100) g`);
    await grow(c, 1, SMALL, feed?.id as string);
    const manifestItem = await songNumbered(c, 1);
    const searchItem = await songNumbered(c, 2);
    await seedItems(c, manifestItem, searchItem);
    await c.query('analyze');

    const time = async (path: string, check: (body: string) => void) => {
      const times: number[] = [];
      for (let i = 0; i < 120; i++) {
        const t = performance.now();
        const res = await fetch(`${app.url}${path}`);
        const body = await res.text();
        if (i >= 20) times.push(performance.now() - t); // the first 20 warm up
        if (i === 0) {
          if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.slice(0, 200)}`);
          check(body);
        }
      }
      return median(times);
    };
    const expectCount = (what: string, n: number, got: number) => {
      if (got !== n) throw new Error(`${what}: ${got}, expected ${n}`);
    };
    const measure = async () => ({
      manifest: await time(`/iiif/songs/${manifestItem}/manifest`, (body) => {
        const m = JSON.parse(body);
        expectCount('cue annotations', 2 * CUES, m.items[0].annotations.flatMap((p: { items: [] }) => p.items).length);
        expectCount('ranges', RANGES, m.structures[0].items.length);
      }),
      feed: await time(`/feeds/collections/${feed?.id}.rss`, (body) =>
        expectCount('episodes', EPISODES, (body.match(/<item>/g) ?? []).length),
      ),
      search: await time(`/iiif/songs/${searchItem}/search?q=zikiri`, (body) => {
        if (JSON.parse(body).items.length === 0) throw new Error('the search found nothing');
      }),
    });
    const small = await measure();
    console.log(`  ${SMALL} items: ${fmt(small)}`);
    await grow(c, SMALL + 1, LARGE, feed?.id as string);
    await c.query('analyze');
    const large = await measure();
    console.log(`  ${LARGE} items: ${fmt(large)}`);
    const figure = (name: string, key: keyof typeof small, budget: number): Figure => ({
      name: `${name} at ${LARGE} items (PostgreSQL)`,
      value: `${large[key].toFixed(1)} ms median`,
      baseline: `${small[key].toFixed(1)} ms at ${SMALL} items`,
      ratio: `${(large[key] / small[key]).toFixed(2)}×`,
      budget: `≤ ${budget} ms and ≤ 1.5× (flat)`,
      ok: large[key] <= budget && large[key] / small[key] <= 1.5,
    });
    return [
      figure(`IIIF Manifest, ${CUES} cues in each of 2 layers and ${RANGES} Ranges`, 'manifest', 20),
      figure(`Podcast feed of ${EPISODES} episodes`, 'feed', 50),
      figure(`IIIF Content Search over a ${SEARCH_WORDS}-word transcript`, 'search', 20),
    ];
  } finally {
    await app.stop();
    await pg.drop();
  }
}

const fmt = (m: Record<string, number>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
    .join(', ');

async function songNumbered(c: pg.Client, n: number): Promise<string> {
  const { rows } = await c.query<{ id: string }>(
    `select s.id from songs s join media_files m on m.id = s.audio_file_id where m.storage_key = $1`,
    [`audio/syn/${n}.mp3`],
  );
  return rows[0]?.id as string;
}

/**
 * Items `from`..`to`, open to all, each with its MP3 rendition and a description: the first 500
 * in the feed's collection (with a short transcript each), the rest spread over 100 others.
 */
async function grow(c: pg.Client, from: number, to: number, feedCollection: string) {
  await c.query(
    `insert into media_files (storage_key, mime, size_bytes, sha256, duration_seconds, bitrate)
     select 'audio/syn/' || g || '.mp3', 'audio/mpeg', 40000000, repeat('0', 64), 2400, 128000
     from generate_series($1::int, $2::int) g`,
    [from, to],
  );
  const numbered = `(select id, n from (select id, substring(storage_key from 'audio/syn/(\\d+)')::int as n
                     from media_files where storage_key like 'audio/syn/%') x where x.n between $1 and $2) m`;
  await c.query(
    `insert into songs (title, artist_credit, genre, audio_file_id, status, published_at, duration_seconds, bitrate)
     select 'Bench preaching ' || n, 'Bench artist ' || (n % 50), 'Preachings', m.id, 'published',
            now() - (n || ' minutes')::interval, 2400, 128000
     from ${numbered}`,
    [from, to],
  );
  await c.query(
    `insert into song_renditions (media_file_id, kind, storage_key, mime, size_bytes, bitrate, duration_seconds)
     select m.id, 'standard', 'renditions/syn/' || m.n || '.mp3', 'audio/mpeg', 38400000, 128000, 2400 from ${numbered}`,
    [from, to],
  );
  await c.query(
    `insert into song_descriptions (song_id, languages, place, description, contributors, rights, collection_id, search_text)
     select s.id, '["nup"]', '{"name":"Bida","region":"Niger State","country":"NG","lat":9.08,"lon":6.01}',
            'A preaching recorded in Bida.', '[{"name":"Mallam Isa","role":"speaker","roleDetail":null}]',
            'Shared for listening and study.',
            case when m.n <= ${EPISODES} then $3::uuid
                 else (select id from collections where title = 'Bench filler ' || (1 + m.n % 100)) end,
            'preaching bida'
     from ${numbered} join songs s on s.audio_file_id = m.id`,
    [from, to, feedCollection],
  );
  await c.query(
    `insert into transcript_layers (song_id, language, kind, cues, search_text)
     select s.id, 'nup', 'transcript', '[{"start":0,"end":4,"text":"Bismillah"}]', 'bismillah'
     from ${numbered} join songs s on s.audio_file_id = m.id where m.n <= ${EPISODES}`,
    [from, to],
  );
}

/** The manifest's item: 300 cues in two layers and 20 proverb moments; the search's: 2 000 words. */
async function seedItems(c: pg.Client, manifestItem: string, searchItem: string) {
  const word = (i: number) => VOCABULARY[(i * 7 + (i >> 3)) % VOCABULARY.length] as string;
  const cues = (n: number, words: number, offset = 0) =>
    Array.from({ length: n }, (_, i) => ({
      start: i * 8,
      end: i * 8 + 7,
      text: Array.from({ length: words }, (_, j) => word(offset + i * words + j)).join(' '),
    }));
  const layer = async (song: string, language: string, kind: string, list: ReturnType<typeof cues>) =>
    c.query(
      `insert into transcript_layers (song_id, language, kind, cues, search_text) values ($1, $2, $3, $4, $5)
       on conflict (song_id, language) do update set cues = excluded.cues, search_text = excluded.search_text`,
      [song, language, kind, JSON.stringify(list), list.map((q) => q.text).join(' ')],
    );
  await layer(manifestItem, 'nup', 'transcript', cues(CUES, 7));
  await layer(manifestItem, 'eng', 'translation', cues(CUES, 7, 3));
  await layer(searchItem, 'nup', 'transcript', cues(CUES, Math.ceil(SEARCH_WORDS / CUES)));
  for (let i = 0; i < RANGES; i++) {
    const { rows } = await c.query<{ id: string }>(
      `insert into proverbs (text, meanings, search_text) values ($1, '{}', $1) returning id`,
      [`Bench proverb ${i + 1}`],
    );
    await c.query(`insert into proverb_occurrences (proverb_id, song_id, start, "end") values ($1, $2, $3, $4)`, [
      rows[0]?.id,
      manifestItem,
      i * 100,
      i * 100 + 30,
    ]);
  }
}
