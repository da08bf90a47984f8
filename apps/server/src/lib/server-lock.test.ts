import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireServerLock, lockHolder } from './server-lock.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nupe-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('server lock', () => {
  it('records this process and removes the file on release', () => {
    const dir = freshDir();
    expect(lockHolder(dir)).toBeNull();
    const release = acquireServerLock(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    expect(lockHolder(dir)).toBe(process.pid);
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses while another live process holds the directory, naming its pid', () => {
    const dir = freshDir();
    const other = process.ppid; // alive for as long as this test runs
    writeFileSync(path.join(dir, 'server.pid'), String(other));
    expect(lockHolder(dir)).toBe(other);
    expect(() => acquireServerLock(dir)).toThrow(new RegExp(`pid ${other}.*Stop it first`));
  });

  it('takes over a lock left by a process that has exited, or a garbled one', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'server.pid'), String(deadPid()));
    expect(lockHolder(dir)).toBeNull();
    acquireServerLock(dir)();
    writeFileSync(path.join(dir, 'server.pid'), 'not a pid');
    expect(lockHolder(dir)).toBeNull();
  });
});
