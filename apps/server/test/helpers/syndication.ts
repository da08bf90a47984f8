import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { renditionJob } from '../../src/jobs/definitions.js';
import { call, type TestApp } from './test-app.js';
import { sharedSchema } from './xml-schemas.js';

/**
 * What the IIIF and podcast-feed tests share: the IIIF consortium's own JSON schema (read from
 * the workspace's shared folder with Ajv, draft-07, formats unchecked as its validator does),
 * Debian's feedparser, and the archive calls that make an item worth publishing.
 */
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const validateIiifDocument = ajv.compile(JSON.parse(readFileSync(sharedSchema('iiif', 'iiif_3_0.json'), 'utf8')));

/** Null when the document is valid IIIF Presentation 3, else Ajv's complaint. */
export function iiifSchemaErrors(doc: unknown): string | null {
  return validateIiifDocument(doc) ? null : ajv.errorsText(validateIiifDocument.errors);
}

/** Debian's python3-feedparser reads a feed; answers what it understood (as JSON). */
export function feedparser(xml: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'feedparser-'));
  const file = path.join(dir, 'feed.xml');
  writeFileSync(file, xml);
  try {
    const out = execFileSync(
      '/usr/bin/python3',
      ['-c', 'import feedparser, json, sys; print(json.dumps(feedparser.parse(sys.argv[1]), default=str))', file],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(out) as {
      bozo: number | boolean;
      bozo_exception?: string;
      version: string;
      namespaces: Record<string, string>;
      feed: Record<string, unknown>;
      entries: Record<string, unknown>[];
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** xmllint's answer to an XPath over a document (libxml2, not our code); empty when nothing matches. */
export function xpath(xml: string, expression: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'xpath-'));
  const file = path.join(dir, 'doc.xml');
  writeFileSync(file, xml);
  try {
    return execFileSync('xmllint', ['--nonet', '--xpath', expression, file], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).replace(/\n$/, '');
  } catch {
    return '';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const describeItem = (t: TestApp, token: string, songId: string, payload: object) =>
  call(t, { method: 'PATCH', url: `/api/songs/${songId}/archive`, token, payload });

export const putTranscript = (t: TestApp, token: string, songId: string, language: string, kind: string, vtt: string) =>
  call(t, {
    method: 'PUT',
    url: `/api/songs/${songId}/transcripts/${language}?kind=${kind}`,
    token,
    payload: vtt,
    headers: { 'content-type': 'text/vtt' },
  });

export const setAccess = (t: TestApp, token: string, songId: string, payload: object) =>
  call(t, { method: 'PATCH', url: `/api/songs/${songId}/access`, token, payload });

export async function createCollection(t: TestApp, token: string, title: string, description = '') {
  const res = await call(t, { method: 'POST', url: '/api/collections', token, payload: { title, description } });
  if (res.statusCode !== 201) throw new Error(`collection: ${res.body}`);
  return res.json().collection as { id: string; title: string };
}

/** A consent withdrawal in the item's ledger: the item leaves every public surface. */
export const withdrawConsent = (t: TestApp, token: string, songId: string) =>
  call(t, {
    method: 'POST',
    url: `/api/songs/${songId}/consents`,
    token,
    payload: {
      kind: 'withdrawal',
      person: 'Mallam Isa Bida',
      relation: 'performer',
      scopes: ['stream'],
      date: '2026-11-24',
    },
  });

/** Runs the rendition worker step by step until nothing is due (the MP3 and Opus copies). */
export async function makeRenditions(t: TestApp) {
  for (let i = 0; i < 50; i++) if (!(await t.app.jobs.runOnce(renditionJob))) break;
}
