import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@nupe/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCounts, profileOf } from './helpers/db.js';
import {
  call,
  createTestApp,
  createUser,
  expectErrorBody,
  type SignedInUser,
  type TestApp,
  uniquePhone,
} from './helpers/test-app.js';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'admin');
});
afterAll(() => t.close());

const application = (name = 'Ndagi Sound') => ({
  displayName: name,
  email: 'ndagi@example.ng',
  genre: 'Tsankan',
  bio: 'Tsankan rhythms from Mokwa.',
});
const apply = (token: string, body: Record<string, unknown> = application()) =>
  call(t, { method: 'POST', url: '/api/artist-applications', token, payload: body });
const requests = (token = admin.token) => call(t, { method: 'GET', url: '/api/admin/artist-requests', token });
const approve = (userId: string, token = admin.token) =>
  call(t, { method: 'PATCH', url: '/api/admin/approve-artist', token, payload: { userId } });
const REASON = 'Please add a recording of your own voice to the bio.';
const reject = (userId: string, token = admin.token, reason: string = REASON) =>
  call(t, { method: 'PATCH', url: `/api/admin/reject-artist/${userId}`, token, payload: { userId, reason } });
const mine = (token: string) => call(t, { method: 'GET', url: '/api/artist-applications/me', token });

/** A multipart body with one file field, as a browser's FormData would send it. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = `----nupe${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const uploadAvatar = (token: string, body: ReturnType<typeof multipart>) =>
  call(t, { method: 'PUT', url: '/api/artist-applications/me/avatar', token, ...body });

const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 30, b: 110 } } })
    .png()
    .toBuffer();

describe('applying', () => {
  it('a signed-in listener applies and sees the pending application', async () => {
    const u = await createUser(t, 'listener');
    const res = await apply(u.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: SUCCESS_MESSAGES.APPLICATION_SENT,
      application: { userId: u.id, status: 'pending', displayName: 'Ndagi Sound', avatarUrl: null },
    });
    const me = await call(t, { method: 'GET', url: '/api/users/me', token: u.token });
    expect(me.json().artistApplication).toMatchObject({ status: 'pending', displayName: 'Ndagi Sound' });
    const own = await mine(u.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().application).toMatchObject({
      status: 'pending',
      displayName: 'Ndagi Sound',
      email: 'ndagi@example.ng',
      genre: 'Tsankan',
      bio: 'Tsankan rhythms from Mokwa.',
      reason: null,
      decidedAt: null,
    });
  });

  it('without an application, /artist-applications/me answers null; signed out it is a 401', async () => {
    const u = await createUser(t, 'listener');
    expect((await mine(u.token)).json()).toEqual({ application: null });
    expectErrorBody(await call(t, { method: 'GET', url: '/api/artist-applications/me' }), 401, 'NOT_SIGNED_IN');
  });

  it('a second pending application is a 409 and adds nothing', async () => {
    const u = await createUser(t, 'listener');
    expect((await apply(u.token)).statusCode).toBe(201);
    const before = await accountCounts(t);
    const again = await apply(u.token, application('Another Name'));
    expect(expectErrorBody(again, 409, 'APPLICATION_EXISTS').message).toBe(ERROR_MESSAGES.APPLICATION_EXISTS);
    expect(await accountCounts(t)).toEqual(before);
  });

  it('an artist cannot apply again', async () => {
    const u = await createUser(t, 'artist');
    expectErrorBody(await apply(u.token), 409, 'ALREADY_ARTIST');
  });

  it('anonymous callers are asked to sign in', async () => {
    expectErrorBody(await call(t, { method: 'POST', url: '/api/artist-applications', payload: application() }), 401);
  });
});

describe('avatar', () => {
  it('takes a real PNG or JPEG and serves web-sized versions of it', async () => {
    const u = await createUser(t, 'listener');
    await apply(u.token);
    const res = await uploadAvatar(u.token, multipart('avatar', 'me.png', 'image/png', await png()));
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json();
    expect(avatarUrl).toMatch(/^\/api\/media\/images\/avatars\/[0-9a-f]{2}\/[0-9a-f-]{36}\/md\.webp$/);
    const image = await call(t, { method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const again = await uploadAvatar(u.token, multipart('avatar', 'photo.jpg', 'image/jpeg', jpeg));
    expect(again.statusCode).toBe(200);
    const listed = (await requests()).json().find((r: { userId: string }) => r.userId === u.id);
    expect(listed.avatarUrl).toBe(again.json().avatarUrl);
  });

  it('refuses a text file, whatever its name and declared type, with 415', async () => {
    const u = await createUser(t, 'listener');
    await apply(u.token);
    const res = await uploadAvatar(
      u.token,
      multipart('avatar', 'me.png', 'image/png', Buffer.from('just some text\n')),
    );
    expect(expectErrorBody(res, 415, 'INVALID_IMAGE_TYPE').message).toBe('Invalid image file type');
    const listed = (await requests()).json().find((r: { userId: string }) => r.userId === u.id);
    expect(listed.avatarUrl).toBeNull();
  });

  it('needs a pending application, a file, and a multipart body', async () => {
    const u = await createUser(t, 'listener');
    const none = await uploadAvatar(u.token, multipart('avatar', 'me.png', 'image/png', await png()));
    expectErrorBody(none, 404, 'APPLICATION_NOT_FOUND');
    await apply(u.token);
    expectErrorBody(await uploadAvatar(u.token, multipart('other', 'x.png', 'image/png', await png())), 400);
    const json = await call(t, {
      method: 'PUT',
      url: '/api/artist-applications/me/avatar',
      token: u.token,
      payload: { avatar: 'x' },
    });
    expectErrorBody(json, 415);
  });
});

describe('admin review', () => {
  it('lists pending requests with their fields', async () => {
    const u = await createUser(t, 'listener');
    await apply(u.token, application('Listed Artist'));
    const res = await requests();
    expect(res.statusCode).toBe(200);
    const item = res.json().find((r: { userId: string }) => r.userId === u.id);
    expect(Object.keys(item).sort()).toEqual(
      ['avatarUrl', 'bio', 'createdAt', 'displayName', 'email', 'genre', 'id', 'userId'].sort(),
    );
    expect(item).toMatchObject({
      displayName: 'Listed Artist',
      email: 'ndagi@example.ng',
      genre: 'Tsankan',
      bio: 'Tsankan rhythms from Mokwa.',
      avatarUrl: null,
    });
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
  });

  it('approval makes the user an artist with a profile, on their next request with the old token', async () => {
    const u = await createUser(t, 'listener');
    await apply(u.token, application('Approved Artist'));
    expect(await profileOf(t, u.id)).toBeUndefined();
    const res = await approve(u.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUCCESS_MESSAGES.ARTIST_APPROVED });
    const me = (await call(t, { method: 'GET', url: '/api/users/me', token: u.token })).json();
    expect(me.user.role).toBe('artist');
    expect(me.artistApplication.status).toBe('approved');
    expect(await profileOf(t, u.id)).toMatchObject({ displayName: 'Approved Artist', genre: 'Tsankan' });
    // the old token now reaches an artist-only route, if one is registered
    const artistRoute = t.app.registeredRoutes.find(
      (r) =>
        r.method === 'GET' && Array.isArray(r.access) && r.access.includes('artist') && !r.access.includes('listener'),
    );
    if (artistRoute) {
      const url = artistRoute.url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());
      const reached = await call(t, { method: 'GET', url, token: u.token });
      expect([401, 403]).not.toContain(reached.statusCode);
    }
    expect((await requests()).json().some((r: { userId: string }) => r.userId === u.id)).toBe(false);
    // approving again finds nothing pending
    expectErrorBody(await approve(u.id), 404, 'APPLICATION_NOT_FOUND');
  });

  it('an application filed at registration is approved the same way', async () => {
    const phone = uniquePhone();
    const reg = await call(t, {
      method: 'POST',
      url: '/api/users/register',
      payload: {
        fullName: 'Registered Artist',
        phone,
        password: 'longenough1',
        email: 'reg@example.ng',
        accountType: 'artist',
        displayName: 'Reg',
        genre: 'Gospels',
        bio: 'Gospel songs.',
      },
    });
    expect(reg.statusCode).toBe(201);
    const userId = reg.json().user.id;
    expect((await approve(userId)).statusCode).toBe(200);
    const me = (await call(t, { method: 'GET', url: '/api/users/me', token: reg.json().token })).json();
    expect(me.user.role).toBe('artist');
  });

  it('rejection keeps the user a listener, removes the request and tells the applicant why', async () => {
    const u = await createUser(t, 'listener');
    await apply(u.token);
    const res = await reject(u.id, admin.token, `  ${REASON}  `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUCCESS_MESSAGES.ARTIST_REJECTED });
    expect((await requests()).json().some((r: { userId: string }) => r.userId === u.id)).toBe(false);
    const me = (await call(t, { method: 'GET', url: '/api/users/me', token: u.token })).json();
    expect(me.user.role).toBe('listener');
    expect(me.artistApplication.status).toBe('rejected');
    expect(await profileOf(t, u.id)).toBeUndefined();
    // The applicant reads the reason (trimmed) and when it was decided.
    const own = (await mine(u.token)).json().application;
    expect(own).toMatchObject({ status: 'rejected', reason: REASON });
    expect(new Date(own.decidedAt).toISOString()).toBe(own.decidedAt);
    expectErrorBody(await reject(u.id), 404, 'APPLICATION_NOT_FOUND');
    // a rejected applicant may apply again: the new application is pending, without the old reason
    expect((await apply(u.token, application('Second Try'))).statusCode).toBe(201);
    expect((await mine(u.token)).json().application).toMatchObject({
      status: 'pending',
      displayName: 'Second Try',
      reason: null,
    });
    expect((await requests()).json().some((r: { userId: string }) => r.userId === u.id)).toBe(true);
  });

  it('a reason, when given, says something (at most 500 characters); a bad one changes nothing', async () => {
    const u = await createUser(t, 'listener');
    await apply(u.token);
    const url = `/api/admin/reject-artist/${u.id}`;
    expectErrorBody(await call(t, { method: 'PATCH', url, token: admin.token }), 400, 'VALIDATION_FAILED');
    for (const payload of [{ reason: '' }, { reason: '   ' }, { reason: 42 }, { userId: u.id, reason: ' ' }]) {
      const body = expectErrorBody(await call(t, { method: 'PATCH', url, token: admin.token, payload }), 400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe('Give the applicant a reason for the rejection.');
    }
    const long = expectErrorBody(await reject(u.id, admin.token, 'x'.repeat(501)), 400, 'VALIDATION_FAILED');
    expect(long.message).toBe('The reason must be at most 500 characters.');
    expect((await mine(u.token)).json().application).toMatchObject({ status: 'pending', reason: null });
    expect((await requests()).json().some((r: { userId: string }) => r.userId === u.id)).toBe(true);
    expect((await reject(u.id, admin.token, 'x'.repeat(500))).statusCode).toBe(200);
  });

  it("keeps the API's original call working: { userId } alone rejects, and the applicant reads no reason", async () => {
    for (const payload of [{ userId: 'self' }, {}]) {
      const u = await createUser(t, 'listener');
      await apply(u.token);
      const body = payload.userId ? { userId: u.id } : payload;
      const res = await call(t, {
        method: 'PATCH',
        url: `/api/admin/reject-artist/${u.id}`,
        token: admin.token,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await mine(u.token)).json().application).toMatchObject({ status: 'rejected', reason: null });
      expect((await requests()).json().some((r: { userId: string }) => r.userId === u.id)).toBe(false);
    }
  });

  it('an unknown user is a 404 for both', async () => {
    const id = randomUUID();
    expectErrorBody(await approve(id), 404, 'APPLICATION_NOT_FOUND');
    expectErrorBody(await reject(id), 404, 'APPLICATION_NOT_FOUND');
  });

  it('non-admins get 403 and anonymous callers 401, and nothing changes', async () => {
    const applicant = await createUser(t, 'listener');
    await apply(applicant.token);
    for (const role of ['listener', 'artist', 'staff'] as const) {
      const u = await createUser(t, role);
      expectErrorBody(await requests(u.token), 403, 'FORBIDDEN');
      expectErrorBody(await approve(applicant.id, u.token), 403, 'FORBIDDEN');
      expectErrorBody(await reject(applicant.id, u.token), 403, 'FORBIDDEN');
    }
    expectErrorBody(await call(t, { method: 'GET', url: '/api/admin/artist-requests' }), 401, 'NOT_SIGNED_IN');
    expectErrorBody(
      await call(t, { method: 'PATCH', url: '/api/admin/approve-artist', payload: { userId: applicant.id } }),
      401,
      'NOT_SIGNED_IN',
    );
    expectErrorBody(
      await call(t, { method: 'PATCH', url: `/api/admin/reject-artist/${applicant.id}` }),
      401,
      'NOT_SIGNED_IN',
    );
    expect((await requests()).json().some((r: { userId: string }) => r.userId === applicant.id)).toBe(true);
  });
});
