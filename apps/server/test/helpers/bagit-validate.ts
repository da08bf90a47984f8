/**
 * An independent BagIt validator for the tests, written from RFC 8493 (BagIt 1.0) alone. It shares no
 * code with the exporter in apps/server/src on purpose: the exporter is checked by code its author
 * did not write. Node built-ins only. What it checks, by RFC section:
 *   §2.1.1 bagit.txt: exactly "BagIt-Version: M.N" then "Tag-File-Character-Encoding: UTF-8", no BOM
 *   §2.1.2 the payload directory data/
 *   §2.1.3 manifest-<alg>.txt: "checksum<LWS>path", path under data/, %0A %0D %25 decoded, once each
 *   §2.2.1 tagmanifest-<alg>.txt: lists the tag files (never payload), checksums verified
 *   §2.2.2 bag-info.txt: "Label: value" with indented continuations, Payload-Oxum, Bagging-Date
 *   §2.3   text tag files: UTF-8, lines end in LF, CR or CRLF
 *   §2.4   algorithms: sha256 and sha512 (md5 and sha1 accepted and reported in `algorithms`)
 *   §3     complete (every payload file in every payload manifest, every listed file present) and valid
 *          (every checksum in every manifest and tag manifest verified)
 *   §5.1   no absolute paths and no ".." segments
 */
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export type BagReport = {
  valid: boolean;
  errors: string[];
  payloadFiles: number;
  payloadBytes: number;
  algorithms: string[];
};
export type BagOptions = { requireOxum?: boolean; requireInfo?: string[] };

const HEX_LENGTH: Record<string, number> = { md5: 32, sha1: 40, sha256: 64, sha512: 128 };
/** bag-info.txt labels that RFC 8493 §2.2.2 says are not repeatable. */
const SINGLE_LABELS = ['bagging-date', 'bag-size', 'payload-oxum', 'bag-group-identifier', 'bag-count'];

/** Expected checksums per file (bag-relative path, "/" separators) per algorithm, with where each came from. */
type Expected = Map<string, Map<string, { checksum: string; manifest: string }>>;

export async function validateBag(dir: string, options: BagOptions = {}): Promise<BagReport> {
  const errors: string[] = [];
  const files = new Map<string, number>(); // every regular file in the bag -> size
  try {
    await walk(dir, '', files, errors);
  } catch (err) {
    return {
      valid: false,
      errors: [`${dir}: not a readable directory (${String(err)})`],
      payloadFiles: 0,
      payloadBytes: 0,
      algorithms: [],
    };
  }
  const payload = [...files.keys()].filter((p) => p.startsWith('data/'));
  const payloadBytes = payload.reduce((sum, p) => sum + (files.get(p) ?? 0), 0);
  const rootNames = [...files.keys()].filter((p) => !p.includes('/'));

  // §2.1.1 bag declaration
  if (!files.has('bagit.txt')) errors.push('bagit.txt: missing');
  else {
    const raw = await readFile(path.join(dir, 'bagit.txt'));
    if (raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf)
      errors.push('bagit.txt: must not start with a byte-order mark');
    const lines = splitLines(decode(raw, 'bagit.txt', errors));
    const version = /^BagIt-Version: (\d+\.\d+)$/.exec(lines[0] ?? '')?.[1];
    const encoding = /^Tag-File-Character-Encoding: (\S+)$/.exec(lines[1] ?? '')?.[1];
    if (lines.length !== 2 || !version || !encoding)
      errors.push('bagit.txt: must be exactly "BagIt-Version: M.N" then "Tag-File-Character-Encoding: ENCODING"');
    if (version && version !== '1.0' && version !== '0.97')
      errors.push(`bagit.txt: unsupported BagIt-Version ${version}`);
    if (encoding && encoding.toUpperCase() !== 'UTF-8') errors.push(`bagit.txt: encoding ${encoding} is not UTF-8`);
  }
  if (payload.length === 0 && !(await isDir(path.join(dir, 'data')))) errors.push('data/: payload directory missing');

  // §2.1.3 and §2.2.1 manifests
  const payloadExpected: Expected = new Map();
  const tagExpected: Expected = new Map();
  const algorithms: string[] = [];
  const tagManifests: string[] = [];
  for (const name of rootNames.sort()) {
    const match = /^(tag)?manifest-(.+)\.txt$/.exec(name);
    if (!match) continue;
    const [, tag, alg = ''] = match;
    if (!HEX_LENGTH[alg]) {
      errors.push(`${name}: unsupported checksum algorithm "${alg}"`);
      continue;
    }
    if (tag) tagManifests.push(name);
    else algorithms.push(alg);
    const listed = await readManifest(dir, name, alg, !tag, errors);
    for (const [p, checksum] of listed) {
      if (!files.has(p)) {
        errors.push(`${p}: listed in ${name} but missing from the bag`);
        continue;
      }
      const expected = tag ? tagExpected : payloadExpected;
      if (!expected.has(p)) expected.set(p, new Map());
      expected.get(p)!.set(alg, { checksum, manifest: name });
    }
    // §3 complete: every payload file in every payload manifest; every tag file in every tag manifest.
    const mustList = tag
      ? [...files.keys()].filter((p) => !p.startsWith('data/') && !/^tagmanifest-.+\.txt$/.test(p))
      : payload;
    for (const p of mustList) if (!listed.has(p)) errors.push(`${p}: not listed in ${name}`);
  }
  if (algorithms.length === 0) errors.push('manifest-<algorithm>.txt: no payload manifest');

  // §3 valid: stream each file once, through every algorithm that lists it.
  for (const expected of [payloadExpected, tagExpected]) {
    for (const [p, byAlg] of expected) {
      const hashes = new Map<string, Hash>([...byAlg.keys()].map((alg) => [alg, createHash(alg)]));
      for await (const chunk of createReadStream(path.join(dir, p))) for (const h of hashes.values()) h.update(chunk);
      for (const [alg, { checksum, manifest }] of byAlg)
        if (hashes.get(alg)!.digest('hex') !== checksum.toLowerCase())
          errors.push(`${p}: ${alg} mismatch (${manifest})`);
    }
  }

  // §2.2.2 bag metadata
  const info = files.has('bag-info.txt') ? await readInfo(dir, errors) : new Map<string, string[]>();
  for (const label of options.requireInfo ?? [])
    if (!info.has(label.toLowerCase())) errors.push(`bag-info.txt: required label ${label} missing`);
  for (const label of SINGLE_LABELS)
    if ((info.get(label)?.length ?? 0) > 1) errors.push(`bag-info.txt: ${label} appears more than once`);
  const oxum = info.get('payload-oxum')?.[0];
  if (oxum === undefined) {
    if (options.requireOxum) errors.push('bag-info.txt: Payload-Oxum missing');
  } else if (!/^\d+\.\d+$/.test(oxum)) errors.push(`bag-info.txt: Payload-Oxum "${oxum}" is not OCTETS.COUNT`);
  else if (oxum !== `${payloadBytes}.${payload.length}`)
    errors.push(`bag-info.txt: Payload-Oxum ${oxum} does not match the payload (${payloadBytes}.${payload.length})`);
  for (const date of info.get('bagging-date') ?? [])
    if (!isDate(date)) errors.push(`bag-info.txt: Bagging-Date "${date}" is not YYYY-MM-DD`);

  return {
    valid: errors.length === 0,
    errors,
    payloadFiles: payload.length,
    payloadBytes,
    algorithms: algorithms.sort(),
  };
}

/** Every regular file under `dir`, keyed by its bag-relative path with "/" separators. */
async function walk(root: string, rel: string, out: Map<string, number>, errors: string[]): Promise<void> {
  for (const entry of await readdir(path.join(root, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await walk(root, p, out, errors);
    else if (entry.isFile()) out.set(p, (await stat(path.join(root, p))).size);
    else errors.push(`${p}: not a regular file or directory`);
  }
}

/** One manifest's entries, path -> checksum, with its lines checked as §2.1.3 asks. */
async function readManifest(dir: string, name: string, alg: string, payload: boolean, errors: string[]) {
  const listed = new Map<string, string>();
  const lines = splitLines(decode(await readFile(path.join(dir, name)), name, errors));
  for (const [i, line] of lines.entries()) {
    const where = `${name} line ${i + 1}`;
    const match = /^([0-9A-Fa-f]+)[ \t]+(.+)$/.exec(line);
    if (!match) {
      errors.push(`${where}: not "checksum path"`);
      continue;
    }
    const [, checksum = '', encoded = ''] = match;
    if (checksum.length !== HEX_LENGTH[alg])
      errors.push(`${where}: ${alg} checksum must be ${HEX_LENGTH[alg]} hex digits`);
    // §2.1.3: only LF, CR and % are percent-encoded; decode in one pass so "%250A" stays "%0A".
    const p = encoded.replace(/%(0A|0D|25)/gi, (code) => decodeURIComponent(code));
    const segments = p.split('/');
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p)) errors.push(`${where}: ${p} is not a relative path`);
    else if (segments.some((s) => s === '..' || s === '.' || s === ''))
      errors.push(`${where}: ${p} has an empty, "." or ".." segment`);
    else if (payload !== p.startsWith('data/'))
      errors.push(`${where}: ${p} ${payload ? 'is not under data/' : 'is a payload file in a tag manifest'}`);
    else if (listed.has(p)) errors.push(`${where}: ${p} listed twice`);
    else listed.set(p, checksum);
  }
  return listed;
}

/** bag-info.txt as lower-cased label -> values, in order (§2.2.2). */
async function readInfo(dir: string, errors: string[]): Promise<Map<string, string[]>> {
  const info = new Map<string, string[]>();
  let last: string[] | null = null; // the values of the label a continuation line belongs to
  const lines = splitLines(decode(await readFile(path.join(dir, 'bag-info.txt')), 'bag-info.txt', errors));
  for (const [i, line] of lines.entries()) {
    if (/^[ \t]/.test(line) && last) {
      last[last.length - 1] = `${last.at(-1)} ${line.trim()}`;
      continue;
    }
    const match = /^([^:\s][^:]*):(?:[ \t](.*))?$/.exec(line);
    if (!match) {
      errors.push(`bag-info.txt line ${i + 1}: not "Label: value"`);
      last = null;
      continue;
    }
    const label = match[1]!.trim().toLowerCase();
    last = info.get(label) ?? [];
    last.push((match[2] ?? '').trim());
    info.set(label, last);
  }
  return info;
}

/** §2.3: tag files are UTF-8; lines end in LF, CR or CRLF. Empty lines are dropped. */
function decode(raw: Buffer, name: string, errors: string[]): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    errors.push(`${name}: not valid UTF-8`);
    return raw.toString('utf8');
  }
}
const splitLines = (text: string) => text.split(/\r\n|\r|\n/).filter((line) => line !== '');

function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

async function isDir(p: string): Promise<boolean> {
  return (await stat(p).catch(() => null))?.isDirectory() ?? false;
}
