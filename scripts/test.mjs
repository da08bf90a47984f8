#!/usr/bin/env node
// The whole test suite, in order, stopping at the first failing step:
// type checks, lint, import boundaries, unit tests, API tests on PGlite, API tests on PostgreSQL (when
// DATABASE_URL or TEST_DATABASE_URL is set) and browser tests (when playwright.config.ts
// exists). Ends with `Steps: N passed, N failed` and, last, `Tests: N passed, N failed`
// (every test of the test runners, and each type check or lint step as one), which CI reads.
//
//   npm test                       everything that applies
//   npm test -- --skip=e2e,lint    leave steps out (names as printed in the banners)
//   npm test -- --only=unit,api    run only these steps
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const exists = (file) => existsSync(path.join(root, file));

const args = process.argv.slice(2);
const listArg = (flag) =>
  args
    .filter((a) => a.startsWith(`${flag}=`))
    .flatMap((a) => a.slice(flag.length + 1).split(','))
    .filter(Boolean);
const skip = new Set(listArg('--skip'));
const only = new Set(listArg('--only'));

// The pinned Node (the `node` package) comes first on PATH, so every tool runs on it
// even when this script was started by the machine's own Node.
const baseEnv = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
const withoutDatabaseUrl = () => {
  const env = { ...baseEnv };
  delete env.DATABASE_URL;
  return env;
};
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/** @type {{ name: string; title: string; cmd: string; args: string[]; env?: NodeJS.ProcessEnv; skipWhy?: string }[]} */
const steps = [
  { name: 'types-shared', title: 'Type check: packages/shared', cmd: bin('tsc'), args: ['-p', 'packages/shared'] },
  { name: 'types-server', title: 'Type check: apps/server', cmd: bin('tsc'), args: ['-p', 'apps/server'] },
  {
    name: 'types-web',
    title: 'Type check: apps/web',
    cmd: bin('tsc'),
    args: ['-p', 'apps/web'],
    skipWhy: exists('apps/web/tsconfig.json') ? undefined : 'apps/web/tsconfig.json does not exist',
  },
  {
    name: 'types-e2e',
    title: 'Type check: e2e',
    cmd: bin('tsc'),
    args: ['-p', 'e2e'],
    skipWhy: exists('e2e/tsconfig.json') ? undefined : 'e2e/tsconfig.json does not exist',
  },
  {
    name: 'types-bench',
    title: 'Type check: bench',
    cmd: bin('tsc'),
    args: ['-p', 'bench'],
    skipWhy: exists('bench/tsconfig.json') ? undefined : 'bench/tsconfig.json does not exist',
  },
  { name: 'lint', title: 'Lint and format: biome check .', cmd: bin('biome'), args: ['check', '.'] },
  {
    name: 'boundaries',
    title: 'Import boundaries: dependency-cruiser (.dependency-cruiser.cjs)',
    cmd: bin('depcruise'),
    args: [
      'apps/server/src',
      'apps/web/src',
      'packages/shared/src',
      'bench',
      'e2e',
      '--config',
      '.dependency-cruiser.cjs',
    ],
  },
  {
    // Issue 18: every message in the catalogs, Hausa and Yoruba complete, placeholders kept.
    name: 'i18n',
    title: 'Interface languages: catalogs complete (apps/web/scripts/i18n-check.ts)',
    cmd: bin('tsx'),
    args: ['apps/web/scripts/i18n-check.ts'],
  },
  {
    name: 'unit',
    title: 'Unit tests (vitest project "unit")',
    cmd: bin('vitest'),
    args: ['run', '--project', 'unit'],
    runner: 'vitest',
    env: withoutDatabaseUrl(),
  },
  {
    name: 'api',
    title: 'API tests on PGlite (vitest project "api")',
    cmd: bin('vitest'),
    args: ['run', '--project', 'api'],
    runner: 'vitest',
    env: withoutDatabaseUrl(),
  },
  {
    name: 'api-postgres',
    title: `API tests on PostgreSQL (${postgresUrl ? redact(postgresUrl) : 'no DATABASE_URL'})`,
    cmd: bin('vitest'),
    args: ['run', '--project', 'api'],
    runner: 'vitest',
    env: { ...baseEnv, DATABASE_URL: postgresUrl },
    skipWhy: postgresUrl ? undefined : 'neither DATABASE_URL nor TEST_DATABASE_URL is set',
  },
  {
    name: 'e2e',
    title: 'Browser tests (playwright test)',
    cmd: bin('playwright'),
    args: ['test'],
    runner: 'playwright',
    env: withoutDatabaseUrl(),
    skipWhy: exists('playwright.config.ts') ? undefined : 'playwright.config.ts does not exist',
  },
];

function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

const banner = (text) => {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
};

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) current.kill(signal);
    process.exit(130);
  });
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'nupe-test-report-'));
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));

/**
 * Test runners also write a JSON report, so the summary can count tests, not only steps.
 * Answers { passed, failed } or null when no report was written (e.g. the runner crashed).
 */
function withReport(step) {
  const file = path.join(reportDir, `${step.name}.json`);
  if (step.runner === 'vitest') {
    return {
      args: [...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      env: step.env ?? baseEnv,
      read: () => {
        const r = JSON.parse(readFileSync(file, 'utf8'));
        return { passed: r.numPassedTests, failed: r.numFailedTests };
      },
    };
  }
  if (step.runner === 'playwright') {
    return {
      args: [...step.args, `--reporter=${process.env.CI ? 'line' : 'list'},json`],
      env: { ...(step.env ?? baseEnv), PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      read: () => {
        const { stats } = JSON.parse(readFileSync(file, 'utf8'));
        return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
      },
    };
  }
  return { args: step.args, env: step.env ?? baseEnv, read: () => null };
}

function readCounts(read) {
  try {
    return read();
  } catch {
    return null;
  }
}

function run(step) {
  const { args: stepArgs, env, read } = withReport(step);
  return new Promise((resolve) => {
    const started = Date.now();
    current = spawn(step.cmd, stepArgs, {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    current.on('error', (err) => {
      console.error(`Could not start ${step.cmd}: ${err.message} (did you run npm ci?)`);
      resolve({ ok: false, seconds: (Date.now() - started) / 1000 });
    });
    current.on('close', (code, signal) => {
      current = null;
      const counts = readCounts(read);
      resolve({ ok: code === 0, code, signal, seconds: (Date.now() - started) / 1000, counts });
    });
  });
}

const results = [];
const startedAll = Date.now();
let failed = false;
for (const [i, step] of steps.entries()) {
  const counter = `[${i + 1}/${steps.length}]`;
  const excluded = skip.has(step.name) || (only.size > 0 && !only.has(step.name));
  if (failed) {
    results.push({ step, status: 'not run' });
    continue;
  }
  if (excluded || step.skipWhy) {
    const why = excluded ? 'left out on the command line' : step.skipWhy;
    console.log(`\n${counter} ${step.title}: skipped (${why})`);
    results.push({ step, status: 'skipped' });
    continue;
  }
  banner(`${counter} ${step.title}   (${step.name})`);
  const result = await run(step);
  const took = `${result.seconds.toFixed(1)} s`;
  if (result.ok) {
    console.log(`\n✔ ${step.title}: passed in ${took}`);
    results.push({ step, status: 'passed', took, counts: result.counts });
  } else {
    const how = result.signal ? `killed by ${result.signal}` : `exit code ${result.code ?? '?'}`;
    console.log(`\n✘ ${step.title}: FAILED (${how}) after ${took}; stopping here.`);
    results.push({ step, status: 'failed', took, counts: result.counts });
    failed = true;
  }
}

const passed = results.filter((r) => r.status === 'passed').length;
const failedCount = results.filter((r) => r.status === 'failed').length;
// Tests: each test of a test runner, and each check step (type check, lint) as one.
let testsPassed = 0;
let testsFailed = 0;
for (const r of results) {
  if (r.status !== 'passed' && r.status !== 'failed') continue;
  if (r.counts) {
    testsPassed += r.counts.passed;
    testsFailed += r.counts.failed;
    // a runner that failed without failing a test (a crash, an error outside tests) still fails
    if (r.status === 'failed' && r.counts.failed === 0) testsFailed += 1;
  } else if (r.status === 'passed') testsPassed += 1;
  else testsFailed += 1;
}
banner(`Summary (${((Date.now() - startedAll) / 1000).toFixed(0)} s)`);
for (const r of results) {
  const mark = { passed: '✔', failed: '✘', skipped: '–', 'not run': '·' }[r.status];
  const tests = r.counts ? `, ${r.counts.passed} tests passed, ${r.counts.failed} failed` : '';
  console.log(`  ${mark} ${r.step.name.padEnd(13)} ${r.status}${r.took ? ` (${r.took}${tests})` : ''}`);
}
console.log(`\nSteps: ${passed} passed, ${failedCount} failed`);
console.log(`Tests: ${testsPassed} passed, ${testsFailed} failed`);
process.exit(failedCount > 0 ? 1 : 0);
