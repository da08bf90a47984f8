import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_BIN, renderNginxConfig, startNginx } from '../../../deploy/nginx/render-config.js';
import { ACCEL_AUTH_TTL_S } from '../src/modules/streaming/send-audio.js';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type TestApp } from './helpers/test-app.js';

/**
 * The shipped nginx configuration in front of the app: the app authorises, nginx sends
 * the bytes (X-Accel-Redirect), and keeps the app's "yes" for a public song for a few
 * seconds so most ranged requests never reach Node (auth_request). CI installs Debian's nginx; a developer machine without it
 * skips these tests (CI=true makes a missing nginx a failure instead).
 */
const haveNginx = existsSync(NGINX_BIN);
if (!haveNginx && process.env.CI) throw new Error(`${NGINX_BIN} is missing: .ci/run installs nginx-light`);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe.skipIf(!haveNginx)('nginx in front of the app', () => {
  let t: TestApp;
  let f: Fixtures;
  let stopNginx: () => Promise<void>;
  let nginx: string;
  let song: { id: string; audioUrl: string };
  let original: Buffer;
  let pendingId: string;
  let admin: { token: string };
  let artist: { token: string };
  /** Requests that reached the app, by path (nginx's kept answers never get here). */
  const reached = new Map<string, number>();
  const reachedApp = (url: string) => reached.get(url) ?? 0;

  beforeAll(async () => {
    t = await createTestApp({ mediaAccelRedirect: '/_media/' });
    f = await makeFixtures();
    const appPort = await freePort();
    await t.app.listen({ port: appPort, host: '127.0.0.1' });
    t.app.server.on('request', (req: { url?: string }) => {
      const url = (req.url ?? '').split('?')[0]!;
      reached.set(url, reachedApp(url) + 1);
    });
    admin = await createUser(t, 'admin');
    song = (await uploadSong(t, admin.token, f, { title: 'Through nginx' })) as typeof song;
    artist = await createUser(t, 'artist');
    pendingId = (await uploadSong(t, artist.token, f, { title: 'Private' })).id;
    const key = song.audioUrl.replace('/api/media/', '');
    original = readFileSync(path.join(t.config.mediaDir, key));
    const port = await freePort();
    const { conf } = renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      appUpstream: `127.0.0.1:${appPort}`,
      mediaRoot: t.config.mediaDir,
    });
    nginx = `http://127.0.0.1:${port}`;
    stopNginx = await startNginx(conf, `${nginx}/api/health`);
  });
  afterAll(async () => {
    await stopNginx?.();
    f?.cleanup();
    await t?.close();
  });

  it('the app alone answers with an empty body and the X-Accel-Redirect location', async () => {
    const res = await call(t, { method: 'GET', url: `/api/songs/${song.id}/stream` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-accel-redirect']).toMatch(/^\/_media\/audio\/[0-9a-f]{2}\/[0-9a-f-]{36}\.mp3$/);
    expect(res.body).toBe('');
    // nginx may keep this "yes" (a public song) for a few seconds, and a private one never.
    expect(res.headers['x-accel-expires']).toBe(String(ACCEL_AUTH_TTL_S));
    const mine = await call(t, { method: 'GET', url: `/api/songs/${pendingId}/stream`, token: artist.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-accel-expires']).toBeUndefined();
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });

  it('serves a ranged request with the right bytes, type and cache policy', async () => {
    const res = await fetch(`${nginx}/api/songs/${song.id}/stream`, { headers: { range: 'bytes=100-1123' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-1123/${original.length}`);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=50');
    expect(Buffer.from(await res.arrayBuffer()).equals(original.subarray(100, 1124))).toBe(true);
  });

  it("keeps the app's answer for a public song: repeated ranged requests do not reach the app", async () => {
    const cached = await uploadSong(t, admin.token, f, { title: 'Kept answer' });
    const url = `/api/songs/${cached.id}/stream`;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${nginx}${url}`, { headers: { range: `bytes=${i * 1000}-${i * 1000 + 99}` } });
      expect(res.status).toBe(206);
      expect(Buffer.from(await res.arrayBuffer()).equals(original.subarray(i * 1000, i * 1000 + 100))).toBe(true);
    }
    // Asked once; a second ask only if the kept answer expired between two requests.
    expect(reachedApp(url)).toBeGreaterThanOrEqual(1);
    expect(reachedApp(url)).toBeLessThanOrEqual(2);
    // Signed in: every request asks the app.
    const before = reachedApp(url);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${nginx}${url}`, {
        headers: { range: 'bytes=0-99', authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(206);
      await res.arrayBuffer();
    }
    expect(reachedApp(url)).toBe(before + 3);
  });

  it('serves a song under review to its artist but never keeps that answer for anyone else', async () => {
    const url = `${nginx}/api/songs/${pendingId}/stream`;
    const mine = await fetch(url, { headers: { range: 'bytes=0-99', authorization: `Bearer ${artist.token}` } });
    expect(mine.status).toBe(206);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    await mine.arrayBuffer();
    const anonymous = await fetch(url, { headers: { range: 'bytes=0-99' } });
    expect(anonymous.status).toBe(404);
    expect(((await anonymous.json()) as { code: string }).code).toBe('SONG_NOT_FOUND');
  });

  it(`stops serving a removed song within ${ACCEL_AUTH_TTL_S + 1} seconds`, async () => {
    const gone = (await uploadSong(t, admin.token, f, { title: 'Soon removed' })) as typeof song;
    const url = `${nginx}/api/songs/${gone.id}/stream`;
    const addresses = [url, `${nginx}${gone.audioUrl}`];
    for (const address of addresses) {
      const res = await fetch(address, { headers: { range: 'bytes=0-99' } });
      expect(res.status).toBe(206);
      await res.arrayBuffer();
    }
    const del = await call(t, {
      method: 'DELETE',
      url: '/api/artist/delete-song',
      token: admin.token,
      payload: { songId: gone.id },
    });
    expect(del.statusCode, del.body).toBe(200);
    const removedAt = Date.now();
    // nginx counts whole seconds: a kept answer lives at most ACCEL_AUTH_TTL_S + 1 seconds.
    await new Promise((r) => setTimeout(r, (ACCEL_AUTH_TTL_S + 1) * 1000 - (Date.now() - removedAt)));
    for (const address of addresses) {
      const res = await fetch(address, { headers: { range: 'bytes=0-99' } });
      expect(res.status, address).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('SONG_NOT_FOUND');
    }
  });

  it('serves open-ended ranges, whole files on the immutable address and 416 past the end', async () => {
    const open = await fetch(`${nginx}${song.audioUrl}`, { headers: { range: `bytes=${original.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(original.subarray(original.length - 10))).toBe(true);
    const whole = await fetch(`${nginx}${song.audioUrl}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=50');
    expect(Buffer.from(await whole.arrayBuffer()).equals(original)).toBe(true);
    const past = await fetch(`${nginx}${song.audioUrl}`, { headers: { range: `bytes=${original.length + 10}-` } });
    expect(past.status).toBe(416);
  });

  it('keeps the app as the gatekeeper: a song under review is 404 and the media folder is not reachable', async () => {
    const hidden = await fetch(`${nginx}/api/songs/${pendingId}/stream`);
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { code: string }).code).toBe('SONG_NOT_FOUND');
    const direct = await fetch(`${nginx}/_media/${song.audioUrl.replace('/api/media/', '')}`);
    expect(direct.status).toBe(404);
    // Only GET and HEAD are served from disk; any other method is the app's to answer.
    const post = await fetch(`${nginx}/api/songs/${song.id}/stream`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(post.headers.get('content-type')).toContain('application/json');
  });

  it('counts a download and names the file', async () => {
    const res = await fetch(`${nginx}/api/songs/${song.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="Test Ensemble - Through nginx.mp3"',
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
    const after = await call(t, { method: 'GET', url: `/api/songs/${song.id}` });
    expect(after.json().song.downloadCount).toBe(1);
  });
});
