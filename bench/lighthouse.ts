/**
 * npm run bench:lighthouse — the public site's speed and reach, and the listener
 * app's.
 *
 * 1. Builds the web app into a throw-away directory (with its Vite manifest) and prints the
 *    gzip JavaScript each public page downloads before its first screen — the entry, its shared
 *    chunks, the page's own lazy chunk and the interface language's catalog (the first screen
 *    waits for it) — per language, against the 130 KB budget.
 * 2. Starts the real server on that build with a fresh DATA_DIR and the demo seed, on a port
 *    in 3400-3499 (LH_PORT, default 3460).
 * 3. Runs Lighthouse 12.8 (mobile emulation, simulated throttling, slow 4G) on Debian's
 *    Chromium against `/`, `/about`, one demo song page and the listener app `/listen`, LH_RUNS
 *    times each (default 5), each run in a fresh Chromium. The CPU slowdown is calibrated to the
 *    machine, as Lighthouse's throttling documentation says to do on any host but the high-end
 *    desktop its default 4× is made for: each page × variant is loaded LH_RUNS times and what
 *    Lighthouse gathered is saved with the BenchmarkIndex it measured at each load; the audits
 *    then simulate the phone with the slowdown Lighthouse's calculator gives for the median of
 *    those indexes (calibratedCpuMultiplier; LH_CPU_MULTIPLIER=4 gives the uncalibrated
 *    default). Each row prints every load's index, the slowdown, performance and TBT.
 *    Beside the pages, the baseline of the same run: each page with
 *    its scripts taken out ("no app", first language and theme; LH_BASELINE=0 leaves it out).
 *    It judges the WORST run: the lowest
 *    score of each category and the largest CLS of the runs — a page has to meet its budget on
 *    every load, not on the median one. Beside Lighthouse's CLS, the trace's own sum of every
 *    layout shift of the load ("trace"): Chromium flags shifts soon after Lighthouse's viewport
 *    emulation as input, and Lighthouse drops a flagged shift more than 500 ms after it, so a
 *    shift of the page's own making counted on a fast load and vanished on a slow one (the
 *    footer under /about's loading placeholder, 0.31). Both are held to the CLS budget.
 *    Each page runs in every language of LH_LANGS (en, ha, yo, nup; default en) and theme of
 *    LH_THEMES (light, dark; default light). Debian's Chromium 156 (headless), checked:
 *    `--blink-settings=preferredColorScheme=0` (or `--force-dark-mode`) makes
 *    `matchMedia('(prefers-color-scheme: dark)')` match; `--lang=<code>` alone leaves
 *    navigator.languages at ["en-US","en"], `--accept-lang=<code>` sets it. Each run also checks
 *    what the page really got: the catalog chunk it fetched (the language) and the theme-color
 *    its first script set (the theme).
 *    LH_PAGES=home,about,song,listen picks pages; LH_DIST=<dir> audits an existing build (with
 *    its .vite/manifest.json) instead of building one.
 * 4. The listener app: the JavaScript it really loads before it can be used (every script
 *    response of a fresh page load of /listen until the app has started — its first screen
 *    arrives drawn by the server before any script, so "until the first shelf shows" would be
 *    nothing), per language, gzip, and its installability. Lighthouse 12 dropped the PWA category, so installability is Chromium's own
 *    verdict: DevTools' Page.getInstallabilityErrors once the service worker controls the page.
 *
 * Exits with 1 when a score, a timing or a size misses its budget — every page drawn by the server
 * with React DOM 19 and taken over by React in the browser:
 * public pages: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, LCP ≤ 2.0 s,
 * TBT ≤ 150 ms, CLS ≤ 0.02, JS ≤ 130 KB gzip;
 * /listen and /listen/proverbs: performance ≥ 95, accessibility 100, best practices ≥ 95, LCP ≤ 2.0 s,
 * TBT ≤ 150 ms, CLS ≤ 0.02; /listen's JS ≤ 170 KB gzip, installable.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_STARTED_EVENT, LOCALES, type Locale } from '@nupe/shared';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { startProcess } from './lib/process.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LH_PORT ?? 3460);
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 5));
/** LH_CPU_MULTIPLIER=<n>: this CPU slowdown instead of the one calibrated to the machine (4 is Lighthouse's own default). */
/** LH_BASELINE=0: no baseline rows (each page without its app). */
const BASELINE = process.env.LH_BASELINE !== '0';
const FIXED_CPU_MULTIPLIER = process.env.LH_CPU_MULTIPLIER ? Number(process.env.LH_CPU_MULTIPLIER) : null;
if (FIXED_CPU_MULTIPLIER !== null && !(FIXED_CPU_MULTIPLIER >= 1 && FIXED_CPU_MULTIPLIER <= 20))
  throw new Error('LH_CPU_MULTIPLIER must be a number from 1 to 20');
/** LH_SAVE=<dir>: every run's whole Lighthouse report and its trace (for DevTools' Performance panel) are written there. */
const SAVE_DIR = process.env.LH_SAVE ? path.resolve(process.env.LH_SAVE) : null;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** A comma-separated choice from the environment, each item checked against what is allowed. */
function listFromEnv<T extends string>(name: string, allowed: readonly T[], fallback: T[]): T[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const items = raw
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const item of items)
    if (!(allowed as readonly string[]).includes(item))
      throw new Error(`${name}: "${item}" is not one of ${allowed.join(', ')}`);
  return [...new Set(items)] as T[];
}
const LANGS = listFromEnv<Locale>('LH_LANGS', LOCALES, ['en']);
const THEME_CHOICES = listFromEnv<Theme>('LH_THEMES', THEMES, ['light']);
const PAGE_KEYS = ['home', 'about', 'song', 'listen', 'proverbs'] as const;
type PageKey = (typeof PAGE_KEYS)[number];
const PAGE_CHOICES = listFromEnv<PageKey>('LH_PAGES', PAGE_KEYS, [...PAGE_KEYS]);

/**
 * The browser's language and colour scheme, as a phone set to them would send: Chromium's flags,
 * checked on Debian's Chromium 156 (see the header). Light is set explicitly too, so a host
 * whose own default is dark still measures light.
 */
function variantFlags(lang: Locale, theme: Theme): string[] {
  return [
    `--lang=${lang}`,
    `--accept-lang=${lang}`,
    `--blink-settings=preferredColorScheme=${theme === 'dark' ? 0 : 1}`,
  ];
}
/** The theme-color index.html's first script sets from the colour scheme (apps/web/vite.config.ts). */
const THEME_COLOR: Record<Theme, string> = { light: '#1b1f4b', dark: '#10132f' };

const JS_BUDGET_BYTES = 130 * 1024;
const CLS_BUDGET = 0.02;
/** Largest Contentful Paint and Total Blocking Time of the worst run, in milliseconds. */
const LCP_BUDGET_MS = 2000;
const TBT_BUDGET_MS = 150;
const SCORE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
} as const;
type Category = keyof typeof SCORE_BUDGETS;
const CATEGORIES = Object.keys(SCORE_BUDGETS) as Category[];
/** The listener app: its own budgets; SEO is reported, not held to one (an app, not a page to find). */
const LISTEN_SCORE_BUDGETS: Record<Category, number | null> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: null,
};
const LISTEN_JS_BUDGET_BYTES = 170 * 1024;

/** Each public page and the lazy route module it loads (null: the entry chunk carries it). */
const PUBLIC_PAGES: { page: string; module: string | null }[] = [
  { page: '/', module: 'src/app/routes/public/home.tsx' },
  { page: '/about', module: 'src/app/routes/public/about.tsx' },
  { page: '/contact', module: 'src/app/routes/public/contact.tsx' },
  { page: '/terms', module: 'src/app/routes/public/terms.tsx' },
  { page: '/privacy', module: 'src/app/routes/public/privacy.tsx' },
  { page: '/song/:id', module: 'src/app/routes/public/song.tsx' },
  { page: '/login', module: 'src/app/routes/auth/login.tsx' },
  { page: '/register', module: 'src/app/routes/auth/register.tsx' },
  { page: '(page not found)', module: null },
];
/** The interface language's catalog: its own lazy chunk, which the first screen waits for (src/lib/i18n.ts). */
const catalogModule = (lang: Locale) => `src/locales/${lang}/messages.po`;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);

const readManifest = (distDir: string) =>
  JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The JS files a chunk loads before it runs: itself and its static imports, recursively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function checkJsBudget(distDir: string): boolean {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const gzipCache = new Map<string, number>();
  const gz = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const entryFiles = closure(manifest, entryKey);
  // A build without catalogs (before i18n) counts none.
  const langs = LOCALES.filter((l) => manifest[catalogModule(l)]);
  const columns: (Locale | null)[] = langs.length ? langs : [null];
  console.log(
    '\nJavaScript per public page before its first screen (gzip; entry + shared chunks + the page chunk + the language catalog):',
  );
  console.log(`  ${pad('page', 18)} ${columns.map((l) => (l ?? 'no i18n').padStart(9)).join(' ')}   budget`);
  let ok = true;
  for (const { page, module } of PUBLIC_PAGES) {
    const cells: string[] = [];
    let worst = 0;
    for (const lang of columns) {
      const keys = new Set(entryFiles);
      if (module) for (const k of closure(manifest, module)) keys.add(k);
      if (lang) for (const k of closure(manifest, catalogModule(lang))) keys.add(k);
      const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
      const total = files.reduce((sum, f) => sum + gz(f), 0);
      worst = Math.max(worst, total);
      cells.push(kb(total).padStart(9));
    }
    const pass = worst <= JS_BUDGET_BYTES;
    ok &&= pass;
    console.log(`  ${pad(page, 18)} ${cells.join(' ')}   ${kb(JS_BUDGET_BYTES)} ${pass ? 'ok' : 'OVER BUDGET'}`);
  }
  if (langs.length) {
    const catalogs = langs.map((l) => `${l} ${kb(gz(manifest[catalogModule(l)]!.file))}`).join(', ');
    console.log(`  (of which the catalog: ${catalogs})`);
  }
  return ok;
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

type Scores = Record<Category, number>;
type Run = {
  scores: Scores;
  cls: number;
  /**
   * Every layout shift of the load in the trace, those Chromium flagged as following input too.
   * A Lighthouse load has no input, but Chromium takes its viewport emulation for some, and
   * Lighthouse drops a flagged shift more than 500 ms after it: the same shift counts on a fast
   * load and vanishes on a slow one. This sum does not depend on that timing.
   */
  traceCls: number;
  lcpMs: number;
  tbtMs: number;
  metrics: string;
  failing: string[];
  /** The elements Lighthouse saw shift, with their share of CLS. */
  shifts: string[];
  /** What the page really got: the language whose catalog it fetched, the theme its first script chose. */
  gotLang: string;
  gotTheme: string;
  longTasks: string[];
  bootup: string[];
  /** The machine's BenchmarkIndex as this run measured it (Lighthouse's environment). */
  benchmarkIndex: number;
  /** The CPU slowdown this run's audits simulated (its page × variant's). */
  cpuMultiplier: number;
};
type Variant = { lang: Locale; theme: Theme };

/**
 * The CPU slowdown that makes this machine emulate Lighthouse's target phone (a mid-tier
 * Android, its "Moto G4" class), from the machine's BenchmarkIndex: Lighthouse's own CPU
 * slowdown calculator, which its throttling documentation points to for hosts that are not the
 * high-end desktop its default 4× is made for (docs/throttling.md, "Calibrating the CPU
 * slowdown"; the calculator is github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
 * pages/index.js). PageSpeed Insights does the same for its own machines (1.2×,
 * core/config/lr-mobile-config.js). A machine too slow to emulate that phone is an error.
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  throw new Error(`This machine (BenchmarkIndex ${benchmarkIndex}) is too slow to emulate Lighthouse's target phone`);
}

/** Lighthouse's settings for every load and audit: mobile emulation, slow 4G, the CPU slowdown given. */
function lighthouseFlags(cpuSlowdownMultiplier: number, port?: number) {
  return {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: CATEGORIES,
    // The mobile agent with PageSpeed Insights' marker: the song page then stays put instead
    // of handing over to the app and the store, as it does for crawlers (packages/shared platform.ts).
    emulatedUserAgent: `${userAgents.mobile} Chrome-Lighthouse`,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
  };
}

/** One load of the page, saved with what Lighthouse gathered and the BenchmarkIndex it measured. */
type Gathered = { dir: string; benchmarkIndex: number };

/**
 * Loads the page once in a fresh Chromium (Lighthouse's gather mode: simulated throttling loads
 * it unthrottled and measures the machine's BenchmarkIndex as it starts) and saves what it gathered.
 */
async function gather(url: string, variant: Variant): Promise<Gathered> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, ...variantFlags(variant.lang, variant.theme)],
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-lighthouse-run-'));
  try {
    await lighthouse(url, {
      ...lighthouseFlags(throttling.mobileSlow4G.cpuSlowdownMultiplier, chrome.port),
      gatherMode: dir,
    });
    const saved = JSON.parse(readFileSync(path.join(dir, 'artifacts.json'), 'utf8')) as { BenchmarkIndex: number };
    return { dir, benchmarkIndex: saved.BenchmarkIndex };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    chrome.kill();
  }
}

/**
 * One page × variant: LH_RUNS loads, then the audits of each with the CPU slowdown that
 * Lighthouse's calculator gives for the MEDIAN BenchmarkIndex of those loads: the machine is
 * calibrated as Lighthouse's documentation says (one slowdown for the device), from readings
 * taken beside the loads themselves, and one reading taken at a quiet or a busy second does not
 * make its own load a faster or slower phone. A load whose trace broke (NO_NAVSTART and kin) is
 * done again. LH_CPU_MULTIPLIER fixes the slowdown instead.
 */
async function measure(url: string, variant: Variant, catalogs: Map<string, string>): Promise<Run[]> {
  const loads: Gathered[] = [];
  try {
    for (let i = 0; i < RUNS; i++) loads.push(await gather(url, variant));
    const indexes = loads.map((l) => l.benchmarkIndex).sort((x, y) => x - y);
    const middle = indexes.length / 2;
    // An even count: the mean of the two middle readings (the upper one alone is the highest of two).
    const median = Number.isInteger(middle)
      ? ((indexes[middle - 1] as number) + (indexes[middle] as number)) / 2
      : (indexes[Math.floor(middle)] as number);
    const cpuMultiplier = FIXED_CPU_MULTIPLIER ?? calibratedCpuMultiplier(median);
    const runs: Run[] = [];
    for (let i = 0; i < loads.length; i++) {
      for (let attempt = 1; ; attempt++) {
        try {
          runs.push(await auditGathered(url, loads[i] as Gathered, cpuMultiplier, catalogs));
          break;
        } catch (err) {
          if (attempt >= 3) throw err;
          console.log(`  (loading ${url} again: ${(err as Error).message})`);
          rmSync((loads[i] as Gathered).dir, { recursive: true, force: true });
          loads[i] = await gather(url, variant);
        }
      }
    }
    return runs;
  } finally {
    for (const load of loads) rmSync(load.dir, { recursive: true, force: true });
  }
}

/** The audits of one saved load, simulating the phone with `cpuMultiplier` (the load itself was not slowed down). */
async function auditGathered(
  url: string,
  load: Gathered,
  cpuMultiplier: number,
  catalogs: Map<string, string>,
): Promise<Run> {
  // Lighthouse audits only what was gathered with the same settings: the saved ones are given the slowdown.
  const file = path.join(load.dir, 'artifacts.json');
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  saved.settings.throttling.cpuSlowdownMultiplier = cpuMultiplier;
  writeFileSync(file, JSON.stringify(saved));
  const result = await lighthouse(url, { ...lighthouseFlags(cpuMultiplier), auditMode: load.dir });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  if (typeof cls !== 'number') throw new Error(`Lighthouse on ${url}: no CLS measured`);
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  // The audits that cost points, for the report.
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 0.9) continue;
      failing.push(`${category}: ${a.id} (${a.score}) ${a.displayValue ?? ''} — ${a.title}`);
    }
  }
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY;
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY;
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .map((m) => `${m.replace('cumulative-layout-shift', 'CLS')} ${lhr.audits[m]?.displayValue ?? '?'}`)
    .join(', ');
  type ShiftItem = { score?: number; node?: { selector?: string; snippet?: string } };
  const shiftItems = (
    (lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? []
  ).filter((i) => (i.score ?? 0) >= 0.001);
  const shifts = shiftItems.map(
    (i) =>
      `${(i.score ?? 0).toFixed(3)} ${i.node?.selector ?? '(element gone)'} ${(i.node?.snippet ?? '').slice(0, 80)}`,
  );
  const requested = (artifacts.DevtoolsLog ?? [])
    .filter((e) => e.method === 'Network.requestWillBeSent')
    .map((e) => new URL((e.params as { request: { url: string } }).request.url).pathname.slice(1));
  const gotLang = [...new Set(requested.map((f) => catalogs.get(f)).filter(Boolean))].join('+') || '?';
  type ShiftEvent = { name: string; args?: { data?: { is_main_frame?: boolean; weighted_score_delta?: number } } };
  const traceCls = ((artifacts.Trace?.traceEvents ?? []) as ShiftEvent[])
    .filter((e) => e.name === 'LayoutShift' && e.args?.data?.is_main_frame)
    .reduce((sum, e) => sum + (e.args?.data?.weighted_score_delta ?? 0), 0);
  const themeColor = artifacts.MetaElements?.find((m) => m.name === 'theme-color')?.content;
  const gotTheme = (Object.keys(THEME_COLOR) as Theme[]).find((t) => THEME_COLOR[t] === themeColor) ?? '?';
  // Where the main thread's time went, for a run that blocked it too long: Lighthouse's own long
  // tasks (simulated on the throttled phone) and each script's evaluation time.
  type TaskItem = { url?: string; startTime?: number; duration?: number };
  const longTasks = ((lhr.audits['long-tasks']?.details as { items?: TaskItem[] } | undefined)?.items ?? [])
    .slice(0, 6)
    .map((t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms ${shortUrl(t.url)}`);
  type BootItem = { url?: string; scripting?: number; scriptParseCompile?: number };
  const bootup = ((lhr.audits['bootup-time']?.details as { items?: BootItem[] } | undefined)?.items ?? [])
    .slice(0, 4)
    .map(
      (b) =>
        `${shortUrl(b.url)} script ${Math.round(b.scripting ?? 0)} ms, parse ${Math.round(b.scriptParseCompile ?? 0)} ms`,
    );
  if (SAVE_DIR) {
    const name = path.join(SAVE_DIR, `${saveName(url)}-${Date.now()}`);
    writeFileSync(`${name}.json`, JSON.stringify(lhr));
    writeFileSync(`${name}.trace.json`, JSON.stringify(artifacts.Trace ?? {}));
  }
  const benchmarkIndex = Math.round(load.benchmarkIndex);
  return {
    scores,
    cls,
    traceCls,
    lcpMs,
    tbtMs,
    metrics,
    failing,
    shifts,
    gotLang,
    gotTheme,
    longTasks,
    bootup,
    benchmarkIndex,
    cpuMultiplier,
  };
}

/** A URL as the report shows it: its path only (every run is on the same server). */
function shortUrl(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
function saveName(url: string): string {
  return new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
}

/**
 * The listener app's first screen: the gzip size of every script a fresh load of
 * /listen fetches before its first shelf shows, and Chromium's installability verdict once the
 * service worker controls the page. A persistent profile: installability is never granted
 * to an incognito window, which is what a plain browser context is.
 */
async function checkListenApp(base: string, lang: Locale, withInstall: boolean): Promise<boolean> {
  const profile = mkdtempSync(path.join(tmpdir(), 'nupe-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS, ...variantFlags(lang, 'light')],
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: lang,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts = new Map<string, Promise<number>>();
    let firstScreen = false;
    page.on('response', (response) => {
      if (firstScreen || response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      );
    });
    // The app fires APP_STARTED_EVENT at #root once it has taken the drawn page over; it does
    // not bubble, so it is caught on its way down (capture on window).
    type Doc = {
      addEventListener(type: string, listener: () => void, capture: boolean): void;
      document: { documentElement: { setAttribute(name: string, value: string): void } };
    };
    await page.addInitScript((event) => {
      const w = globalThis as unknown as Doc;
      w.addEventListener(event, () => w.document.documentElement.setAttribute('data-bench-started', ''), true);
    }, APP_STARTED_EVENT);
    await page.goto(`${base}/listen`);
    // The first shelf ("New releases" in English), found by its language-neutral id, in the app.
    await page.locator('#shelf-new').waitFor({ timeout: 30_000 });
    await page.locator('html[data-bench-started]').waitFor({ state: 'attached', timeout: 30_000 });
    firstScreen = true;
    const sizes = await Promise.all(
      [...scripts].map(async ([url, size]) => [new URL(url).pathname, await size] as const),
    );
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const jsPass = total <= LISTEN_JS_BUDGET_BYTES;
    console.log(
      `\nThe listener app /listen in ${lang} (a fresh load, scripts fetched until the app has started, gzip):`,
    );
    for (const [file, size] of sizes.sort((a, b) => b[1] - a[1]))
      console.log(`    ${pad(file, 48)} ${kb(size).padStart(9)}`);
    console.log(
      `  JavaScript before /listen can be used: ${kb(total)} / ${kb(LISTEN_JS_BUDGET_BYTES)}  ${jsPass ? 'ok' : 'OVER BUDGET'}  (${sizes.length} files)`,
    );
    if (!withInstall) return jsPass;

    // Functions, not strings: the page's CSP forbids evaluating strings. The casts stand in for
    // the DOM's types, which this script is checked without.
    type WithWorker = { serviceWorker: { controller: { scriptURL: string } | null } };
    await page
      .waitForFunction(() => (navigator as unknown as WithWorker).serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      })
      .catch(() => {});
    const controlled = await page.evaluate(
      () => (navigator as unknown as WithWorker).serviceWorker.controller?.scriptURL ?? null,
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    const installable = controlled !== null && installabilityErrors.length === 0;
    console.log(`  service worker controlling /listen: ${controlled ?? 'none'}`);
    console.log(`  manifest: ${manifest.url} (${manifest.errors.length} parse errors)`);
    console.log(
      `  installability (Page.getInstallabilityErrors): ${
        installabilityErrors.length === 0
          ? 'no errors'
          : installabilityErrors
              .map((e) => `${e.errorId}${e.errorArguments.map((a) => ` ${a.name}=${a.value}`).join('')}`)
              .join(', ')
      }  ${installable ? 'ok' : 'NOT INSTALLABLE'}`,
    );
    return jsPass && installable && manifest.errors.length === 0;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The baseline measured in the same run: each page as the server draws it, with every script
 * taken out (its HTML, styles and covers, no app), served by a small server of the benchmark's
 * own beside the site (the page's addresses point back at the site). What Lighthouse reports
 * for it is what the page costs this machine before any of the app's JavaScript: parsing, style,
 * layout and paint, and the machine's own noise. LH_BASELINE=0 leaves it out.
 */
async function serveWithoutApp(pages: { key: string; url: string }[], site: string, lang: Locale) {
  const bodies = new Map<string, string>();
  for (const page of pages) {
    const html = await (await fetch(page.url, { headers: { 'accept-language': lang } })).text();
    bodies.set(
      `/${page.key}`,
      html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="manifest"[^>]*>/, '')
        // Another origin: the styles are fetched without CORS, as a plain stylesheet.
        .replaceAll(' crossorigin', '')
        .replace('<head>', `<head><base href="${site}/">`),
    );
  }
  const server = createHttpServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(PORT + 1, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${PORT + 1}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  // 1. Build into a directory of our own, so a running dev server or test run keeps its dist.
  const work = mkdtempSync(path.join(tmpdir(), 'nupe-lighthouse-'));
  let distDir = path.join(work, 'web');
  if (process.env.LH_DIST) {
    distDir = path.resolve(process.env.LH_DIST);
    if (!existsSync(path.join(distDir, '.vite/manifest.json')))
      throw new Error(`LH_DIST: ${distDir} has no .vite/manifest.json`);
    console.log(`Auditing the existing build in ${distDir}`);
  } else {
    console.log(`Building the web app into ${distDir} …`);
    execFileSync('npm', ['run', 'build', '-w', '@nupe/web', '--', '--outDir', distDir, '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
  const jsOk = checkJsBudget(distDir);
  const manifest = readManifest(distDir);
  /** Catalog chunk file → its language, to tell which language a page really loaded. */
  const catalogs = new Map<string, string>(
    LOCALES.filter((l) => manifest[catalogModule(l)]).map((l) => [manifest[catalogModule(l)]!.file, l]),
  );

  // 2. The real server on that build.
  if (!Number.isInteger(PORT) || PORT < 1024 || PORT > 65535) throw new Error('LH_PORT must be a port in 1024-65535');
  if (!(await portIsFree(PORT)) || (BASELINE && !(await portIsFree(PORT + 1))))
    throw new Error(`Port ${PORT} or ${PORT + 1} is in use; set LH_PORT to a free port`);
  const base = `http://127.0.0.1:${PORT}`;
  console.log(`\nStarting the server on ${base} (fresh DATA_DIR, demo seed) …`);
  const server = await startProcess(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['apps/server/src/server.ts'],
    {
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST_DIR: distDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      JWT_SECRET: 'lighthouse-bench-secret-0123456789-abcdef',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      APP_STORE_URL_IOS: process.env.APP_STORE_URL_IOS ?? 'https://apps.apple.com/app/nupe-music/id0000000000',
      APP_STORE_URL_ANDROID:
        process.env.APP_STORE_URL_ANDROID ?? 'https://play.google.com/store/apps/details?id=org.nupemusic.app',
    },
    `${base}/api/health`,
    180_000,
  );

  let scoresOk = true;
  let listenOk = true;
  try {
    const list = (await (await fetch(`${base}/api/songs?limit=20`)).json()) as {
      songs: { id: string; title: string; coverUrl: string | null }[];
    };
    const song = list.songs.find((s) => s.coverUrl) ?? list.songs[0];
    if (!song) throw new Error('The demo catalogue has no public song');
    const allPages: { key: PageKey; name: string; url: string; budgets: Record<Category, number | null> }[] = [
      { key: 'home', name: '/', url: `${base}/`, budgets: SCORE_BUDGETS },
      { key: 'about', name: '/about', url: `${base}/about`, budgets: SCORE_BUDGETS },
      { key: 'song', name: '/song/:id', url: `${base}/song/${song.id}`, budgets: SCORE_BUDGETS },
      { key: 'listen', name: '/listen', url: `${base}/listen`, budgets: LISTEN_SCORE_BUDGETS },
      { key: 'proverbs', name: '/listen/proverbs', url: `${base}/listen/proverbs`, budgets: LISTEN_SCORE_BUDGETS },
    ];
    const pages = allPages.filter((p) => PAGE_CHOICES.includes(p.key));
    console.log(`  song page: “${song.title}” (${song.id})`);

    // Warm the server (first-request compilation, database pages) as a running site would be.
    for (const page of pages) {
      const html = await (await fetch(page.url)).text();
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await Promise.all(
        [...assets, '/api/public/site', '/api/public/stats', `/api/songs/${song.id}`, '/api/songs?limit=12'].map((a) =>
          fetch(`${base}${a}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((r) => r.arrayBuffer()),
        ),
      );
    }

    type Row = {
      name: string;
      variant: Variant;
      budgets: Record<Category, number | null>;
      runs: Run[];
      worst: Scores;
      worstCls: number;
      worstTraceCls: number;
      worstLcpMs: number;
      worstTbtMs: number;
      ok: boolean;
      baseline: boolean;
    };
    const rows: Row[] = [];
    console.log(
      `\nLighthouse 12.8, mobile emulation, slow 4G, CPU slowdown ${FIXED_CPU_MULTIPLIER ? `${FIXED_CPU_MULTIPLIER}× (LH_CPU_MULTIPLIER)` : "calibrated to the median BenchmarkIndex of each row's loads (Lighthouse's calculator)"}: ${RUNS} run(s) of each page × language (${LANGS.join(', ')}) × theme (${THEME_CHOICES.join(', ')}):`,
    );
    // Every page × language × theme, then each page without its app (the baseline, below).
    const cells = pages.flatMap((page) =>
      LANGS.flatMap((lang) =>
        THEME_CHOICES.map((theme) => ({ page, variant: { lang, theme }, url: page.url, baseline: false })),
      ),
    );
    const baselines = BASELINE ? await serveWithoutApp(pages, base, LANGS[0] as Locale) : null;
    if (baselines)
      for (const page of pages)
        cells.push({
          page,
          variant: { lang: LANGS[0] as Locale, theme: THEME_CHOICES[0] as Theme },
          url: `${baselines.url}/${page.key}`,
          baseline: true,
        });
    try {
      for (const { page, variant, url, baseline } of cells) {
        const { lang, theme } = variant;
        const runs = await measure(url, variant, catalogs);
        const worst = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.min(...runs.map((r) => r.scores[c]))]),
        ) as Scores;
        const worstCls = Math.max(...runs.map((r) => r.cls));
        const worstTraceCls = Math.max(...runs.map((r) => r.traceCls));
        // A shift Lighthouse took for input still moved the page under the reader: both count.
        const worstLcpMs = Math.max(...runs.map((r) => r.lcpMs));
        const worstTbtMs = Math.max(...runs.map((r) => r.tbtMs));
        let ok =
          worstCls <= CLS_BUDGET &&
          worstTraceCls <= CLS_BUDGET &&
          worstLcpMs <= LCP_BUDGET_MS &&
          worstTbtMs <= TBT_BUDGET_MS;
        for (const c of CATEGORIES) {
          const budget = page.budgets[c];
          if (budget !== null && worst[c] < budget) ok = false;
        }
        // A run that did not get the language or theme asked for measured something else (the
        // baseline has no scripts to ask for either).
        const wrong = baseline ? [] : runs.filter((r) => (catalogs.size && r.gotLang !== lang) || r.gotTheme !== theme);
        if (wrong.length) ok = false;
        // The baseline is reported beside the pages, not held to their budgets.
        if (!baseline) scoresOk &&= ok;
        const name = baseline ? `${page.name} no app` : page.name;
        rows.push({
          name,
          variant,
          budgets: page.budgets,
          runs,
          worst,
          worstCls,
          worstTraceCls,
          worstLcpMs,
          worstTbtMs,
          ok,
          baseline,
        });
        console.log(
          `  ${pad(name, 10)} ${pad(lang, 4)} ${pad(theme, 6)} index ${runs.map((r) => r.benchmarkIndex).join(', ')} → CPU ${runs[0]?.cpuMultiplier.toFixed(1)}×; performance ${runs.map((r) => r.scores.performance).join(', ')}; TBT ${runs.map((r) => Math.round(r.tbtMs)).join(', ')}; CLS ${runs.map((r) => r.cls.toFixed(3)).join(', ')} (trace ${runs.map((r) => r.traceCls.toFixed(3)).join(', ')})${
            wrong.length
              ? `  — ${wrong.length} run(s) got ${wrong.map((r) => `${r.gotLang}/${r.gotTheme}`).join(', ')} instead of ${lang}/${theme}`
              : ''
          }`,
        );
      }
    } finally {
      await baselines?.close();
    }

    const short: Record<Category, string> = {
      performance: 'perf',
      accessibility: 'a11y',
      'best-practices': 'bp',
      seo: 'seo',
    };
    console.log(
      `\nWorst of ${RUNS} run(s) (lowest score of each category, largest CLS; "trace": every shift of the load, those Lighthouse dropped as input too):`,
    );
    console.log(
      `  ${pad('page', 16)} ${pad('lang', 5)}${pad('theme', 6)} ${CATEGORIES.map((c) => short[c].padStart(5)).join('')} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(7)} ${'trace'.padStart(7)}`,
    );
    for (const r of rows) {
      const cells = CATEGORIES.map((c) => {
        const budget = r.budgets[c];
        const miss = budget !== null && r.worst[c] < budget;
        return `${r.worst[c]}${miss ? '!' : ''}`.padStart(5);
      });
      const cls = `${r.worstCls.toFixed(3)}${r.worstCls > CLS_BUDGET ? '!' : ''}`.padStart(7);
      const traceCls = `${r.worstTraceCls.toFixed(3)}${r.worstTraceCls > CLS_BUDGET ? '!' : ''}`.padStart(7);
      const lcp = `${(r.worstLcpMs / 1000).toFixed(2)}s${r.worstLcpMs > LCP_BUDGET_MS ? '!' : ''}`.padStart(7);
      const tbt = `${Math.round(r.worstTbtMs)}ms${r.worstTbtMs > TBT_BUDGET_MS ? '!' : ''}`.padStart(7);
      console.log(
        `  ${pad(r.name, 16)} ${pad(r.variant.lang, 5)}${pad(r.variant.theme, 6)} ${cells.join('')} ${lcp} ${tbt} ${cls} ${traceCls}  ${r.baseline ? 'baseline' : r.ok ? 'ok' : 'MISS'}`,
      );
    }
    const budgetCells = (budgets: Record<Category, number | null>) =>
      CATEGORIES.map((c) => {
        const b = budgets[c];
        return (b === null ? '-' : `${c === 'accessibility' || c === 'seo' ? '=' : '≥'}${b}`).padStart(5);
      }).join('');
    const clsCells = `${`≤${LCP_BUDGET_MS / 1000}s`.padStart(7)} ${`≤${TBT_BUDGET_MS}ms`.padStart(7)} ${`≤${CLS_BUDGET}`.padStart(7)} ${`≤${CLS_BUDGET}`.padStart(7)}`;
    console.log(`  ${pad('budget, public pages', 28)} ${budgetCells(SCORE_BUDGETS)} ${clsCells}`);
    console.log(`  ${pad('budget, /listen, /listen/proverbs', 28)} ${budgetCells(LISTEN_SCORE_BUDGETS)} ${clsCells}`);
    console.log('  (! marks a miss; "no app": the same page with its scripts taken out, the baseline, reported only)');

    for (const r of rows) {
      const worstRun = r.runs.reduce((a, b) => (b.scores.performance < a.scores.performance ? b : a));
      const shifted = r.runs.filter((run) => run.shifts.length);
      console.log(`\n  ${r.name} ${r.variant.lang} ${r.variant.theme} — worst run: ${worstRun.metrics}`);
      for (const line of worstRun.failing) console.log(`    ${line}`);
      if (worstRun.tbtMs > TBT_BUDGET_MS) {
        console.log(`    long tasks: ${worstRun.longTasks.join('; ') || 'none listed'}`);
        console.log(`    scripts: ${worstRun.bootup.join('; ')}`);
      }
      for (const run of shifted) {
        console.log(`    layout shifts of a run with CLS ${run.cls.toFixed(3)}:`);
        for (const line of run.shifts) console.log(`      ${line}`);
      }
    }

    if (PAGE_CHOICES.includes('listen')) {
      listenOk = true;
      for (const [i, lang] of LANGS.entries()) listenOk = (await checkListenApp(base, lang, i === 0)) && listenOk;
    }
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }

  const ok = jsOk && scoresOk && listenOk;
  console.log(`\n${ok ? 'All budgets met.' : 'A budget was missed.'}`);
  process.exitCode = ok ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
