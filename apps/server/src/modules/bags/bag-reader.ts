import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { type FileHandle, lstat, open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { BAG_ALGORITHMS } from './bag-writer.js';

/**
 * Checks a bag before anything of it is imported (RFC 8493 sections 2 and 3): bagit.txt,
 * every payload manifest line (a file in data/, its checksum), completeness (every payload
 * file listed in every manifest), Payload-Oxum, and the tag manifests. Every file is read once,
 * through all the bag's algorithms. Answers the payload with its SHA-256s, or the problems.
 */
export class BagProblems extends Error {
  constructor(public readonly problems: string[]) {
    super(`The bag is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export type CheckedPayload = Map<string, { size: number; sha256: string }>;

/** How much a bag may hold and how long checking and importing it may take. */
export type BagLimits = { maxFileBytes: number; maxBagBytes: number; deadline: number };

const decodePath = (p: string) => p.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%25/g, '%');

/**
 * Every file of the bag, relative to its root. Only plain files and folders belong in a bag: a
 * symbolic link (to a system file, to /dev/zero), a hard link (a second name of a file outside
 * the bag), a FIFO, a socket or a device is refused before a byte of anything is read, and so
 * is a file over the size limit (a 10 GB sparse file costs no disk and would take hours).
 */
async function walk(root: string, limits: BagLimits, problems: string[], dir = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) problems.push(`${rel} is a symbolic link; a bag holds files only.`);
    else if (entry.isDirectory()) out.push(...(await walk(root, limits, problems, rel)));
    else if (!entry.isFile()) problems.push(`${rel} is not a regular file (a FIFO, socket or device).`);
    else {
      const info = await lstat(path.join(root, rel));
      if (info.nlink > 1) problems.push(`${rel} is a hard link to a file outside the bag.`);
      else if (info.size > limits.maxFileBytes) {
        problems.push(`${rel} is ${info.size} bytes, over the limit of ${limits.maxFileBytes} bytes per file.`);
      } else out.push(rel);
    }
  }
  return out;
}

/**
 * Opens a bag file for reading without following a link or waiting on a FIFO (a file swapped
 * for one after the walk), and checks again that it is a plain file of one name within the limit.
 */
export async function openBagFile(file: string, limits: BagLimits): Promise<FileHandle> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  const info = await handle.stat();
  if (!info.isFile() || info.nlink > 1 || info.size > limits.maxFileBytes) {
    await handle.close();
    throw new BagProblems([`${path.basename(file)} is not a plain file of the bag within the size limit.`]);
  }
  return handle;
}

/** A bag's file as text (tag files, records): through openBagFile, so never a link or a FIFO. */
export async function readBagText(file: string, limits: BagLimits): Promise<string | null> {
  let handle: FileHandle;
  try {
    handle = await openBagFile(file, limits);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

export function checkDeadline(limits: BagLimits) {
  if (Date.now() > limits.deadline) {
    throw new BagProblems(['The bag took longer than the import is allowed to run; nothing was imported.']);
  }
}

async function hashFile(
  file: string,
  algorithms: string[],
  limits: BagLimits,
): Promise<{ size: number; sums: Record<string, string> }> {
  const hashes = algorithms.map((a) => createHash(a));
  let size = 0;
  const handle = await openBagFile(file, limits);
  try {
    for await (const chunk of handle.createReadStream({ autoClose: false })) {
      size += (chunk as Buffer).length;
      if (size > limits.maxFileBytes) throw new BagProblems([`${file} grew past the size limit while read.`]);
      checkDeadline(limits);
      for (const h of hashes) h.update(chunk as Buffer);
    }
  } finally {
    await handle.close();
  }
  return {
    size,
    sums: Object.fromEntries(algorithms.map((a, i) => [a, (hashes[i] as ReturnType<typeof createHash>).digest('hex')])),
  };
}

function parseManifest(text: string, name: string, problems: string[]): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [i, line] of text.split(/\r\n|\r|\n/).entries()) {
    if (line === '') continue;
    const m = /^([0-9a-fA-F]+)[ \t]+(.+)$/.exec(line);
    if (!m) {
      problems.push(`${name} line ${i + 1} is not "checksum path".`);
      continue;
    }
    const file = decodePath(m[2] as string);
    if (file.startsWith('/') || file.split('/').some((s) => s === '..' || s === '.' || s === '')) {
      problems.push(`${name} line ${i + 1}: ${file} is not a path inside the bag.`);
      continue;
    }
    entries.set(file, (m[1] as string).toLowerCase());
  }
  return entries;
}

export async function readBag(
  root: string,
  limits: BagLimits,
): Promise<{ payload: CheckedPayload; info: Map<string, string> }> {
  const problems: string[] = [];
  // Links, special files and oversized files first: nothing of a bag that has one is read.
  const files = await walk(root, limits, problems);
  if (problems.length > 0) throw new BagProblems(problems);
  const read = (name: string) => readBagText(path.join(root, name), limits);
  const declaration = await read('bagit.txt');
  if (declaration === null) throw new BagProblems([`${root} has no bagit.txt: it is not a bag.`]);
  if (!/^BagIt-Version: \d+\.\d+\r?\nTag-File-Character-Encoding: UTF-8\r?\n?$/.test(declaration)) {
    problems.push('bagit.txt must hold BagIt-Version and Tag-File-Character-Encoding: UTF-8.');
  }
  const payloadFiles = files.filter((f) => f.startsWith('data/'));
  const manifests = new Map<string, Map<string, string>>();
  for (const alg of BAG_ALGORITHMS) {
    const text = await read(`manifest-${alg}.txt`);
    if (text !== null) manifests.set(alg, parseManifest(text, `manifest-${alg}.txt`, problems));
  }
  if (!manifests.has('sha256')) problems.push('manifest-sha256.txt is missing.');
  for (const [alg, entries] of manifests) {
    for (const file of payloadFiles) if (!entries.has(file)) problems.push(`${file} is not in manifest-${alg}.txt.`);
    for (const file of entries.keys()) {
      if (!file.startsWith('data/')) problems.push(`manifest-${alg}.txt lists ${file}, which is not payload.`);
      else if (!payloadFiles.includes(file)) problems.push(`${file} is in manifest-${alg}.txt but not in the bag.`);
    }
  }
  const algs = [...manifests.keys()];
  const payload: CheckedPayload = new Map();
  let octets = 0;
  for (const file of payloadFiles) {
    const { size, sums } = await hashFile(path.join(root, file), algs, limits);
    octets += size;
    if (octets > limits.maxBagBytes) {
      throw new BagProblems([`The payload is over the limit of ${limits.maxBagBytes} bytes for one bag.`]);
    }
    for (const alg of algs) {
      const expected = manifests.get(alg)?.get(file);
      if (expected !== undefined && expected !== sums[alg])
        problems.push(`${file}: its ${alg} differs from the manifest.`);
    }
    payload.set(file, { size, sha256: sums.sha256 as string });
  }
  const info = new Map<string, string>();
  for (const line of ((await read('bag-info.txt')) ?? '').split(/\r?\n(?![ \t])/)) {
    const m = /^([^:]+):\s*([\s\S]*)$/.exec(line);
    if (m) info.set((m[1] as string).trim(), (m[2] as string).replace(/\r?\n[ \t]+/g, ' ').trim());
  }
  const oxum = info.get('Payload-Oxum');
  if (oxum !== undefined && oxum !== `${octets}.${payloadFiles.length}`) {
    problems.push(`Payload-Oxum says ${oxum}, the payload is ${octets}.${payloadFiles.length}.`);
  }
  for (const alg of BAG_ALGORITHMS) {
    const text = await read(`tagmanifest-${alg}.txt`);
    if (text === null) continue;
    for (const [file, expected] of parseManifest(text, `tagmanifest-${alg}.txt`, problems)) {
      if (!files.includes(file)) problems.push(`${file} is in tagmanifest-${alg}.txt but not in the bag.`);
      else if ((await hashFile(path.join(root, file), [alg], limits)).sums[alg] !== expected) {
        problems.push(`${file}: its ${alg} differs from tagmanifest-${alg}.txt.`);
      }
    }
  }
  if (problems.length > 0) throw new BagProblems(problems);
  return { payload, info };
}
