import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** DATA_DIR is held by another live process; the message says which and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite is one process's database. The running server records its pid beside the data so
 * the operator CLI can say plainly to stop it, instead of opening the same files twice.
 */
export function acquireServerLock(dataDir: string): () => void {
  const holder = lockHolder(dataDir);
  if (holder !== null && holder !== process.pid) {
    throw new DataDirLockedError(
      `Another Nupe Music process (pid ${holder}: a server or an operator command) is using ${dataDir}. Stop it first, or use another DATA_DIR.`,
    );
  }
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
}

/** The pid of a live process holding DATA_DIR, or null. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
