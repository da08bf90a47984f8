import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type SignedInUser, type TestApp, uniquePhone } from './helpers/test-app.js';

/**
 * Logs never carry secrets or personal data. Each error path is made to fail on the real
 * database (a trigger), and every log line the server wrote is searched for the password, its
 * argon2 hash, the phone number, the e-mail and the bearer token.
 */
let t: TestApp;
let admin: SignedInUser;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
  admin = await createUser(t, 'admin');
});
afterAll(() => t?.close());

const db = () => t.app.database.db;

/** Makes every insert into `table` fail, runs `fn`, and removes the trigger again. */
async function whileInsertsFail(table: string, fn: () => Promise<void>) {
  await db().execute(
    sql.raw(`create or replace function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'storage unavailable'; end $$`),
  );
  await db().execute(
    sql.raw(
      `create trigger refuse_write before insert or update on ${table} for each row execute function refuse_write()`,
    ),
  );
  try {
    await fn();
  } finally {
    await db().execute(sql.raw(`drop trigger refuse_write on ${table}`));
  }
}

function expectClean(...secrets: string[]) {
  const log = lines.join('\n');
  for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
  expect(log).not.toMatch(/\$argon2/);
}

describe('the log carries no secret and no personal data', () => {
  it('a failed registration query logs the failure without its parameters (no hash, no phone, no password)', async () => {
    const phone = uniquePhone();
    const password = 'secret-horse-battery-7';
    await whileInsertsFail('users', async () => {
      const res = await call(t, {
        method: 'POST',
        url: '/api/users/register',
        payload: { fullName: 'Amina Logged', phone, password, email: 'amina.logged@example.ng' },
      });
      expect(res.statusCode).toBe(500);
    });
    const failure = lines.find((l) => l.includes('unexpected error'));
    expect(failure, 'the failure is logged').toBeDefined();
    expect(JSON.parse(failure ?? '{}').err.message).toMatch(/^Failed query: insert into "users"/);
    expectClean(phone, password, phone.slice(1), 'amina.logged@example.ng', 'Amina Logged');
  });

  it('a failed sign-in, a token on a failing request and a phone in a search stay out of the log', async () => {
    const user = await createUser(t, 'listener');
    const wrong = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: user.phone, password: 'not-the-password-1' },
    });
    expect(wrong.statusCode).toBe(401);
    await whileInsertsFail('artist_applications', async () => {
      const res = await call(t, {
        method: 'POST',
        url: '/api/artist-applications',
        token: user.token,
        payload: { displayName: 'Logged', email: 'logged@example.ng', genre: 'Songs', bio: 'Songs.' },
      });
      expect(res.statusCode).toBe(500);
    });
    const search = await call(t, {
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(user.phone)}`,
      token: admin.token,
    });
    expect(search.statusCode).toBe(200);
    expect(lines.some((l) => l.includes('/api/admin/users'))).toBe(true);
    expectClean(user.phone, user.password, 'not-the-password-1', user.token, admin.token, 'logged@example.ng');
  });
});
