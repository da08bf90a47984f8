import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, expectErrorBody, type TestApp, uniquePhone } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates a listener from a local-form number and stores it as E.164', async () => {
    const local = uniquePhone().replace('+234', '0');
    const res = await call(t, {
      method: 'POST',
      url: '/api/users/register',
      payload: { fullName: 'Zainab Nma', phone: local, password: 'longenough1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: SUCCESS_MESSAGES.REGISTRATION, user: { role: 'listener' } });
    const me = await call(t, { method: 'GET', url: '/api/users/me', token: res.json().token });
    expect(me.json().user.phone).toBe(local.replace(/^0/, '+234'));
  });

  it('answers 409 for a taken number, in either form', async () => {
    const phone = uniquePhone();
    const body = { fullName: 'First', phone, password: 'longenough1' };
    expect((await call(t, { method: 'POST', url: '/api/users/register', payload: body })).statusCode).toBe(201);
    const again = await call(t, {
      method: 'POST',
      url: '/api/users/register',
      payload: { ...body, phone: phone.replace('+234', '0') },
    });
    expect(expectErrorBody(again, 409, 'PHONE_TAKEN').message).toBe(ERROR_MESSAGES.PHONE_TAKEN);
  });
});

describe('login', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const u = await createUser(t, 'staff');
    const ok = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: u.phone, password: u.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: SUCCESS_MESSAGES.LOGIN, user: { id: u.id, role: 'staff' } });
    const bad = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: u.phone, password: 'wrong-pass' },
    });
    expectErrorBody(bad, 401, 'INVALID_CREDENTIALS');
  });
});
