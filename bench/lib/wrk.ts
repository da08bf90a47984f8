import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type WrkResult = {
  requestsPerSec: number;
  mbPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
};

/** A wrk script that asks for a random 256 KiB range of a file of `size` bytes on each request. */
export function rangeScript(size: number, chunk = 256 * 1024): string {
  const file = path.join(tmpdir(), `nupe-wrk-range-${size}-${chunk}.lua`);
  writeFileSync(
    file,
    `math.randomseed(42)
request = function()
  local s = math.random(0, ${size - chunk - 1})
  return wrk.format("GET", nil, { ["Range"] = "bytes=" .. s .. "-" .. (s + ${chunk - 1}) })
end
`,
  );
  return file;
}

function parseLatency(v: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(v);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

function parseTransfer(v: string): number {
  const m = /([\d.]+)(B|KB|MB|GB)/.exec(v);
  if (!m) return 0;
  const scale = { B: 1 / 1024 / 1024, KB: 1 / 1024, MB: 1, GB: 1024 }[m[2] as 'B'];
  return Number(m[1]) * scale;
}

/** Runs wrk (Debian's package) against a loopback address, bounded in time. */
export async function wrk(
  url: string,
  opts: { connections?: number; threads?: number; seconds?: number; script?: string; headers?: string[] } = {},
): Promise<WrkResult> {
  const args = [
    `-t${opts.threads ?? 2}`,
    `-c${opts.connections ?? 20}`,
    `-d${opts.seconds ?? 8}s`,
    '--latency',
    ...(opts.script ? ['-s', opts.script] : []),
    ...(opts.headers ?? []).flatMap((h) => ['-H', h]),
    url,
  ];
  const { stdout } = await run('wrk', args, { timeout: ((opts.seconds ?? 8) + 30) * 1000 });
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
  const transfer = /Transfer\/sec:\s+(\S+)/.exec(stdout);
  const p50 = /50%\s+(\S+)/.exec(stdout);
  const p99 = /99%\s+(\S+)/.exec(stdout);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout);
  return {
    requestsPerSec: rps ? Number(rps[1]) : 0,
    mbPerSec: transfer ? parseTransfer(transfer[1]!) : 0,
    latencyP50Ms: p50 ? parseLatency(p50[1]!) : Number.NaN,
    latencyP99Ms: p99 ? parseLatency(p99[1]!) : Number.NaN,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
