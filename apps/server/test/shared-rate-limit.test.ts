import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, uniquePhone } from './helpers/test-app.js';

/**
 * The sign-in limit holds across instances: with REDIS_URL both count in Redis (the
 * machine's, as in production), so attempts spread over two instances add up; each in its own
 * memory, the same attempts would be allowed twice over (then attempts 4 and 5 answer 401, and
 * this test fails: checked by leaving the Redis store out).
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const LIMIT = 3;
let shared: TestApp[] = [];

beforeAll(async () => {
  const redis = { url: REDIS_URL, namespace: `nupe-test-${randomBytes(4).toString('hex')}:` };
  const limits = { authRateLimit: { max: LIMIT, windowMs: 60_000 } };
  shared = await Promise.all([createTestApp({ ...limits, redis }), createTestApp({ ...limits, redis })]);
});
afterAll(async () => {
  await Promise.all(shared.map((t) => t.close()));
});

/** Wrong-password sign-ins for one phone number, alternating between the instances. */
async function attempts(apps: TestApp[], count: number): Promise<number[]> {
  const phone = uniquePhone();
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(apps[i % apps.length] as TestApp, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone, password: 'not-the-password-1' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the sign-in rate limit across two instances', () => {
  it('counts in Redis: the attempts on both add up to the one limit', async () => {
    expect(await attempts(shared, LIMIT + 2)).toEqual([401, 401, 401, 429, 429]);
  });
});
