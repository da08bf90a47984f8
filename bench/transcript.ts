import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { ROOT } from './lib/process.js';

const PORT = Number(process.env.TRANSCRIPT_BENCH_PORT ?? 3230);
const CUES = 300;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WATCH_MS = 6000;

/**
 * A 300-cue transcript (a 10-minute item) loads with the song page lazily and small
 * (≤ 30 KB gzip: the WebVTT it fetches after the first screen, plus the code that shows it), and
 * its highlight following playback costs no dropped frames on a mid-range phone profile
 * (Chromium CPU throttled 4×): frames over 50 ms while playing with the transcript shown,
 * against the same song page without a transcript, in the same run.
 */
export async function benchTranscript(): Promise<Figure[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'nupe-bench-transcript-'));
  const distDir = path.join(work, 'web');
  execFileSync('npm', ['run', 'build', '-w', '@nupe/web', '--', '--outDir', distDir, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const app = await startApp({ port: PORT, env: { WEB_DIST_DIR: distDir } });
  let browser: Browser | null = null;
  try {
    const withText = await uploadSong(app, mp3File(), await coverFile(), 'Transcript bench');
    const without = await uploadSong(app, mp3File(330), await coverFile(), 'No transcript bench');
    const info = (await (await fetch(`${app.url}/api/songs/${withText.id}`)).json()) as {
      song: { durationSeconds: number };
    };
    const step = info.song.durationSeconds / CUES;
    const stamp = (s: number) => new Date(Math.round(s * 1000)).toISOString().slice(11, 23);
    const vtt = `WEBVTT\n\n${Array.from(
      { length: CUES },
      (_, i) => `${stamp(i * step)} --> ${stamp((i + 1) * step)}\nẸ̀yàgí lo, line ${i + 1} of what is said in Nupe`,
    ).join('\n\n')}\n`;
    const put = await fetch(`${app.url}/api/songs/${withText.id}/transcripts/nup?status=reviewed`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'text/vtt' },
      body: vtt,
    });
    if (!put.ok) throw new Error(`transcript refused: ${await put.text()}`);

    // What the transcript costs on the wire: its WebVTT and the code that shows it (in the song page's chunk).
    const served = await (await fetch(`${app.url}/api/songs/${withText.id}/transcripts/nup.vtt`)).text();
    const vttGzip = gzipSync(served).length;
    // The chunk holding the transcript's code: the one with its heading's words.
    const assets = path.join(distDir, 'assets');
    const chunk = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(assets, f)))
      .find((code) => code.includes('What is said'));
    if (!chunk) throw new Error('no chunk holds the transcript');
    const chunkGzip = gzipSync(chunk).length;

    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--autoplay-policy=no-user-gesture-required',
      ],
    });
    const longFrames = async (songId: string, title: string) => {
      const context = await browser!.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.goto(`${app.url}/listen/song/${songId}`);
        const play = page.getByRole('button', { name: `Play ${title}`, exact: true });
        await play.waitFor();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await play.click();
        // Frame gaps while it plays, on the page's own clock (a string: no DOM types here).
        return (await page.evaluate(`new Promise((done) => {
          const gaps = []; let last = performance.now(); const end = last + ${WATCH_MS};
          const tick = (t) => { gaps.push(t - last); last = t; if (t < end) requestAnimationFrame(tick); else done(gaps); };
          requestAnimationFrame(tick);
        })`)) as number[];
      } finally {
        await context.close();
      }
    };
    await longFrames(without.id, 'No transcript bench'); // warm-up
    const base = await longFrames(without.id, 'No transcript bench');
    const shown = await longFrames(withText.id, 'Transcript bench');
    const over = (gaps: number[]) => gaps.filter((g) => g > 50).length;
    console.log(
      `  frames: ${shown.length} with the transcript, ${base.length} without, in ${WATCH_MS / 1000} s at 4× CPU throttling`,
    );
    return [
      {
        name: `${CUES}-cue transcript on the wire (WebVTT after the first screen, and the song page's code)`,
        value: `${((vttGzip + chunkGzip) / 1024).toFixed(1)} KB gzip (WebVTT ${(vttGzip / 1024).toFixed(1)} KB, code ${(chunkGzip / 1024).toFixed(1)} KB)`,
        baseline: '-',
        ratio: '-',
        budget: '≤ 30 KB gzip',
        ok: vttGzip + chunkGzip <= 30 * 1024,
      },
      {
        name: 'frames over 50 ms while playing, 4× CPU throttling, 390 px',
        value: `${over(shown)} with the transcript following playback`,
        baseline: `${over(base)} without a transcript`,
        ratio: `+${Math.max(0, over(shown) - over(base))}`,
        budget: 'no more than without',
        ok: over(shown) <= over(base),
      },
    ];
  } finally {
    await browser?.close();
    await app.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
