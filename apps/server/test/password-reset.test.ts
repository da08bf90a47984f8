import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import {
  ERROR_MESSAGES,
  PASSWORD_RESET_SUBJECT,
  RESET_CODE_MAX_TRIES,
  type ResetLinkCreated,
  SUCCESS_MESSAGES,
  type SupportTicket,
} from '@nupe/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTermiiSender, SmsError } from '../src/lib/sms.js';
import { setUserFields } from './helpers/db.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
  uniquePhone,
} from './helpers/test-app.js';

/**
 * Password reset without an operator's shell: codes by SMS (the development
 * sender writes them to the log, where these tests read them, as a developer would), and
 * one-time links staff create on a support ticket.
 */
let t: TestApp;
let staff: SignedInUser;
let admin: SignedInUser;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  t = await createTestApp(
    {
      logLevel: 'warn',
      sms: { provider: 'log', file: null },
      // 3 requests per number and 10 per address an hour; each test comes from its own address.
      resetRateLimit: { perPhone: 3, perAddress: 10, windowMs: 60 * 60 * 1000 },
    },
    { logStream: stream },
  );
  [staff, admin] = await Promise.all([createUser(t, 'staff', 'Halima Support'), createUser(t, 'admin')]);
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
/** A client address of its own (X-Forwarded-For from this machine's proxy is believed). */
const newAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

type Sms = { toEnding: string; text: string };
/** The messages the development sender wrote to the log. */
const smsLog = (): Sms[] =>
  lines.flatMap((line) => {
    const entry = JSON.parse(line) as { sms?: Sms };
    return entry.sms ? [entry.sms] : [];
  });

/** The code in the newest SMS to this number; it is sent after the answer, so wait for it. */
async function codeSentTo(phone: string, after = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const sent = smsLog()
      .slice(after)
      .filter((s) => s.toEnding === phone.slice(-4));
    const text = sent.at(-1)?.text;
    const code = text ? /code is (\d{6})\./.exec(text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no SMS to …${phone.slice(-4)} in the log`);
}

const requestCode = (phone: string, address: string, app: TestApp = t) =>
  call(app, {
    method: 'POST',
    url: '/api/password-reset/sms',
    payload: { phone },
    headers: { 'x-forwarded-for': address },
  });

const verify = (payload: Record<string, unknown>, address: string, app: TestApp = t) =>
  call(app, {
    method: 'POST',
    url: '/api/password-reset/sms/verify',
    payload,
    headers: { 'x-forwarded-for': address },
  });

const login = (phone: string, password: string) =>
  call(t, { method: 'POST', url: '/api/users/login', payload: { phone, password } });

const me = (token: string) => call(t, { method: 'GET', url: '/api/users/me', token });

/** A code the right way: asked for, read from the development sender. */
async function freshCode(user: SignedInUser, address: string) {
  const before = smsLog().length;
  const res = await requestCode(user.phone, address);
  expect(res.statusCode, res.body).toBe(202);
  return codeSentTo(user.phone, before);
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('options', () => {
  it('says codes by SMS are available, with their limits', async () => {
    const res = await call(t, { method: 'GET', url: '/api/password-reset/options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sms: true, codeLength: 6, codeMinutes: 10, codeTries: 5, linkMinutes: 30 });
  });
});

describe('a code by SMS', () => {
  it('is sent through the development sender, sets the new password once, and ends the sessions signed in before', async () => {
    const user = await createUser(t, 'listener', 'Amina Code');
    const address = newAddress();
    const before = smsLog().length;
    const res = await requestCode(user.phone.replace('+234', '0'), address);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SUCCESS_MESSAGES.RESET_CODE_SENT });
    const code = await codeSentTo(user.phone, before);
    const sms = smsLog().at(-1) as Sms;
    expect(sms.text).toContain('It works for 10 minutes');
    // The log names the number by its last 4 digits only.
    expect(lines.join('\n')).not.toContain(user.phone);

    const ok = await verify({ phone: user.phone, code, password: 'a-brand-new-pass' }, address);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: SUCCESS_MESSAGES.PASSWORD_CHANGED });

    expectErrorBody(await login(user.phone, user.password), 401, 'INVALID_CREDENTIALS');
    const signedIn = await login(user.phone, 'a-brand-new-pass');
    expect(signedIn.statusCode).toBe(200);
    // The token from before the reset is refused; the new one works.
    expectErrorBody(await me(user.token), 401, 'SESSION_EXPIRED');
    expect((await me(signedIn.json().token)).statusCode).toBe(200);
    // The code worked once.
    const again = await verify({ phone: user.phone, code, password: 'another-new-pass' }, address);
    expectErrorBody(again, 400, 'RESET_CODE_INVALID');
  });

  it('answers an unknown number, and a suspended account, exactly as a known one, and sends nothing', async () => {
    const known = await createUser(t, 'listener');
    const suspended = await createUser(t, 'listener');
    await setUserFields(t, suspended.id, { status: 'suspended' });
    const address = newAddress();
    const before = smsLog().length;
    const a = await requestCode(known.phone, address);
    const b = await requestCode(uniquePhone(), address);
    const c = await requestCode(suspended.phone, address);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([202, 202, 202]);
    expect(b.json()).toEqual(a.json());
    expect(c.json()).toEqual(a.json());
    await codeSentTo(known.phone, before);
    await new Promise((r) => setTimeout(r, 100));
    expect(smsLog().slice(before)).toHaveLength(1);

    // Trying a code on an unknown number fails as a wrong code does.
    const unknown = await verify({ phone: uniquePhone(), code: '123456', password: 'whatever-123' }, address);
    const wrong = await verify({ phone: known.phone, code: '000000', password: 'whatever-123' }, address);
    expectErrorBody(unknown, 400, 'RESET_CODE_INVALID');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('counts wrong tries: after 4 wrong ones the right code still works', async () => {
    const user = await createUser(t, 'listener');
    const address = newAddress();
    const code = await freshCode(user, address);
    for (let i = 0; i < RESET_CODE_MAX_TRIES - 1; i++) {
      const res = await verify({ phone: user.phone, code: wrongCode(code), password: 'new-password-1' }, address);
      expect(expectErrorBody(res, 400, 'RESET_CODE_INVALID').message).toBe(ERROR_MESSAGES.RESET_CODE_INVALID);
    }
    const ok = await verify({ phone: user.phone, code, password: 'new-password-1' }, address);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await login(user.phone, 'new-password-1')).statusCode).toBe(200);
  });

  it('dies after 5 wrong tries: the right code no longer works, a new code does', async () => {
    const user = await createUser(t, 'listener');
    const address = newAddress();
    const code = await freshCode(user, address);
    for (let i = 0; i < RESET_CODE_MAX_TRIES; i++) {
      await verify({ phone: user.phone, code: wrongCode(code), password: 'new-password-2' }, address);
    }
    const dead = await verify({ phone: user.phone, code, password: 'new-password-2' }, address);
    expectErrorBody(dead, 400, 'RESET_CODE_INVALID');
    expect((await login(user.phone, user.password)).statusCode).toBe(200);

    const next = await freshCode(user, address);
    const ok = await verify({ phone: user.phone, code: next, password: 'new-password-2' }, address);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const inTime = await createUser(t, 'listener');
    const late = await createUser(t, 'listener');
    const address = newAddress();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const inTimeCode = await freshCode(inTime, address);
    const lateCode = await freshCode(late, address);

    vi.setSystemTime(start + 9 * 60_000 + 50_000);
    const ok = await verify({ phone: inTime.phone, code: inTimeCode, password: 'in-time-pass' }, address);
    expect(ok.statusCode, ok.body).toBe(200);

    vi.setSystemTime(start + 10 * 60_000 + 1_000);
    const expired = await verify({ phone: late.phone, code: lateCode, password: 'too-late-pass' }, address);
    expectErrorBody(expired, 400, 'RESET_CODE_INVALID');
    expect((await login(late.phone, late.password)).statusCode).toBe(200);
  });

  it('a new code replaces the one sent before', async () => {
    const user = await createUser(t, 'listener');
    const address = newAddress();
    const first = await freshCode(user, address);
    const second = await freshCode(user, address);
    if (first !== second) {
      const old = await verify({ phone: user.phone, code: first, password: 'replaced-pass' }, address);
      expectErrorBody(old, 400, 'RESET_CODE_INVALID');
    }
    expect((await verify({ phone: user.phone, code: second, password: 'replaced-pass' }, address)).statusCode).toBe(
      200,
    );
  });

  it('is limited per number (3 an hour here) and per address (10), known number or not: 429', async () => {
    const user = await createUser(t, 'listener');
    const unknown = uniquePhone();
    for (const phone of [user.phone, unknown]) {
      const address = newAddress();
      for (let i = 0; i < 3; i++) expect((await requestCode(phone, address)).statusCode).toBe(202);
      const refused = await requestCode(phone, newAddress());
      expect(expectErrorBody(refused, 429, 'TOO_MANY_ATTEMPTS').message).toBe(ERROR_MESSAGES.TOO_MANY_ATTEMPTS);
    }
    const address = newAddress();
    for (let i = 0; i < 10; i++) expect((await requestCode(uniquePhone(), address)).statusCode).toBe(202);
    expectErrorBody(await requestCode(uniquePhone(), address), 429, 'TOO_MANY_ATTEMPTS');
  });

  it('refuses bad input with the field named, and a password shorter than the rules', async () => {
    const address = newAddress();
    const badPhone = await requestCode('12345', address);
    expectErrorBody(badPhone, 400, 'INVALID_PHONE');
    const user = await createUser(t, 'listener');
    const shortCode = await verify({ phone: user.phone, code: '12345', password: 'long-enough-1' }, address);
    expectErrorBody(shortCode, 400, 'VALIDATION_FAILED');
    expect(shortCode.json().fields).toHaveProperty('code');
    const shortPassword = await verify({ phone: user.phone, code: '123456', password: 'short' }, address);
    expectErrorBody(shortPassword, 400, 'VALIDATION_FAILED');
    expect(shortPassword.json().fields).toEqual({
      password: 'Password must be at least 8 characters.',
    });
  });
});

/** Staff's view of the support tickets (all, newest pages included). */
async function ticketNamed(name: string): Promise<SupportTicket> {
  const res = await call(t, { method: 'GET', url: '/api/staff/support?status=all&limit=100', token: staff.token });
  const ticket = (res.json().tickets as SupportTicket[]).find((x) => x.name === name);
  if (!ticket) throw new Error(`no ticket from ${name}`);
  return ticket;
}

const askSupport = (payload: Record<string, unknown>) =>
  call(t, {
    method: 'POST',
    url: '/api/password-reset/requests',
    payload,
    headers: { 'x-forwarded-for': newAddress() },
  });

const createLink = (ticketId: string, token?: string) =>
  call(t, { method: 'POST', url: `/api/staff/support/${ticketId}/reset-link`, token });

const checkLink = (token: string) =>
  call(t, { method: 'POST', url: '/api/password-reset/link/check', payload: { token } });
const useLink = (token: string, password: string) =>
  call(t, { method: 'POST', url: '/api/password-reset/link', payload: { token, password } });

const tokenOf = (link: ResetLinkCreated['link']) => new URL(link.url).searchParams.get('token') as string;

describe('a reset link from staff', () => {
  it('a request reaches staff as a "Password reset" ticket naming the account; the answer is the same for an unknown number', async () => {
    const user = await createUser(t, 'artist', 'Ndagi Request');
    const known = await askSupport({
      fullName: 'Ndagi Request',
      phone: user.phone.replace('+234', '0'),
      message: 'I sing at Bida; my last upload was Evening Zikiri.',
    });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: SUCCESS_MESSAGES.RESET_REQUEST_SENT });
    const unknown = await askSupport({ fullName: 'Nobody Known', phone: uniquePhone() });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());

    const ticket = await ticketNamed('Ndagi Request');
    expect(ticket).toMatchObject({
      subject: PASSWORD_RESET_SUBJECT,
      subjectLabel: 'Password reset',
      status: 'open',
      email: null,
      phone: user.phone,
      message: 'I sing at Bida; my last upload was Evening Zikiri.',
      resetAccount: { id: user.id, fullName: 'Ndagi Request', role: 'artist', status: 'active' },
    });
    const other = await ticketNamed('Nobody Known');
    expect(other.resetAccount).toBeNull();
    expect(other.message).toBe('Password reset requested from the sign-in page.');
    expectErrorBody(await askSupport({ fullName: '', phone: user.phone }), 400, 'VALIDATION_FAILED');
  });

  it('staff create a link that works once, ends the old sessions, and is recorded in the audit log and on the ticket', async () => {
    const user = await createUser(t, 'listener', 'Zainab Linked');
    expect((await askSupport({ fullName: 'Zainab Linked', phone: user.phone })).statusCode).toBe(202);
    const ticket = await ticketNamed('Zainab Linked');

    const created = await createLink(ticket.id, staff.token);
    expect(created.statusCode, created.body).toBe(201);
    const { message, link } = created.json() as ResetLinkCreated;
    expect(message).toBe(SUCCESS_MESSAGES.RESET_LINK_CREATED);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(link.phone).toBe(user.phone);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(link.whatsappUrl).toBe(`https://wa.me/${user.phone.slice(1)}?text=${encodeURIComponent(link.text)}`);
    expect(link.smsUrl).toBe(`sms:${user.phone}?body=${encodeURIComponent(link.text)}`);
    expect(link.text).toContain(link.url);

    const after = await ticketNamed('Zainab Linked');
    // Its status is staff's to move: a filtered list keeps the card (and the link shown on it).
    expect(after.status).toBe('open');
    expect(after.notes.at(-1)).toMatchObject({ author: 'Halima Support' });
    expect(after.notes.at(-1)?.body).toMatch(/^Reset link created\. It works once, until \d\d:\d\d/);
    const audit = await call(t, { method: 'GET', url: '/api/admin/audit-log?limit=100', token: admin.token });
    expect(audit.json().entries).toContainEqual(
      expect.objectContaining({
        action: 'user.reset-link',
        actorName: 'Halima Support',
        targetType: 'user',
        targetId: user.id,
        targetLabel: 'Zainab Linked',
        details: { ticketId: ticket.id, expiresAt: link.expiresAt },
      }),
    );
    // The token itself is kept nowhere but in the link.
    expect(JSON.stringify(audit.json())).not.toContain(tokenOf(link));

    const token = tokenOf(link);
    const check = await checkLink(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ expiresAt: link.expiresAt });
    expectErrorBody(await useLink(token, 'short'), 400, 'VALIDATION_FAILED');
    const used = await useLink(token, 'set-through-link');
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ message: SUCCESS_MESSAGES.PASSWORD_CHANGED });
    expect((await login(user.phone, 'set-through-link')).statusCode).toBe(200);
    expectErrorBody(await me(user.token), 401, 'SESSION_EXPIRED');

    expectErrorBody(await useLink(token, 'once-more-please'), 410, 'RESET_LINK_USED');
    expectErrorBody(await checkLink(token), 410, 'RESET_LINK_USED');
    expect((await login(user.phone, 'set-through-link')).statusCode).toBe(200);
  });

  it('expires after 30 minutes', async () => {
    const user = await createUser(t, 'listener', 'Musa Expired');
    await askSupport({ fullName: 'Musa Expired', phone: user.phone });
    const ticket = await ticketNamed('Musa Expired');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { link } = (await createLink(ticket.id, staff.token)).json() as ResetLinkCreated;
    vi.setSystemTime(start + 29 * 60_000);
    expect((await checkLink(tokenOf(link))).statusCode).toBe(200);
    vi.setSystemTime(start + 30 * 60_000 + 1_000);
    const expired = await checkLink(tokenOf(link));
    expect(expectErrorBody(expired, 410, 'RESET_LINK_EXPIRED').message).toBe(ERROR_MESSAGES.RESET_LINK_EXPIRED);
    expectErrorBody(await useLink(tokenOf(link), 'too-late-now'), 410, 'RESET_LINK_EXPIRED');
    vi.useRealTimers();
    expect((await login(user.phone, user.password)).statusCode).toBe(200);
  });

  it('a new link replaces the earlier one; an unknown token is not valid', async () => {
    const user = await createUser(t, 'listener', 'Fati Twice');
    await askSupport({ fullName: 'Fati Twice', phone: user.phone });
    const ticket = await ticketNamed('Fati Twice');
    const first = (await createLink(ticket.id, staff.token)).json() as ResetLinkCreated;
    const second = (await createLink(ticket.id, admin.token)).json() as ResetLinkCreated;
    expectErrorBody(await checkLink(tokenOf(first.link)), 410, 'RESET_LINK_USED');
    expect((await checkLink(tokenOf(second.link))).statusCode).toBe(200);
    expectErrorBody(await checkLink('not-a-real-token'), 404, 'RESET_LINK_INVALID');
    expectErrorBody(await useLink('not-a-real-token', 'long-enough-9'), 404, 'RESET_LINK_INVALID');
  });

  it('only staff and admins create links, and only on a password reset request for an active account', async () => {
    const user = await createUser(t, 'listener', 'Hauwa Guarded');
    await askSupport({ fullName: 'Hauwa Guarded', phone: user.phone });
    const ticket = await ticketNamed('Hauwa Guarded');
    const listener = await createUser(t, 'listener');
    const artist = await createUser(t, 'artist');
    expectErrorBody(await createLink(ticket.id), 401, 'NOT_SIGNED_IN');
    expectErrorBody(await createLink(ticket.id, listener.token), 403, 'FORBIDDEN');
    expectErrorBody(await createLink(ticket.id, artist.token), 403, 'FORBIDDEN');
    // A listener asking for a link to their own account gets none either.
    expectErrorBody(await createLink(ticket.id, user.token), 403, 'FORBIDDEN');

    const contact = await call(t, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Plain Contact', email: 'plain@example.ng', subject: 'technical', message: 'Hello' },
    });
    expectErrorBody(await createLink(contact.json().id, staff.token), 409, 'NOT_A_RESET_REQUEST');
    await askSupport({ fullName: 'Nobody Here', phone: uniquePhone() });
    expectErrorBody(
      await createLink((await ticketNamed('Nobody Here')).id, staff.token),
      404,
      'RESET_ACCOUNT_NOT_FOUND',
    );
    expectErrorBody(await createLink('00000000-0000-4000-8000-000000000000', staff.token), 404, 'TICKET_NOT_FOUND');
    // Staff cannot take over a staff or admin account through its reset request; an admin can.
    for (const role of ['staff', 'admin'] as const) {
      const colleague = await createUser(t, role, `Colleague ${role}`);
      await askSupport({ fullName: `Colleague ${role}`, phone: colleague.phone });
      const request = await ticketNamed(`Colleague ${role}`);
      expectErrorBody(await createLink(request.id, staff.token), 403, 'RESET_NEEDS_ADMIN');
      expect((await createLink(request.id, admin.token)).statusCode).toBe(201);
    }
    await setUserFields(t, user.id, { status: 'suspended' });
    expectErrorBody(await createLink(ticket.id, staff.token), 409, 'RESET_ACCOUNT_SUSPENDED');
    await setUserFields(t, user.id, { status: 'active' });
    expect((await createLink(ticket.id, admin.token)).statusCode).toBe(201);
  });
});

/** A stand-in for Termii's API on this machine: answers as told and keeps every request. */
async function fakeTermii(status = 200, answer: unknown = { message_id: '3017', message: 'Successfully Sent' }) {
  const received: { method: string; url: string; contentType: string; body: Record<string, unknown> }[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      body: JSON.parse(raw) as Record<string, unknown>,
    });
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Termii adapter', () => {
  it('sends Termii the JSON it documents, and the code it carries resets the password', async () => {
    const termii = await fakeTermii();
    const app = await createTestApp({
      sms: {
        provider: 'termii',
        apiKey: 'TL-test-api-key',
        senderId: 'NupeMusic',
        baseUrl: termii.baseUrl,
        channel: 'dnd',
      },
    });
    try {
      const phone = uniquePhone();
      await app.app.services.users.createUser({ role: 'listener', phone, password: 'old-password-1', fullName: 'T' });
      expect((await requestCode(phone.replace('+234', '0'), newAddress(), app)).statusCode).toBe(202);
      await vi.waitFor(() => expect(termii.received).toHaveLength(1));
      const [sent] = termii.received;
      expect(sent).toMatchObject({ method: 'POST', url: '/api/sms/send', contentType: 'application/json' });
      expect(sent?.body).toEqual({
        to: phone.slice(1),
        from: 'NupeMusic',
        sms: expect.stringMatching(/^Your Nupe Music code is \d{6}\. It works for 10 minutes\./),
        type: 'plain',
        channel: 'dnd',
        api_key: 'TL-test-api-key',
      });
      const code = /code is (\d{6})/.exec(String(sent?.body.sms))?.[1];
      const ok = await verify({ phone, code, password: 'from-termii-1' }, newAddress(), app);
      expect(ok.statusCode, ok.body).toBe(200);
    } finally {
      await app.close();
      await termii.close();
    }
  });

  it('rejects with Termii’s reason when Termii refuses, never naming the key or the number', async () => {
    const termii = await fakeTermii(401, { message: 'Invalid API key' });
    try {
      const sender = createTermiiSender({
        apiKey: 'TL-secret-key',
        senderId: 'Nupe',
        baseUrl: `${termii.baseUrl}/`,
        channel: 'generic',
      });
      const error = await sender.send('+2348031234567', 'hello').catch((err: unknown) => err);
      expect(error).toBeInstanceOf(SmsError);
      expect((error as SmsError).status).toBe(401);
      expect((error as SmsError).message).toBe('Termii refused the message: HTTP 401 Invalid API key');
      expect((error as SmsError).message).not.toMatch(/TL-secret-key|8031234567/);
      expect(termii.received[0]?.body).toMatchObject({ channel: 'generic', from: 'Nupe', to: '2348031234567' });
    } finally {
      await termii.close();
    }
    const unreachable = createTermiiSender({
      apiKey: 'k',
      senderId: 'Nupe',
      baseUrl: termii.baseUrl,
      channel: 'dnd',
      timeoutMs: 2000,
    });
    await expect(unreachable.send('+2348031234567', 'hello')).rejects.toThrow('Termii could not be reached');
  });
});

describe('with SMS_PROVIDER=none', () => {
  it('offers only the support path', async () => {
    const app = await createTestApp({ sms: { provider: 'none' } });
    try {
      const options = await call(app, { method: 'GET', url: '/api/password-reset/options' });
      expect(options.json()).toMatchObject({ sms: false, linkMinutes: 30 });
      const phone = uniquePhone();
      expectErrorBody(await requestCode(phone, newAddress(), app), 404, 'SMS_RESET_UNAVAILABLE');
      expectErrorBody(
        await verify({ phone, code: '123456', password: 'long-enough-1' }, newAddress(), app),
        404,
        'SMS_RESET_UNAVAILABLE',
      );
      const asked = await call(app, {
        method: 'POST',
        url: '/api/password-reset/requests',
        payload: { fullName: 'Support Only', phone },
      });
      expect(asked.statusCode).toBe(202);
    } finally {
      await app.close();
    }
  });
});
