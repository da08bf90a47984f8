import { SUCCESS_MESSAGES } from '@nupe/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessages } from '../src/db/schema/index.js';
import { call, createTestApp, createUser, expectErrorBody, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Hauwa Nda',
  email: 'hauwa@example.ng',
  subject: 'artist',
  message: 'I record Zikiri with my group in Bida. How do we upload?',
};
const stored = async () => (await t.app.database.db.select({ n: count() }).from(supportMessages))[0]?.n ?? 0;

describe('POST /api/contact', () => {
  it('stores the message as an open support message and answers the thank-you sentence', async () => {
    const res = await call(t, { method: 'POST', url: '/api/contact', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(SUCCESS_MESSAGES.CONTACT_SENT);
    const [row] = await t.app.database.db.select().from(supportMessages).where(eq(supportMessages.id, res.json().id));
    expect(row).toMatchObject({ ...valid, status: 'open', userId: null });
  });

  it('remembers a signed-in sender', async () => {
    const u = await createUser(t, 'artist');
    const res = await call(t, { method: 'POST', url: '/api/contact', payload: valid, token: u.token });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.database.db.select().from(supportMessages).where(eq(supportMessages.id, res.json().id));
    expect(row?.userId).toBe(u.id);
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a missing name', { ...valid, name: undefined }, 'Name is required.'],
    ['a blank message', { ...valid, message: '   ' }, 'Message is required.'],
    ['an invalid email', { ...valid, email: 'not-an-email' }, 'Enter a valid email address.'],
    ['an unknown subject', { ...valid, subject: 'sales' }, 'Choose a subject.'],
    ['an over-long message', { ...valid, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['an extra field', { ...valid, admin: true }, 'Unexpected field "admin".'],
  ];
  for (const [what, payload, sentence] of bad) {
    it(`refuses ${what} with a clear sentence and stores nothing`, async () => {
      const before = await stored();
      const res = await call(t, { method: 'POST', url: '/api/contact', payload });
      expect(expectErrorBody(res, 400, 'VALIDATION_FAILED').message).toBe(sentence);
      expect(await stored()).toBe(before);
    });
  }
});
