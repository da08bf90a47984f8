import { ERROR_MESSAGES } from '@nupe/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountCounts } from './helpers/db.js';
import { call, createTestApp, createUser, expectErrorBody, type TestApp, uniquePhone } from './helpers/test-app.js';

/**
 * Bad input gets a 4xx with a clear sentence and changes nothing.
 * Each case checks the error body of section 3 and the row counts before and after.
 */

let t: TestApp;
let before: Awaited<ReturnType<typeof accountCounts>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  before = await accountCounts(t);
});

const valid = () => ({ fullName: 'Zainab Nma', phone: uniquePhone(), password: 'longenough1' });
const artist = () => ({
  ...valid(),
  email: 'zainab@example.ng',
  accountType: 'artist',
  displayName: 'Zainab',
  genre: 'Songs',
  bio: 'Songs of the Niger.',
});

/** Sends, checks the status, code and a clear sentence, and that no row was added. */
async function refused(
  options: InjectOptions & { token?: string },
  status: number,
  code: string,
): Promise<{ body: ReturnType<typeof expectErrorBody>; res: LightMyRequestResponse }> {
  const res = await call(t, options);
  const body = expectErrorBody(res, status, code);
  // a sentence: starts with a capital letter or a quote, ends with a full stop, no internals
  expect(body.message).toMatch(/^["A-Z].*[.!]$/s);
  expect(body.message).not.toMatch(/ZodError|FST_|undefined|\[object/);
  expect(await accountCounts(t)).toEqual(before);
  return { body, res };
}

const registerWith = (payload: unknown, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/users/register',
  payload: payload as string,
  headers,
});

describe('bad input to registration and sign-in changes nothing', () => {
  it('malformed JSON', async () => {
    const { body } = await refused(
      registerWith('{"fullName": "Zainab", "phone": ', { 'content-type': 'application/json' }),
      400,
      'MALFORMED_JSON',
    );
    expect(body.message).toBe(ERROR_MESSAGES.MALFORMED_JSON);
  });

  it('missing fields', async () => {
    const { body } = await refused(registerWith({ phone: uniquePhone() }), 400, 'VALIDATION_FAILED');
    expect(body.message).toBe('Full name is required.');
    expect(Object.keys(body as object)).toContain('fields');
    expect((body as unknown as { fields: Record<string, string> }).fields).toMatchObject({
      fullName: 'Full name is required.',
      password: 'Password is required.',
    });
  });

  it('missing artist fields for an artist account (no user, no application)', async () => {
    const { displayName: _d, bio: _b, ...incomplete } = artist();
    const { body } = await refused(registerWith(incomplete), 400, 'VALIDATION_FAILED');
    expect(body.message).toBe('Display name is required for an artist account.');
  });

  it('extra fields', async () => {
    const { body } = await refused(registerWith({ ...valid(), role: 'admin' }), 400, 'VALIDATION_FAILED');
    expect(body.message).toContain('"role"');
  });

  it('wrong types', async () => {
    const { body } = await refused(
      registerWith({ fullName: 'Zainab', phone: 8031234567, password: 'longenough1' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(body.message).toMatch(/phone/i);
    const login = await refused(
      { method: 'POST', url: '/api/users/login', payload: { phone: uniquePhone(), password: 'x', rememberMe: 'yes' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(login.body.message).toBe('The field rememberMe must be a boolean, not a string.');
  });

  it('a body that is not an object', async () => {
    await refused(registerWith('["fullName"]', { 'content-type': 'application/json' }), 400, 'VALIDATION_FAILED');
    await refused(registerWith('"just a string"', { 'content-type': 'application/json' }), 400, 'VALIDATION_FAILED');
  });

  it('over-long strings', async () => {
    const long = await refused(registerWith({ ...valid(), fullName: 'N'.repeat(101) }), 400, 'VALIDATION_FAILED');
    expect(long.body.message).toBe('Full name must be at most 100 characters.');
    const bio = await refused(registerWith({ ...artist(), bio: 'b'.repeat(2001) }), 400, 'VALIDATION_FAILED');
    expect(bio.body.message).toBe('Bio must be at most 2000 characters.');
    const phone = await refused(registerWith({ ...valid(), phone: '0'.repeat(40) }), 400, 'VALIDATION_FAILED');
    expect(phone.body.message).toBe('Phone number must be at most 32 characters.');
    const password = await refused(registerWith({ ...valid(), password: 'p'.repeat(129) }), 400, 'VALIDATION_FAILED');
    expect(password.body.message).toBe('Password must be at most 128 characters.');
  });

  it('invalid phone numbers', async () => {
    for (const phone of ['12345', '0803 123 456', 'call me maybe', '+234 000 000 0000']) {
      const { body } = await refused(registerWith({ ...valid(), phone }), 400, 'INVALID_PHONE');
      expect(body.message).toBe(ERROR_MESSAGES.INVALID_PHONE);
    }
  });

  it('short passwords', async () => {
    const { body } = await refused(registerWith({ ...valid(), password: 'short1' }), 400, 'VALIDATION_FAILED');
    expect(body.message).toBe('Password must be at least 8 characters.');
  });

  it('an invalid email or genre for an artist', async () => {
    const email = await refused(registerWith({ ...artist(), email: 'not-an-email' }), 400, 'VALIDATION_FAILED');
    expect(email.body.message).toBe('Enter a valid email address.');
    const genre = await refused(registerWith({ ...artist(), genre: 'Jazz' }), 400, 'VALIDATION_FAILED');
    expect(genre.body.message).toMatch(/^Genre must be one of: Songs, Zikiri/);
  });

  it('a taken phone number (409)', async () => {
    const first = valid();
    expect((await call(t, registerWith(first))).statusCode).toBe(201);
    before = await accountCounts(t);
    const { body } = await refused(
      registerWith({ ...artist(), phone: first.phone.replace('+234', '0') }),
      409,
      'PHONE_TAKEN',
    );
    expect(body.message).toBe(ERROR_MESSAGES.PHONE_TAKEN);
  });

  it('a non-JSON content type', async () => {
    const json = JSON.stringify(valid());
    await refused(registerWith(json, { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await refused(
      registerWith('fullName=Zainab&phone=08031234567&password=longenough1', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await refused(registerWith(json, { 'content-type': 'application/xml' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('an empty body', async () => {
    await refused(registerWith('', { 'content-type': 'application/json' }), 400, 'MALFORMED_JSON');
    const none = await refused({ method: 'POST', url: '/api/users/register' }, 400, 'VALIDATION_FAILED');
    expect(none.body.message).toBe('The request body is missing: send a JSON object.');
    await refused(registerWith({}), 400, 'VALIDATION_FAILED');
    await refused({ method: 'POST', url: '/api/users/login', payload: {} }, 400, 'VALIDATION_FAILED');
  });

  it('an oversized JSON body (413)', async () => {
    await refused(registerWith({ ...valid(), fullName: 'x'.repeat(2 * 1024 * 1024) }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('bad input to artist applications changes nothing', () => {
  it('an application with missing, extra or invalid fields', async () => {
    const u = await createUser(t, 'listener');
    before = await accountCounts(t);
    const url = '/api/artist-applications';
    await refused({ method: 'POST', url, token: u.token, payload: { displayName: 'X' } }, 400, 'VALIDATION_FAILED');
    await refused(
      {
        method: 'POST',
        url,
        token: u.token,
        payload: { displayName: 'X', email: 'x@example.ng', genre: 'Songs', bio: 'b', status: 'approved' },
      },
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      { method: 'POST', url, token: u.token, payload: { displayName: 'X', email: 'x@', genre: 'Songs', bio: 'b' } },
      400,
      'VALIDATION_FAILED',
    );
  });

  it('approve and reject with an id that is not an id', async () => {
    const admin = await createUser(t, 'admin');
    before = await accountCounts(t);
    const approve = await refused(
      { method: 'PATCH', url: '/api/admin/approve-artist', token: admin.token, payload: { userId: 'robert' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(approve.body.message).toBe('The userId must be a valid user id.');
    await refused(
      { method: 'PATCH', url: '/api/admin/approve-artist', token: admin.token, payload: {} },
      400,
      'VALIDATION_FAILED',
    );
    await refused(
      { method: 'PATCH', url: '/api/admin/reject-artist/robert', token: admin.token, payload: { userId: 'robert' } },
      400,
      'VALIDATION_FAILED',
    );
  });
});
