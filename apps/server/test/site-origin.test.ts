import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigin } from '../src/lib/site-origin.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';
import { webManifest } from './helpers/web-build.js';

/**
 * An install without PUBLIC_URL builds its addresses from the request only when the Host names
 * this machine: a malformed Host is not a 500, a made-up one is never echoed into OAI identifiers,
 * the sitemap or robots.txt. And HEAD / answers like GET /, without the body.
 */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'nupe-web-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Nupe Music</title></head><body></body></html>',
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(webManifest({})));
  t = await createTestApp({ publicUrl: null, webDistDir: dist, port: 4321 });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const oai = (host: string) => call(t, { method: 'GET', url: '/oai?verb=Identify', headers: { host } });

describe('the site address without PUBLIC_URL', () => {
  it('a malformed Host is not a 500: OAI answers with the configured origin', async () => {
    for (const host of ['a b', 'a\tb', '<x>', 'evil.example:99999999', 'localhost:99999999']) {
      const res = await oai(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.body).toContain('<baseURL>http://localhost:4321/oai</baseURL>');
    }
  });

  it('a made-up Host is never echoed into identifiers, the sitemap or robots.txt', async () => {
    const res = await oai('evil.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<baseURL>http://localhost:4321/oai</baseURL>');
    for (const url of ['/robots.txt', '/sitemap.xml', '/', '/about']) {
      const page = await call(t, { method: 'GET', url, headers: { host: 'evil.example' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('evil.example');
    }
    const admin = await createUser(t, 'admin');
    const keys = await call(t, {
      method: 'GET',
      url: '/api/me/app-keys',
      token: admin.token,
      headers: { host: 'evil.example' },
    });
    expect(keys.json().connect.server).toBe('http://localhost:4321');
  });

  it("keeps the Host that names this machine (a LAN harvester's address)", async () => {
    const res = await oai('localhost:8080');
    expect(res.body).toContain('<baseURL>http://localhost:8080/oai</baseURL>');
    expect(siteOrigin(null, { protocol: 'http', host: '127.0.0.1:3000' }, 0)).toBe('http://127.0.0.1:3000');
    expect(siteOrigin(null, { protocol: 'http', host: 'nupe.evil' }, 0)).toBe('http://localhost');
    expect(siteOrigin('https://music.nupe.example', { protocol: 'http', host: 'a b' }, 0)).toBe(
      'https://music.nupe.example',
    );
  });
});

describe('HEAD', () => {
  it('HEAD / and HEAD of a page answer 200 like GET, without a body', async () => {
    for (const url of ['/', '/about', '/listen']) {
      const get = await call(t, { method: 'GET', url });
      const head = await call(t, { method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
  });
});
