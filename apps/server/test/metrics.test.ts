import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, longWav, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * GET /metrics: Prometheus text with requests by route, the job queue and active streams;
 * this machine may scrape without a token, others may not; with METRICS_TOKEN, only the token.
 */
let t: TestApp;
let withToken: TestApp;
let f: Fixtures;
let admin: SignedInUser;
const TOKEN = 'scrape-token-0123456789';

beforeAll(async () => {
  [t, withToken, f] = await Promise.all([createTestApp(), createTestApp({ metricsToken: TOKEN }), makeFixtures()]);
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  await Promise.all([t?.close(), withToken?.close()]);
  f?.cleanup();
});

const scrape = async (app: TestApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

/** The value of one sample line, e.g. `nupe_jobs{kind="rendition",status="queued"}`. */
function sample(text: string, name: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : null;
}

describe('metrics', () => {
  it('counts requests by route and status, with their latency, and shows the job queue', async () => {
    await uploadSong(t, admin.token, f, { title: 'Measured' }); // queues two renditions and a quality check
    await call(t, { method: 'GET', url: '/api/songs' });
    await call(t, { method: 'GET', url: '/api/songs' });
    const res = await scrape(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'nupe_http_requests_total{method="GET",route="/api/songs",status="200"}')).toBe(2);
    expect(sample(text, 'nupe_http_request_duration_seconds_count{method="GET",route="/api/songs",status="200"}')).toBe(
      2,
    );
    expect(sample(text, 'nupe_jobs{kind="rendition",status="queued"}')).toBe(2);
    expect(sample(text, 'nupe_jobs_oldest_age_seconds{kind="rendition",status="queued"}')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('nupe_process_resident_memory_bytes');
  });

  it('counts an audio answer as an active stream while it is being sent', async () => {
    // A hundred seconds of WAV (17.6 MB; the test app takes up to 20): more than the loopback socket buffers take, so the answer cannot
    // be handed to the kernel whole while the listener is not reading (the 12 s fixture could be).
    const song = await uploadSong(t, admin.token, f, {
      title: 'Long stream',
      audio: { data: longWav(100), filename: 'long.wav', type: 'audio/wav' },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A listener that stops reading: the answer stays open with most of the file unsent.
    const req = http.get(`http://127.0.0.1:${port}/api/songs/${song.id}/stream`);
    const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
    res.pause();
    expect(sample((await scrape(t)).body, 'nupe_active_streams')).toBe(1);
    req.destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect(sample((await scrape(t)).body, 'nupe_active_streams')).toBe(0);
  });

  it('answers only this machine without a token, and only the token when one is set', async () => {
    expect((await scrape(t, {}, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape(t, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape(withToken)).statusCode).toBe(401);
    expect((await scrape(withToken, { authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(401);
    expect((await scrape(withToken, { authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(200);
  });
});
