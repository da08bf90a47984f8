/**
 * `npm run bench [-- name …]`: the speed and memory budgets, each measured
 * against a baseline in the same run (these machines are noisy: ratios and medians).
 *   upload   uploading a 200 MB WAV grows the server's RSS by at most 64 MB
 *   tus      a 100 MB resumable upload cut at 60 % sends ≤ 45 MB more to finish; its time vs a multipart POST
 *   stream   ranged audio through the app ≥ 90 % of bare Fastify + @fastify/static
 *   nginx    ranged audio through nginx + X-Accel-Redirect ≥ 80 % of nginx serving the file
 *   stats    admin statistics ≤ 20 ms median on PostgreSQL, flat from 100k to 1M play events
 *   list     a page of 20 songs of 10 000 ≤ 10 ms median and ≥ 30 % of a bare Fastify route's req/s
 *   renditions  the data-saver rendition of a 4-minute song is under 1.5 MB
 *   listen-start  audio plays ≤ 300 ms after pressing Play in /listen, cache off
 *   startup  the production build starts no slower and no bigger than the tsx start
 *   s3       ranged streaming from a bucket (proxied, presigned redirect) vs local disk
 *   instances  a JSON route through nginx: two app instances vs one, on one PostgreSQL
 *   fixity   a full fixity audit ≥ 80 % of sha256sum's speed, memory flat; streaming p99 +≤ 20 % during one
 *   backup   time and size of a backup of the media and a 1M-event database; a second one copies no media
 *   transcript  a 300-cue transcript ≤ 30 KB gzip with its code; no more long frames than without it at 4× CPU throttling
 *   oai      an OAI-PMH harvest's ListRecords pages of 100 ≤ 50 ms median on PostgreSQL, flat from 10 000 to 100 000 items
 *   bag      export:bag of a 1 GiB collection ≥ 70 % of cp + sha256sum's throughput, memory flat
 *   search   full-text search over 10 000 items with 2 000-word transcripts ≤ 20 ms median and ≤ 2× title-only, both engines
 *   i18n     GET /api/i18n/{lang} with every message reviewed ≤ 5 ms median (PostgreSQL); its first answer ≤ 1 s
 *   loudness  the loudness measurement and fingerprint add ≤ 25 % to an upload's processing (its renditions)
 *   stream-offset  a transcoded stream from 3:00 starts its first byte within 1.5× of one from 0
 *   syndication  a IIIF Manifest (300 cues, 20 Ranges) ≤ 20 ms, a feed of 500 episodes ≤ 50 ms, Content Search over 2 000 words ≤ 20 ms, flat from 1 000 to 100 000 items
 *   subsonic  /rest: a search3 full sync of 10 000 songs in pages of 500 ≤ 1 s on PostgreSQL; /rest/stream ≥ 90 % of /api/songs/:id/stream
 *   clips    the first 60 s clip of an item ≤ 1.5 s, a cached clip ≤ 20 ms; tagging adds ≤ 10 % to a download's time to first byte
 */

import { benchBackup } from './backup.js';
import { benchBag } from './bag.js';
import { benchClips } from './clips.js';
import { benchFixity } from './fixity.js';
import { benchI18n } from './i18n.js';
import { benchInstances } from './instances.js';
import type { Figure } from './lib/figure.js';
import { benchList } from './list.js';
import { benchListenStart } from './listen-start.js';
import { benchLoudness, benchStreamOffset } from './loudness.js';
import { benchNginx } from './nginx.js';
import { benchOai } from './oai.js';
import { benchRenditions } from './renditions.js';
import { benchS3 } from './s3.js';
import { benchSearch } from './search.js';
import { benchStartup } from './startup.js';
import { benchStats } from './stats.js';
import { benchStream } from './stream.js';
import { benchSubsonic } from './subsonic.js';
import { benchSyndication } from './syndication.js';
import { benchTranscript } from './transcript.js';
import { benchTus } from './tus.js';
import { benchUpload } from './upload.js';

const all: Record<string, () => Promise<Figure[]>> = {
  upload: benchUpload,
  tus: benchTus,
  stream: benchStream,
  nginx: benchNginx,
  stats: benchStats,
  list: benchList,
  renditions: benchRenditions,
  'listen-start': benchListenStart,
  startup: benchStartup,
  s3: benchS3,
  instances: benchInstances,
  fixity: benchFixity,
  backup: benchBackup,
  search: benchSearch,
  transcript: benchTranscript,
  oai: benchOai,
  bag: benchBag,
  subsonic: benchSubsonic,
  i18n: benchI18n,
  clips: benchClips,
  loudness: benchLoudness,
  'stream-offset': benchStreamOffset,
  syndication: benchSyndication,
};

const chosen = process.argv.slice(2).filter((a) => a in all);
const names = chosen.length ? chosen : Object.keys(all);
const figures: Figure[] = [];
for (const name of names) {
  console.log(`\n== ${name} ==`);
  try {
    const got = await all[name]!();
    for (const f of got)
      console.log(
        `  ${f.ok ? 'PASS' : 'FAIL'}  ${f.name}: ${f.value} (baseline ${f.baseline}; ${f.ratio}; budget ${f.budget})`,
      );
    figures.push(...got);
  } catch (err) {
    console.error(`  ERROR ${name}:`, err);
    figures.push({ name, value: 'error', baseline: '-', ratio: '-', budget: '-', ok: false });
  }
}

console.log('\nSummary');
console.table(
  figures.map((f) => ({
    figure: f.name,
    value: f.value,
    baseline: f.baseline,
    ratio: f.ratio,
    budget: f.budget,
    ok: f.ok,
  })),
);
const failed = figures.filter((f) => !f.ok).length;
console.log(`${figures.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
