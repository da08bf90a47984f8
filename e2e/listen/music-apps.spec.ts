import { expect, type Page, test } from '@playwright/test';
import { createListener, demo, signInAs } from '../fixtures/accounts';

/*
 * Connect a music app: the values to type into a Subsonic app, a key made for one
 * device and shown once, the key signing that app in on /rest, and Revoke signing it out.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The phone number as the account keeps it (E.164): what a music app must send as `u`. */
const e164 = (localPhone: string) => `+234${localPhone.replace(/\D/g, '').slice(1)}`;

/** `/rest/ping.view` as a music app sends it, answering the Subsonic status and error code. */
async function ping(page: Page, username: string, key: string) {
  const query = new URLSearchParams({ u: username, p: key, v: '1.16.1', c: 'test', f: 'json' });
  const res = await page.request.get(`/rest/ping.view?${query}`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { 'subsonic-response': { status: string; error?: { code: number } } };
  return body['subsonic-response'];
}

test('a listener connects a music app with a key made for it, then revokes it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const listener = await createListener(request, `Apps ${unique()}`);
  await signInAs(page, request, listener.phone, listener.password);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await page.goto('/listen');
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Connect a music app' }).click();
  await expect(page).toHaveURL(/\/listen\/apps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect a music app' })).toBeVisible();
  await expect(page.getByText('Symfonium')).toBeVisible();

  // What to type: this site's address (also as a QR code) and the account's phone number.
  const username = e164(listener.phone);
  const values = page.getByRole('region', { name: 'Type these into the app' });
  await expect(values.getByText(new URL(baseURL ?? '').origin, { exact: true })).toBeVisible();
  await expect(values.getByText(username, { exact: true })).toBeVisible();
  await expect(values.getByRole('img', { name: /QR code of the server address/ })).toBeVisible();
  await expect(values.getByRole('button', { name: 'Copy server address' })).toBeVisible();
  await expect(values.getByRole('button', { name: 'Copy user name' })).toBeVisible();
  await expect(page.getByText('No app keys yet')).toBeVisible();

  // A key for "My phone", shown this once.
  await page.getByLabel('Device name').fill('My phone');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const key = (await page.getByTestId('new-app-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  const newKey = page.getByRole('region', { name: 'Key for “My phone”' });
  await newKey.getByRole('button', { name: 'Copy app key' }).click();
  await expect(newKey.getByRole('button', { name: /app key$/ })).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const keys = page.getByRole('list', { name: 'App keys' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await expect(keys.getByText('My phone')).toBeVisible();
  await expect(keys.getByText('Never used')).toBeVisible();
  await expect(page.getByText('1 of 10 keys')).toBeVisible();

  // The key signs a music app in, the account password does not.
  expect(await ping(page, username, key)).toMatchObject({ status: 'ok' });
  expect(await ping(page, username, listener.password)).toMatchObject({ status: 'failed', error: { code: 40 } });

  // Once used, the list says when (after the next read of the list).
  await page.reload();
  await expect(keys.getByText(/^Last used /)).toBeVisible();
  await expect(page.getByText('Copy it now: it will not be shown again.')).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);

  // Revoke asks first; keeping it changes nothing.
  await keys.getByRole('button', { name: 'Revoke My phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
  await expect(dialog).toContainText('My phone');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(keys.getByRole('listitem')).toHaveCount(1);

  await keys.getByRole('button', { name: 'Revoke My phone' }).click();
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Key revoked. Apps using it are signed out now.' }),
  ).toBeVisible();
  await expect(page.getByText('No app keys yet')).toBeVisible();
  await expect(page.getByText('My phone')).toHaveCount(0);

  // The app is signed out at once.
  expect(await ping(page, username, key)).toMatchObject({ status: 'failed', error: { code: 40 } });
});

test('a device needs a name, checked before anything is sent', async ({ page, request }) => {
  const listener = await createListener(request, `Apps ${unique()}`);
  await signInAs(page, request, listener.phone, listener.password);
  let posted = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/me/app-keys')) posted = true;
  });

  await page.goto('/listen/apps');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Name the device, e.g. "My phone".')).toBeVisible();
  await expect(page.getByLabel('Device name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Device name').fill('   ');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Name the device, e.g. "My phone".')).toBeVisible();
  expect(posted).toBe(false);
  await expect(page.getByText('No app keys yet')).toBeVisible();
});

test("the server's refusal is shown under the name: the eleventh key", async ({ page, request }) => {
  const listener = await createListener(request, `Apps ${unique()}`);
  for (let i = 1; i <= 10; i++) {
    const res = await request.post('/api/me/app-keys', {
      headers: { authorization: `Bearer ${listener.token}` },
      data: { name: `Device ${i}` },
    });
    expect(res.status()).toBe(201);
  }
  await signInAs(page, request, listener.phone, listener.password);
  await page.goto('/listen/apps');
  await expect(page.getByText('10 of 10 keys')).toBeVisible();
  await page.getByLabel('Device name').fill('One too many');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(
    page.getByText('You have 10 app keys. Revoke one you no longer use, then create another.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'App keys' }).getByRole('listitem')).toHaveCount(10);
});

test('signed out, the screen asks to sign in; staff reach it from their area', async ({ page, request }) => {
  await page.goto('/listen/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Connect a music app' })).toBeVisible();
  await expect(page.getByText('Sign in to connect a music app to your account.')).toBeVisible();

  await signInAs(page, request, demo('staff').phone, demo('staff').password);
  await page.goto('/staff');
  await page.getByRole('link', { name: 'Connect a music app' }).click();
  await expect(page).toHaveURL(/\/listen\/apps$/);
  await expect(page.getByRole('region', { name: 'Type these into the app' })).toContainText(e164(demo('staff').phone));
});
