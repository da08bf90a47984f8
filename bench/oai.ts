import { startApp } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { createBenchDatabase } from './lib/postgres.js';
import { median } from './lib/wrk.js';

const PORT = 3371;
const SMALL = Number(process.env.OAI_BENCH_SMALL ?? 10_000);
const LARGE = Number(process.env.OAI_BENCH_LARGE ?? 100_000);

/**
 * A whole OAI-PMH harvest (ListRecords, oai_dc, pages of 100) through the real server on
 * PostgreSQL, at 10 000 and at 100 000 described items: the median page ≤ 50 ms, and flat —
 * the 100 000-item median within 1.5× of the 10 000-item one (keyset paging: no OFFSET; a
 * page deep in the list costs what the first does). Every page of the harvest is timed.
 */
export async function benchOai(): Promise<Figure[]> {
  const pg = await createBenchDatabase();
  const app = await startApp({ port: PORT, databaseUrl: pg.url, env: { PUBLIC_URL: 'https://archive.nupe.example' } });
  try {
    await pg.client.connect();
    const grow = async (from: number, to: number) => {
      await pg.client.query(
        `insert into media_files (storage_key, mime, size_bytes, sha256, duration_seconds, bitrate)
         select 'audio/oai/' || g || '.mp3', 'audio/mpeg', 5000000, repeat('0', 64), 240, 128000
         from generate_series($1::int, $2::int) g`,
        [from, to],
      );
      await pg.client.query(
        `insert into songs (title, artist_credit, genre, audio_file_id, status, published_at, duration_seconds, bitrate)
         select 'Bench song ' || n, 'Bench artist ' || (n % 50),
                (array['Songs','Zikiri','Histories','Proverbs','Gospels','Preachings','Tsankan','Dj'])[1 + n % 8],
                m.id, 'published', now() - (n || ' minutes')::interval, 240, 128000
         from (select id, substring(storage_key from 'audio/oai/(\\d+)')::int as n from media_files
               where storage_key like 'audio/oai/%') m
         where m.n between $1 and $2`,
        [from, to],
      );
      // Described like the archive's items: languages, place, a performer, an occasion.
      await pg.client.query(
        `insert into song_descriptions (song_id, languages, recorded, place, occasion, description, subjects, discourse_type, contributors, search_text)
         select s.id, '["nup"]', '198X', '{"name":"Bida","region":"Niger State","country":"NG","lat":9.08,"lon":6.01}',
                'Wedding', 'A praise song recorded at a wedding in Bida.', '["praise"]', 'singing',
                '[{"name":"Hauwa Ndagi","role":"singer","roleDetail":null}]', 'praise song wedding bida'
         from songs s left join song_descriptions d on d.song_id = s.id where d.song_id is null`,
      );
      await pg.client.query('analyze');
    };
    const get = async (query: string) => {
      const res = await fetch(`${app.url}/oai?${query}`);
      if (!res.ok) throw new Error(`/oai answered ${res.status}`);
      return res.text();
    };
    /** The harvester's wait for each page of a whole harvest. */
    const harvest = async () => {
      const times: number[] = [];
      let query = 'verb=ListRecords&metadataPrefix=oai_dc';
      let records = 0;
      for (;;) {
        const t = performance.now();
        const xml = await get(query);
        times.push(performance.now() - t);
        records += (xml.match(/<record>/g) ?? []).length;
        const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
        if (!token) break;
        query = `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
      }
      return { times, records };
    };
    const at = async (n: number) => {
      const t = performance.now();
      await get('verb=Identify'); // brings oai_records up to date with the new items
      const indexing = (performance.now() - t) / 1000;
      const { times, records } = await harvest();
      if (records !== n) throw new Error(`harvested ${records} records of ${n}`);
      const sorted = [...times].sort((a, b) => a - b);
      const p95 = sorted[Math.floor(sorted.length * 0.95)] as number;
      console.log(
        `  ${n} items: first look at new items ${indexing.toFixed(1)} s; ${times.length} pages, median ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, whole harvest ${(times.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s`,
      );
      return median(times);
    };
    await grow(1, SMALL);
    const small = await at(SMALL);
    await grow(SMALL + 1, LARGE);
    const large = await at(LARGE);
    const ratio = large / small;
    return [
      {
        name: `OAI-PMH ListRecords page of 100 from ${LARGE} items (PostgreSQL, whole harvest)`,
        value: `${large.toFixed(1)} ms median`,
        baseline: `${small.toFixed(1)} ms at ${SMALL} items`,
        ratio: `${ratio.toFixed(2)}×`,
        budget: '≤ 50 ms and ≤ 1.5× (flat)',
        ok: large <= 50 && ratio <= 1.5,
      },
    ];
  } finally {
    await app.stop();
    await pg.drop();
  }
}
