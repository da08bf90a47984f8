import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BAG_ALGORITHMS } from './bag-writer.js';

/**
 * Checks a bag before anything of it is imported (#16, RFC 8493 sections 2 and 3): bagit.txt,
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

const decodePath = (p: string) => p.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%25/g, '%');

async function walk(root: string, dir = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await walk(root, rel)));
    else out.push(rel);
  }
  return out;
}

async function hashFile(file: string, algorithms: string[]): Promise<{ size: number; sums: Record<string, string> }> {
  const hashes = algorithms.map((a) => createHash(a));
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    size += (chunk as Buffer).length;
    for (const h of hashes) h.update(chunk as Buffer);
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

export async function readBag(root: string): Promise<{ payload: CheckedPayload; info: Map<string, string> }> {
  const problems: string[] = [];
  const read = (name: string) => readFile(path.join(root, name), 'utf8').catch(() => null);
  const declaration = await read('bagit.txt');
  if (declaration === null) throw new BagProblems([`${root} has no bagit.txt: it is not a bag.`]);
  if (!/^BagIt-Version: \d+\.\d+\r?\nTag-File-Character-Encoding: UTF-8\r?\n?$/.test(declaration)) {
    problems.push('bagit.txt must hold BagIt-Version and Tag-File-Character-Encoding: UTF-8.');
  }
  const files = await walk(root);
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
    const { size, sums } = await hashFile(path.join(root, file), algs);
    octets += size;
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
      else if ((await hashFile(path.join(root, file), [alg])).sums[alg] !== expected) {
        problems.push(`${file}: its ${alg} differs from tagmanifest-${alg}.txt.`);
      }
    }
  }
  if (problems.length > 0) throw new BagProblems(problems);
  return { payload, info };
}
