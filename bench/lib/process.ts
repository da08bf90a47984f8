import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BIN = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

export type Running = { child: ChildProcess; pid: number; stop: () => Promise<void>; output: () => string };

/** Starts a process and waits until `readyUrl` answers (any HTTP status). */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 60_000,
): Promise<Running> {
  let output = '';
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], cwd: ROOT });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
    try {
      await fetch(readyUrl);
      break;
    } catch {
      if (Date.now() - started > timeoutMs) {
        child.kill('SIGKILL');
        throw new Error(`${command} did not become ready:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    child,
    pid: child.pid!,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Resident memory of a process in bytes, from /proc. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) * 1024 : 0;
}
