import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateBag } from './helpers/bagit-validate.js';

/**
 * The test-only BagIt validator (helpers/bagit-validate.ts), checked on bags built here by hand.
 * Each broken bag is broken in exactly one way (tag manifests re-sealed where needed), and the
 * exact error list is asserted, so every case fails if the check it exercises were removed.
 */
const ALGS = ['sha256', 'sha512'] as const;
const hash = (alg: string, data: Buffer | string) => createHash(alg).update(data).digest('hex');
/** RFC 8493 §2.1.3: only %, LF and CR are percent-encoded in manifest paths. */
const encodePath = (p: string) => p.replaceAll('%', '%25').replaceAll('\n', '%0A').replaceAll('\r', '%0D');

const PAYLOAD: Record<string, Buffer> = {
  'data/x/original.mp3': randomBytes(5000),
  'data/x/cover.jpg': randomBytes(700),
  'data/readme.txt': Buffer.from('hello\n'),
  'data/100%.txt': Buffer.from('percent'),
  'data/odd\nname.txt': Buffer.from('line feed in the name'),
};
const OXUM = `${Object.values(PAYLOAD).reduce((n, b) => n + b.length, 0)}.${Object.keys(PAYLOAD).length}`;

let bag: string;
const at = (p: string) => path.join(bag, p);
const write = async (p: string, data: Buffer | string) => {
  await fs.mkdir(path.dirname(at(p)), { recursive: true });
  await fs.writeFile(at(p), data);
};
const append = (p: string, line: string) => fs.appendFile(at(p), line);

function manifest(alg: string, files: Record<string, Buffer | string>): string {
  return Object.entries(files)
    .map(([p, data]) => `${hash(alg, data)}  ${encodePath(p)}\n`)
    .join('');
}

function bagInfo(oxum = OXUM): string {
  return [
    'Source-Organization: Example Label',
    'External-Identifier: release-42',
    'Bagging-Date: 2024-05-01',
    `Payload-Oxum: ${oxum}`,
    'External-Description: A long description that is',
    '  continued on the next line.',
    '',
  ].join('\n');
}

/** (Re)writes both tag manifests from the tag files now in the bag root. */
async function seal() {
  const tags: Record<string, Buffer> = {};
  for (const name of await fs.readdir(bag)) {
    if (name === 'data' || name.startsWith('tagmanifest-')) continue;
    tags[name] = await fs.readFile(at(name));
  }
  for (const alg of ALGS) await write(`tagmanifest-${alg}.txt`, manifest(alg, tags));
}

beforeEach(async () => {
  bag = await fs.mkdtemp(path.join(os.tmpdir(), 'bag-'));
  await write('bagit.txt', 'BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n');
  for (const [p, data] of Object.entries(PAYLOAD)) await write(p, data);
  for (const alg of ALGS) await write(`manifest-${alg}.txt`, manifest(alg, PAYLOAD));
  await write('bag-info.txt', bagInfo());
  await seal();
});
afterEach(() => fs.rm(bag, { recursive: true, force: true }));

describe('validateBag', () => {
  it('passes a complete, valid bag with sha256 and sha512 manifests, tag manifests and Payload-Oxum', async () => {
    const report = await validateBag(bag, {
      requireOxum: true,
      requireInfo: ['Bagging-Date', 'Source-Organization', 'External-Identifier'],
    });
    expect(report).toEqual({
      valid: true,
      errors: [],
      payloadFiles: 5,
      payloadBytes: Number(OXUM.split('.')[0]),
      algorithms: ['sha256', 'sha512'],
    });
  });

  it('accepts CRLF line endings and reports md5 among the algorithms', async () => {
    for (const alg of ALGS) await write(`manifest-${alg}.txt`, manifest(alg, PAYLOAD).replaceAll('\n', '\r\n'));
    await write('manifest-md5.txt', manifest('md5', PAYLOAD));
    await seal();
    expect(await validateBag(bag)).toMatchObject({ valid: true, algorithms: ['md5', 'sha256', 'sha512'] });
  });

  it('fails when a payload byte is changed', async () => {
    const data = Buffer.from(PAYLOAD['data/x/original.mp3']!);
    data[1234] = data[1234]! ^ 0xff;
    await write('data/x/original.mp3', data);
    expect((await validateBag(bag)).errors).toEqual([
      'data/x/original.mp3: sha256 mismatch (manifest-sha256.txt)',
      'data/x/original.mp3: sha512 mismatch (manifest-sha512.txt)',
    ]);
  });

  it('fails when a payload file is missing from one of the manifests', async () => {
    const rest = Object.fromEntries(Object.entries(PAYLOAD).filter(([p]) => p !== 'data/readme.txt'));
    await write('manifest-sha512.txt', manifest('sha512', rest));
    await seal();
    const report = await validateBag(bag);
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual(['data/readme.txt: not listed in manifest-sha512.txt']);
  });

  it('fails when a manifest lists a file that is not in the bag', async () => {
    for (const alg of ALGS) await append(`manifest-${alg}.txt`, manifest(alg, { 'data/ghost.wav': 'boo' }));
    await seal();
    expect((await validateBag(bag)).errors).toEqual([
      'data/ghost.wav: listed in manifest-sha256.txt but missing from the bag',
      'data/ghost.wav: listed in manifest-sha512.txt but missing from the bag',
    ]);
  });

  it('fails when a manifest lists the same path twice', async () => {
    await append('manifest-sha256.txt', manifest('sha256', { 'data/readme.txt': PAYLOAD['data/readme.txt']! }));
    await seal();
    expect((await validateBag(bag)).errors).toEqual(['manifest-sha256.txt line 6: data/readme.txt listed twice']);
  });

  it('fails when Payload-Oxum does not match the payload', async () => {
    await write('bag-info.txt', bagInfo('6000.5'));
    await seal();
    expect((await validateBag(bag)).errors).toEqual([
      `bag-info.txt: Payload-Oxum 6000.5 does not match the payload (${OXUM})`,
    ]);
  });

  it('requires Payload-Oxum and listed labels only when asked', async () => {
    await write('bag-info.txt', 'Source-Organization: Example Label\nBagging-Date: 2024-13-01\n');
    await seal();
    expect((await validateBag(bag)).errors).toEqual(['bag-info.txt: Bagging-Date "2024-13-01" is not YYYY-MM-DD']);
    expect((await validateBag(bag, { requireOxum: true, requireInfo: ['External-Identifier'] })).errors).toEqual([
      'bag-info.txt: required label External-Identifier missing',
      'bag-info.txt: Payload-Oxum missing',
      'bag-info.txt: Bagging-Date "2024-13-01" is not YYYY-MM-DD',
    ]);
  });

  it('fails when a tag file no longer matches its tag manifest checksum', async () => {
    await write('bag-info.txt', bagInfo().replace('release-42', 'release-43'));
    expect((await validateBag(bag)).errors).toEqual([
      'bag-info.txt: sha256 mismatch (tagmanifest-sha256.txt)',
      'bag-info.txt: sha512 mismatch (tagmanifest-sha512.txt)',
    ]);
  });

  it('fails when a tag file is not listed in the tag manifests', async () => {
    await write('notes.txt', 'an extra tag file');
    expect((await validateBag(bag)).errors).toEqual([
      'notes.txt: not listed in tagmanifest-sha256.txt',
      'notes.txt: not listed in tagmanifest-sha512.txt',
    ]);
  });

  it('fails when bagit.txt is missing', async () => {
    await fs.rm(at('bagit.txt'));
    await seal();
    const report = await validateBag(bag);
    expect(report.valid).toBe(false);
    expect(report.errors).toEqual(['bagit.txt: missing']);
  });

  it('fails when bagit.txt is not exactly the two declaration lines', async () => {
    await write('bagit.txt', 'Tag-File-Character-Encoding: UTF-8\nBagIt-Version: 1.0\n');
    await seal();
    expect((await validateBag(bag)).errors).toEqual([
      'bagit.txt: must be exactly "BagIt-Version: M.N" then "Tag-File-Character-Encoding: ENCODING"',
    ]);
  });

  it('fails on a manifest path with a ".." segment', async () => {
    const bagit = await fs.readFile(at('bagit.txt'));
    await append('manifest-sha256.txt', `${hash('sha256', bagit)}  data/../bagit.txt\n`);
    await seal();
    expect((await validateBag(bag)).errors).toEqual([
      'manifest-sha256.txt line 6: data/../bagit.txt has an empty, "." or ".." segment',
    ]);
  });
});
