import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * The /rest attempt limit: past it every attempt is refused, the right key too; `apiKey`
 * guesses from one address do not close the door for everyone else's keys; and /rest failures
 * never lock the account's owner out of signing in on the site.
 */
let t: TestApp;
let victim: SignedInUser;
let victimKey: string;
const LIMIT = 4;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: LIMIT, windowMs: 60_000 } });
  victim = await createUser(t, 'listener');
  victimKey = (
    await call(t, { method: 'POST', url: '/api/me/app-keys', token: victim.token, payload: { name: 'Phone' } })
  ).json().key;
});
afterAll(() => t?.close());

const rest = async (query: Record<string, string>, from: string) =>
  (
    await call(t, {
      method: 'GET',
      url: `/rest/ping?${new URLSearchParams({ v: '1.16.1', c: 't', f: 'json', ...query })}`,
      remoteAddress: from,
    })
  ).json()['subsonic-response'];

describe('/rest attempts', () => {
  it('past the limit, a right key from the guessing address is refused too', async () => {
    const from = '203.0.113.7';
    for (let i = 0; i < LIMIT * 5; i++) await rest({ apiKey: `wrong-${i}` }, from);
    const right = await rest({ apiKey: victimKey }, from);
    expect(right.status).toBe('failed');
    expect(right.error.message).toMatch(/Too many failed attempts/);
  });

  it('apiKey guesses from one address do not shut out keys used from another', async () => {
    for (let i = 0; i < LIMIT * 5; i++) await rest({ apiKey: `guess-${i}` }, '198.51.100.1');
    // Someone else's first mistyped key is a wrong key, not "too many attempts".
    const typo = await rest({ apiKey: 'mistyped' }, '198.51.100.2');
    expect(typo.error.code).toBe(44);
    expect(typo.error.message).not.toMatch(/Too many/);
    expect((await rest({ apiKey: victimKey }, '198.51.100.2')).status).toBe('ok');
  });

  it("failures with someone's name on /rest do not lock them out of signing in on the site", async () => {
    for (let i = 0; i < LIMIT * 2; i++) await rest({ u: victim.phone, p: `wrong-${i}` }, '192.0.2.50');
    expect((await rest({ u: victim.phone, p: 'still-wrong' }, '192.0.2.51')).error.message).toMatch(/Too many/);
    const login = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: victim.phone, password: victim.password },
      remoteAddress: '192.0.2.99',
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
