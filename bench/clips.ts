import { openAsBlob } from 'node:fs';
import { startApp } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';

const PORT = Number(process.env.CLIPS_BENCH_PORT ?? 3393);
/** Interleaved requests per route for the time-to-first-byte comparison. */
const TTFB_ROUNDS = 300;
const CACHED_ROUNDS = 30;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** Milliseconds until the answer's headers (its first byte), the body then dropped. */
async function ttfb(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const took = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.body?.cancel();
  return took;
}

/** Milliseconds for the whole answer. */
async function whole(url: string, headers: Record<string, string> = {}): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.toString()}`);
  return { ms: performance.now() - started, bytes: body.length };
}

/**
 * Moments and provenance, through the real server (its own ffmpeg and tagging):
 * - the first clip of an item (60 s cut from its ~5-minute streaming copy, re-encoded and
 *   tagged) ≤ 1.5 s; the same clip again, from the cache, ≤ 20 ms (median);
 * - tagging adds ≤ 10 % to a download's time to first byte: the tagged streaming copy
 *   (download?quality=standard, warm) against a download that leaves untagged, the original
 *   (download, same route, same attachment headers), same ranged request, interleaved, medians;
 *   the same rendition streamed untagged (stream?quality=standard, inline) is printed beside it.
 */
export async function benchClips(): Promise<Figure[]> {
  // The cached clip is asked for many times in a row: the per-person limit is raised for that.
  const app = await startApp({ port: PORT, env: { CLIP_RATE_LIMIT_MAX: '1000' } });
  try {
    const form = new FormData();
    form.set('title', 'Clip bench');
    form.set('artist', 'Bench Ensemble');
    form.set('genre', 'Zikiri');
    form.set('consentScopes', 'stream,download,derivative');
    form.set('audio', await openAsBlob(mp3File(247)), 'bench.mp3');
    form.set('cover', await openAsBlob(await coverFile()), 'cover.png');
    const up = await fetch(`${app.url}/api/artist/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.token}` },
      body: form,
    });
    const { song } = (await up.json()) as { song: { id: string } };
    if (up.status !== 201) throw new Error(`upload failed: ${up.status}`);
    const words = Array.from({ length: 100 }, (_, i) => {
      const at = (s: number) =>
        `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
      return `${at(i * 3)} --> ${at(i * 3 + 2)}\nLine ${i + 1} of what is said, ẹ̀gbá lò nyi`;
    });
    await fetch(`${app.url}/api/songs/${song.id}/transcripts/nup?status=reviewed`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'text/vtt' },
      body: `WEBVTT\n\n${words.join('\n\n')}\n`,
    });
    // The worker makes the streaming renditions in the background.
    for (let i = 0; ; i++) {
      const r = (await (await fetch(`${app.url}/api/songs/${song.id}`)).json()) as {
        song: { renditions: { standard: string | null; dataSaver: string | null } };
      };
      // Both made: the worker no longer takes the processor from the measurements.
      if (r.song.renditions.standard && r.song.renditions.dataSaver) break;
      if (i > 240) throw new Error('the standard rendition was not made in 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // past the streaming lookup cache

    const clipUrl = `${app.url}/api/songs/${song.id}/clip?start=60&duration=60`;
    const first = await whole(clipUrl);
    // Baseline: as many bytes of the streaming copy, through the same server, in the same run.
    const sameBytes = { range: `bytes=0-${first.bytes - 1}` };
    const streamUrl = `${app.url}/api/songs/${song.id}/stream?quality=standard`;
    const cached: number[] = [];
    const streamed: number[] = [];
    for (let i = 0; i < CACHED_ROUNDS; i++) {
      cached.push((await whole(clipUrl)).ms);
      streamed.push((await whole(streamUrl, sameBytes)).ms);
    }

    const tagged = `${app.url}/api/songs/${song.id}/download?quality=standard`;
    const plain = `${app.url}/api/songs/${song.id}/download`;
    const streamedUrl = `${app.url}/api/songs/${song.id}/stream?quality=standard`;
    // A resumed range: not counted as a new download, so no route writes to the database.
    const range = { range: 'bytes=1-65536' };
    await ttfb(tagged, range); // the tagged copy is made once, then served
    for (let i = 0; i < 20; i++) await Promise.all([ttfb(tagged, range), ttfb(plain, range), ttfb(streamedUrl, range)]);
    const withTags: number[] = [];
    const without: number[] = [];
    const inline: number[] = [];
    const order = [
      () => ttfb(tagged, range).then((ms) => withTags.push(ms)),
      () => ttfb(plain, range).then((ms) => without.push(ms)),
      () => ttfb(streamedUrl, range).then((ms) => inline.push(ms)),
    ];
    // Each round in another order, so none of the three always goes first.
    for (let i = 0; i < TTFB_ROUNDS; i++) for (let k = 0; k < 3; k++) await order[(i + k) % 3]!();
    const cachedMs = median(cached);
    const ratio = median(withTags) / median(without);
    return [
      {
        name: 'first clip of an item (60 s, MP3, tagged)',
        value: `${first.ms.toFixed(0)} ms (${(first.bytes / 1024).toFixed(0)} KB)`,
        baseline: '-',
        ratio: '-',
        budget: '≤ 1500 ms and ≤ 500 KB',
        ok: first.ms <= 1500 && first.bytes <= 500 * 1024,
      },
      {
        name: 'the same clip from the cache (median)',
        value: `${cachedMs.toFixed(1)} ms`,
        baseline: `as many bytes of the streaming copy ${median(streamed).toFixed(1)} ms`,
        ratio: `${(cachedMs / median(streamed)).toFixed(2)}×; first cut ${first.ms.toFixed(0)} ms`,
        budget: '≤ 20 ms',
        ok: cachedMs <= 20,
      },
      {
        name: 'download time to first byte, tagged copy (median)',
        value: `${median(withTags).toFixed(2)} ms`,
        baseline: `untagged download (the original) ${median(without).toFixed(2)} ms; the rendition streamed ${median(inline).toFixed(2)} ms`,
        ratio: `${((ratio - 1) * 100).toFixed(1)} % more`,
        budget: '≤ +10 %',
        ok: ratio <= 1.1,
      },
    ];
  } finally {
    await app.stop();
  }
}
