import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, makeFixtures } from './fixtures/media.js';
import { uploadSong } from './helpers/catalogue.js';
import { call, createTestApp, createUser, type SignedInUser, type TestApp } from './helpers/test-app.js';

/**
 * Keys with one purpose: a media key (in the address of every restricted item its holder loads)
 * opens media and nothing else, not the admin's download of the whole archive as a bag; a new
 * password and "sign out everywhere" end bearer tokens, media keys and music-app keys alike.
 */
let t: TestApp;
let f: Fixtures;
let admin: SignedInUser;

beforeAll(async () => {
  [t, f] = await Promise.all([createTestApp(), makeFixtures()]);
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  f?.cleanup();
});

/** An artist with a pending song (only they and staff may hear it), a media key and an app key. */
async function artistWithKeys() {
  const artist = await createUser(t, 'artist');
  const song = await uploadSong(t, artist.token, f, { title: 'Pending, mine only' });
  const view = (await call(t, { method: 'GET', url: `/api/songs/${song.id}`, token: artist.token })).json().song;
  const streamUrl = view.streamUrl as string;
  expect(streamUrl).toContain('?key=');
  const appKey = (
    await call(t, { method: 'POST', url: '/api/me/app-keys', token: artist.token, payload: { name: 'Phone' } })
  ).json().key as string;
  return { artist, streamUrl, appKey };
}

const ping = async (apiKey: string) =>
  (await call(t, { method: 'GET', url: `/rest/ping?v=1.16.1&c=t&f=json&apiKey=${apiKey}` })).json()[
    'subsonic-response'
  ];

async function expectAllWork(k: Awaited<ReturnType<typeof artistWithKeys>>) {
  expect((await call(t, { method: 'GET', url: k.streamUrl })).statusCode).toBe(200);
  expect((await ping(k.appKey)).status).toBe('ok');
  expect((await call(t, { method: 'GET', url: '/api/users/me', token: k.artist.token })).statusCode).toBe(200);
}
async function expectAllEnded(k: Awaited<ReturnType<typeof artistWithKeys>>) {
  expect((await call(t, { method: 'GET', url: k.streamUrl })).statusCode).toBe(404);
  expect((await ping(k.appKey)).status).toBe('failed');
  expect((await call(t, { method: 'GET', url: '/api/users/me', token: k.artist.token })).statusCode).toBe(401);
}

describe('keys with one purpose', () => {
  it("an admin's media key does not download the archive as a bag; the download's own ticket does", async () => {
    const mediaKey = await t.app.tokens.signMedia(admin.id);
    await uploadSong(t, admin.token, f, { title: 'In the archive' });
    const byMediaKey = await call(t, { method: 'GET', url: `/api/admin/bags/download?scope=all&key=${mediaKey}` });
    expect(byMediaKey.statusCode).toBe(401);
    const link = await call(t, {
      method: 'POST',
      url: '/api/admin/bags/links',
      token: admin.token,
      payload: { scope: 'all' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const href = link.json().href as string;
    const bag = await call(t, { method: 'GET', url: href });
    expect(bag.statusCode).toBe(200);
    expect(bag.headers['content-type']).toBe('application/x-tar');
    // The ticket opens that download only: not media, not another scope.
    const ticket = new URL(href, 'http://x').searchParams.get('key') as string;
    const { streamUrl } = await artistWithKeys();
    const other = streamUrl.replace(/\?key=.*/, `?key=${ticket}`);
    expect((await call(t, { method: 'GET', url: other })).statusCode).toBe(404);
    const song = (await uploadSong(t, admin.token, f, { title: 'One item' })).id;
    expect(
      (await call(t, { method: 'GET', url: `/api/admin/bags/download?scope=song&id=${song}&key=${ticket}` }))
        .statusCode,
    ).toBe(401);
  });

  it('a new password ends bearer tokens, media keys and app keys', async () => {
    const k = await artistWithKeys();
    await expectAllWork(k);
    await t.app.services.users.resetPassword(k.artist.phone, 'a-new-password-9');
    await expectAllEnded(k);
  });

  it('"sign out everywhere" ends them too, and needs a signed-in caller', async () => {
    const k = await artistWithKeys();
    await expectAllWork(k);
    expect((await call(t, { method: 'POST', url: '/api/users/me/sign-out-everywhere' })).statusCode).toBe(401);
    const out = await call(t, { method: 'POST', url: '/api/users/me/sign-out-everywhere', token: k.artist.token });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().message).toMatch(/signed out on every device/);
    await expectAllEnded(k);
    // Signing in again gives keys that work.
    const login = await call(t, {
      method: 'POST',
      url: '/api/users/login',
      payload: { phone: k.artist.phone, password: k.artist.password },
    });
    expect((await call(t, { method: 'GET', url: '/api/users/me', token: login.json().token })).statusCode).toBe(200);
  });
});
