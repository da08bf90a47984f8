import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * A whole harvest by a harvester nobody here wrote: Debian's libhttp-oai-perl
 * (`oai_pmh`, HTTP::OAI), over several resumption pages, while records are edited and one is
 * withdrawn mid-harvest. A small proxy in front of the server makes the changes at a fixed
 * point of the harvest: after the first page was sent, before the second is asked for.
 */
const run = promisify(execFile);
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;
let staff: SignedInUser;
let proxy: Server;
const HOST = 'archive.nupe.example';
let beforePage: ((n: number) => Promise<void>) | null = null;
let requests = 0;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp({ publicUrl: `https://${HOST}`, oaiPageSize: 3 }), makeFixtures()]);
  [admin, staff] = await Promise.all([createUser(t, 'admin'), createUser(t, 'staff')]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const target = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  proxy = createServer(async (req, res) => {
    requests++;
    if (beforePage) await beforePage(requests);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'text/plain' },
      ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/xml' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await t?.close();
  f?.cleanup();
});

/** Runs oai_pmh and answers its records: identifier, status and the record's text. */
async function harvest(args: string[]) {
  const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/oai`;
  const { stdout } = await run('oai_pmh', [...args, base], { maxBuffer: 64 * 1024 * 1024 });
  return stdout
    .split('\f')
    .filter((chunk) => chunk.includes('<identifier>') || /identifier:/i.test(chunk))
    .map((chunk) => ({
      identifier: /<identifier>([^<]+)<\/identifier>/.exec(chunk)?.[1] ?? /identifier:\s*(\S+)/i.exec(chunk)?.[1] ?? '',
      deleted: /status="deleted"|status:\s*deleted/i.test(chunk),
      text: chunk,
    }));
}

describe('a harvest by Debian’s OAI-PMH harvester', () => {
  it('gets every record exactly once over several pages while records change, the withdrawn one as deleted', async () => {
    const songs = [];
    for (let i = 0; i < 10; i++) songs.push(await uploadSong(t, admin.token, f, { title: `Harvest song ${i}` }));
    const order = songs.map((s) => s.id).sort();
    const idOf = (id: string) => `oai:${HOST}:song/${id}`;
    // Page 1 holds order[0..2]; page 2 is asked for as the second request.
    beforePage = async (n) => {
      if (n !== 2) return;
      await call(t, {
        method: 'PATCH',
        url: `/api/songs/${order[0]}/archive`,
        token: staff.token,
        payload: { occasion: 'Edited after it was harvested' },
      });
      await call(t, {
        method: 'PATCH',
        url: `/api/songs/${order[5]}/archive`,
        token: staff.token,
        payload: { occasion: 'Edited before it was harvested' },
      });
      const consent = {
        person: 'Mallam Isa',
        relation: 'performer',
        scopes: ['stream'],
        date: '2026-11-20',
        witness: null,
      };
      for (const kind of ['grant', 'withdrawal']) {
        const res = await call(t, {
          method: 'POST',
          url: `/api/songs/${order[8]}/consents`,
          token: staff.token,
          payload: { ...consent, kind },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    };
    requests = 0;
    const records = await harvest(['-X', 'ListRecords', '--metadataPrefix', 'oai_dc']);
    beforePage = null;
    // Ten records, three a page: the harvester followed the resumption tokens over four pages.
    expect(requests).toBe(4);
    const ids = records.map((r) => r.identifier);
    expect(ids.sort()).toEqual(order.map(idOf).sort());
    const withdrawn = records.find((r) => r.identifier === idOf(order[8] as string));
    expect(withdrawn?.deleted).toBe(true);
    expect(withdrawn?.text).not.toContain('Harvest song 8');
    expect(records.find((r) => r.identifier === idOf(order[5] as string))?.text).toContain(
      'Occasion: Edited before it was harvested',
    );
    expect(records.filter((r) => r.deleted)).toHaveLength(1);
  });
});
