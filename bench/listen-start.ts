import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { startApp, uploadSong } from './lib/app.js';
import type { Figure } from './lib/figure.js';
import { coverFile, mp3File } from './lib/fixtures.js';
import { ROOT } from './lib/process.js';
import { median } from './lib/wrk.js';

/**
 * The budget: "Audio starts within 300 ms of pressing play on loopback (measured in Chromium
 * from the click to the `playing` event) for a cached-off first play."
 *
 * The real server on a fresh build of the web app and a fresh DATA_DIR, one uploaded song
 * (a 5-minute 128 kbps MP3, its renditions made first). Each run is a new browser context
 * with the HTTP cache off (CDP Network.setCacheDisabled): open /listen/song/:id, press Play,
 * and time, inside the page with performance.now(), the click (a capturing listener) to the
 * first `playing` event. The same-run baseline: a bare page whose one <audio preload="none">
 * points at the same stream address, played by a button — no app around it.
 * LISTEN_START_RUNS (default 9) measured runs of each, interleaved, after one warm-up each.
 */
const PORT = Number(process.env.LISTEN_START_PORT ?? 3210);
const RUNS = Math.max(3, Number(process.env.LISTEN_START_RUNS ?? 9));
const BUDGET_MS = 300;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Records the click and the first `playing` event on the page's own clock (page code as a
 * string: this workspace is type-checked without the DOM library). `playing` does not
 * bubble, but a capturing listener on the document still sees it.
 */
const PROBE = `
  window.__listenStart = { click: 0, playing: 0 };
  document.addEventListener('click', () => {
    if (!window.__listenStart.click) window.__listenStart.click = performance.now();
  }, true);
  document.addEventListener('playing', () => {
    if (!window.__listenStart.playing) window.__listenStart.playing = performance.now();
  }, true);
`;

type Probe = { click: number; playing: number };

async function measure(page: Page, press: () => Promise<void>): Promise<number> {
  await press();
  // Functions, not strings: the app's CSP forbids eval, and these run through DevTools instead.
  await page.waitForFunction(
    () => (globalThis as unknown as { __listenStart: Probe }).__listenStart.playing > 0,
    null,
    { timeout: 15_000 },
  );
  return page.evaluate(() => {
    const p = (globalThis as unknown as { __listenStart: Probe }).__listenStart;
    return p.playing - p.click;
  });
}

/** One cold first play in a fresh context with the HTTP cache off. */
async function run(browser: Browser, go: (page: Page) => Promise<() => Promise<void>>): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(PROBE);
    const press = await go(page);
    return await measure(page, press);
  } finally {
    await context.close();
  }
}

const ms = (n: number) => `${Math.round(n)} ms`;

export async function benchListenStart(): Promise<Figure[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'nupe-bench-listen-'));
  const distDir = path.join(work, 'web');
  execFileSync('npm', ['run', 'build', '-w', '@nupe/web', '--', '--outDir', distDir, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const app = await startApp({ port: PORT, env: { WEB_DIST_DIR: distDir } });
  let browser: Browser | null = null;
  try {
    const uploaded = await uploadSong(app, mp3File(), await coverFile(), 'Listen start bench');
    // Wait for the standard rendition, which is what the player asks for once it exists.
    type ApiSong = { title: string; streamUrl: string; renditions: { standard: string | null } };
    let song: ApiSong | null = null;
    for (let i = 0; i < 120; i++) {
      const res = await fetch(`${app.url}/api/songs/${uploaded.id}`);
      song = ((await res.json()) as { song: ApiSong }).song;
      if (song.renditions.standard) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    if (!song) throw new Error('the uploaded song could not be read back');
    const served = song.renditions.standard ? 'standard rendition' : 'original (no rendition was made in 2 min)';
    const stream = `${app.url}${song.streamUrl}?quality=standard`;
    const title = song.title;

    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
    const openApp = async (page: Page) => {
      await page.goto(`${app.url}/listen/song/${uploaded.id}`);
      const play = page.getByRole('button', { name: `Play ${title}`, exact: true });
      await play.waitFor();
      return () => play.click();
    };
    const baselinePage = `${app.url}/__bench/plain-audio`;
    const openBaseline = async (page: Page) => {
      // Served by the browser itself: no app, no framework, just the element and the same file.
      await page.route(baselinePage, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>plain audio</title><audio preload="none" src="${stream}"></audio><button>Play</button><script>document.querySelector('button').onclick=()=>document.querySelector('audio').play()</script>`,
        }),
      );
      await page.goto(baselinePage);
      return () => page.getByRole('button', { name: 'Play' }).click();
    };

    // One warm-up of each (the server's first stream, Chromium's first media pipeline).
    await run(browser, openApp);
    await run(browser, openBaseline);
    const appRuns: number[] = [];
    const baseRuns: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      appRuns.push(await run(browser, openApp));
      baseRuns.push(await run(browser, openBaseline));
    }
    console.log(`  app runs (ms):      ${appRuns.map((n) => Math.round(n)).join(', ')}`);
    console.log(`  baseline runs (ms): ${baseRuns.map((n) => Math.round(n)).join(', ')}`);
    console.log(`  served: ${served}`);
    const appMedian = median(appRuns);
    const baseMedian = median(baseRuns);
    return [
      {
        name: `listen: click on Play → \`playing\`, cache off (median of ${RUNS})`,
        value: `${ms(appMedian)} (slowest ${ms(Math.max(...appRuns))})`,
        baseline: `plain <audio> on the same stream ${ms(baseMedian)}`,
        ratio: `${appMedian - baseMedian >= 0 ? '+' : ''}${ms(appMedian - baseMedian)} over plain <audio>`,
        budget: `≤ ${BUDGET_MS} ms`,
        ok: appMedian <= BUDGET_MS,
      },
    ];
  } finally {
    await browser?.close();
    await app.stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(app.dataDir, { recursive: true, force: true });
  }
}
