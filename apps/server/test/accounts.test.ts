import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, TOKEN_TTL_REMEMBER_SECONDS, TOKEN_TTL_SECONDS } from '@nupe/shared';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserFields } from './helpers/db.js';
import { call, createTestApp, createUser, expectErrorBody, type TestApp, uniquePhone } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) => call(t, { method: 'POST', url: '/api/users/register', payload });
const login = (payload: Record<string, unknown>) => call(t, { method: 'POST', url: '/api/users/login', payload });
const me = (token: string) => call(t, { method: 'GET', url: '/api/users/me', token });

describe('registration', () => {
  it('creates a listener from a local-form number and stores it as E.164', async () => {
    const local = uniquePhone().replace('+234', '0');
    const res = await register({ fullName: 'Zainab Nma', phone: local, password: 'longenough1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: SUCCESS_MESSAGES.REGISTRATION, user: { role: 'listener' } });
    const mine = await me(res.json().token);
    expect(mine.json().user.phone).toBe(local.replace(/^0/, '+234'));
    expect(mine.json().artistApplication).toBeNull();
  });

  it('normalises the international form, with spaces, to E.164', async () => {
    const e164 = uniquePhone();
    const spaced = `+234 ${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`;
    const res = await register({ fullName: 'Ndako Gboya', phone: spaced, password: 'longenough1' });
    expect(res.statusCode).toBe(201);
    expect((await me(res.json().token)).json().user.phone).toBe(e164);
    // and the person signs in with the local form of the same number
    const local = await login({ phone: e164.replace('+234', '0'), password: 'longenough1' });
    expect(local.statusCode).toBe(200);
    expect(local.json().user.id).toBe(res.json().user.id);
  });

  it('files an artist application with accountType "artist", leaving the account a listener', async () => {
    const res = await register({
      fullName: 'Hauwa Tsado',
      phone: uniquePhone(),
      password: 'longenough1',
      email: 'hauwa@example.ng',
      accountType: 'artist',
      displayName: 'Hauwa of Bida',
      genre: 'Zikiri',
      bio: 'Zikiri singer from Bida.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('listener');
    const mine = (await me(res.json().token)).json();
    expect(mine.user).toMatchObject({ fullName: 'Hauwa Tsado', email: 'hauwa@example.ng', role: 'listener' });
    expect(mine.artistApplication).toMatchObject({ status: 'pending', displayName: 'Hauwa of Bida' });
    const admin = await createUser(t, 'admin');
    const list = (await call(t, { method: 'GET', url: '/api/admin/artist-requests', token: admin.token })).json();
    expect(list).toContainEqual(
      expect.objectContaining({ userId: res.json().user.id, displayName: 'Hauwa of Bida', genre: 'Zikiri' }),
    );
  });

  it('answers 409 for a taken number, in either form', async () => {
    const phone = uniquePhone();
    const body = { fullName: 'First', phone, password: 'longenough1' };
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...body, phone: phone.replace('+234', '0') });
    expect(expectErrorBody(again, 409, 'PHONE_TAKEN').message).toBe(ERROR_MESSAGES.PHONE_TAKEN);
  });
});

describe('login', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const u = await createUser(t, 'staff');
    const ok = await login({ phone: u.phone, password: u.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: SUCCESS_MESSAGES.LOGIN,
      token: expect.any(String),
      user: { id: u.id, role: 'staff', fullName: 'Test staff' },
    });
    const bad = await login({ phone: u.phone, password: 'wrong-pass' });
    expectErrorBody(bad, 401, 'INVALID_CREDENTIALS');
  });

  it('answers an unknown phone exactly as a wrong password', async () => {
    const u = await createUser(t, 'listener');
    const wrong = await login({ phone: u.phone, password: 'wrong-pass' });
    const unknown = await login({ phone: uniquePhone(), password: 'wrong-pass' });
    const invalid = await login({ phone: '12345', password: 'wrong-pass' });
    expectErrorBody(unknown, 401, 'INVALID_CREDENTIALS');
    expect(unknown.json()).toEqual(wrong.json());
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toEqual(wrong.json());
  });

  it('gives a 1-day token, or a 30-day one with remember-me', async () => {
    const u = await createUser(t, 'listener');
    const short = decodeJwt((await login({ phone: u.phone, password: u.password })).json().token);
    const long = decodeJwt((await login({ phone: u.phone, password: u.password, rememberMe: true })).json().token);
    expect(short.exp! - short.iat!).toBe(TOKEN_TTL_SECONDS);
    expect(long.exp! - long.iat!).toBe(TOKEN_TTL_REMEMBER_SECONDS);
    expect(TOKEN_TTL_SECONDS).toBe(24 * 60 * 60);
    expect(TOKEN_TTL_REMEMBER_SECONDS).toBe(30 * 24 * 60 * 60);
    expect(short.sub).toBe(u.id);
    // the token carries no role: the role is read from the database on each call
    expect(short).not.toHaveProperty('role');
  });
});

describe('GET /api/users/me', () => {
  it('answers the signed-in user without secrets', async () => {
    const u = await createUser(t, 'artist', 'Fatima Etsu');
    const res = await me(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: u.id, fullName: 'Fatima Etsu', role: 'artist', status: 'active' });
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('needs a token', async () => {
    expectErrorBody(await call(t, { method: 'GET', url: '/api/users/me' }), 401, 'NOT_SIGNED_IN');
  });

  it('refuses a token signed with another secret', async () => {
    const u = await createUser(t, 'admin');
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-123456'));
    expectErrorBody(await me(forged), 401, 'SESSION_EXPIRED');
  });

  it('refuses an expired token signed with the right secret', async () => {
    const u = await createUser(t, 'listener');
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuedAt(past - 86_400)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expectErrorBody(await me(expired), 401, 'SESSION_EXPIRED');
  });

  it('refuses a valid token of an account that no longer exists', async () => {
    const ghost = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expectErrorBody(await me(ghost), 401, 'SESSION_EXPIRED');
  });

  it('refuses a tampered token', async () => {
    const u = await createUser(t, 'listener');
    const [h, p, s] = u.token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1 })).toString('base64url')}.${s}`;
    expectErrorBody(await me(tampered), 401, 'SESSION_EXPIRED');
  });
});

describe('status and role come from the database on each request', () => {
  it('a suspended account cannot sign in, and its token is refused on the next call', async () => {
    const u = await createUser(t, 'listener');
    expect((await me(u.token)).statusCode).toBe(200);
    await setUserFields(t, u.id, { status: 'suspended' });
    const signIn = await login({ phone: u.phone, password: u.password });
    expect(expectErrorBody(signIn, 403, 'ACCOUNT_SUSPENDED').message).toBe(ERROR_MESSAGES.ACCOUNT_SUSPENDED);
    expectErrorBody(await me(u.token), 401, 'ACCOUNT_SUSPENDED');
    // reinstated, the same token works again
    await setUserFields(t, u.id, { status: 'active' });
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it('a role change takes effect on the next request with the same token', async () => {
    const u = await createUser(t, 'listener');
    const list = () => call(t, { method: 'GET', url: '/api/admin/artist-requests', token: u.token });
    expectErrorBody(await list(), 403, 'FORBIDDEN');
    await setUserFields(t, u.id, { role: 'admin' });
    expect((await list()).statusCode).toBe(200);
    expect((await me(u.token)).json().user.role).toBe('admin');
    await setUserFields(t, u.id, { role: 'staff' });
    expectErrorBody(await list(), 403, 'FORBIDDEN');
  });
});

describe('rate limits on sign-in and registration', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  const attempt = (payload: Record<string, unknown>, forwardedFor: string, remoteAddress?: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload,
      headers: { 'x-forwarded-for': forwardedFor },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answers 429 past the limit per phone number, even with the right password', async () => {
    const phone = uniquePhone();
    await limited.app.services.users.createUser({ role: 'listener', phone, password: 'right-password', fullName: 'R' });
    for (let i = 0; i < 3; i++) {
      expect((await attempt({ phone, password: 'wrong-password' }, '203.0.113.10')).statusCode).toBe(401);
    }
    const blocked = await attempt({ phone: phone.replace('+234', '0'), password: 'right-password' }, '203.0.113.11');
    expect(expectErrorBody(blocked, 429, 'TOO_MANY_ATTEMPTS').message).toBe(ERROR_MESSAGES.TOO_MANY_ATTEMPTS);
    // registration with that number counts against the same limit
    const reg = await limited.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { fullName: 'X', phone, password: 'longenough1' },
      headers: { 'x-forwarded-for': '203.0.113.12' },
    });
    expectErrorBody(reg, 429, 'TOO_MANY_ATTEMPTS');
    // another number from the same address is still served
    expect((await attempt({ phone: uniquePhone(), password: 'x' }, '203.0.113.10')).statusCode).toBe(401);
  });

  it('answers 429 past the limit per address, whatever the phone numbers', async () => {
    const perAddress = 3 * 5;
    for (let i = 0; i < perAddress; i++) {
      const res = await attempt({ phone: uniquePhone(), password: 'whatever1' }, '203.0.113.20');
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectErrorBody(await attempt({ phone: uniquePhone(), password: 'x' }, '203.0.113.20'), 429, 'TOO_MANY_ATTEMPTS');
    // another address is not affected
    expect((await attempt({ phone: uniquePhone(), password: 'x' }, '203.0.113.21')).statusCode).toBe(401);
  });

  it('a client cannot escape the address limit by writing X-Forwarded-For itself', async () => {
    const remote = '198.51.100.7';
    for (let i = 0; i < 15; i++) {
      const res = await attempt({ phone: uniquePhone(), password: 'whatever1' }, `10.0.0.${i}`, remote);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectErrorBody(await attempt({ phone: uniquePhone(), password: 'x' }, '10.9.9.9', remote), 429);
  });
});
