import { describe, expect, it } from 'vitest';
import { judge, rateLimiter } from './fixity-audit.js';

const object = { key: 'audio/ab/x.mp3', kind: 'original' as const, songId: null, expected: 'a'.repeat(64) };

describe('judge', () => {
  it('passes the same checksum, fails another, and tells missing and first sight apart', () => {
    expect(judge(object, 'a'.repeat(64)).outcome).toBe('pass');
    expect(judge(object, 'b'.repeat(64)).outcome).toBe('fail');
    expect(judge(object, null).outcome).toBe('missing');
    expect(judge({ ...object, expected: null }, 'b'.repeat(64)).outcome).toBe('recorded');
  });
});

describe('rateLimiter', () => {
  it('paces reading over the whole run: 2 MB at 4 MB/s takes about half a second', async () => {
    const take = rateLimiter(4 * 1024 * 1024);
    const start = performance.now();
    for (let i = 0; i < 32; i++) await take(64 * 1024);
    const seconds = (performance.now() - start) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(0.45);
    expect(seconds).toBeLessThan(1.5);
  });

  it('does not wait at all without a limit', async () => {
    const take = rateLimiter(null);
    const start = performance.now();
    for (let i = 0; i < 1000; i++) await take(1024 * 1024);
    expect(performance.now() - start).toBeLessThan(200);
  });
});
