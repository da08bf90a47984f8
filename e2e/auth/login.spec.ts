import { expect, test } from '@playwright/test';
import { createListener, type DemoRole, demo } from '../fixtures/accounts';

test.describe('login', () => {
  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-words');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  const cases: { role: DemoRole; url: string; heading: string }[] = [
    { role: 'admin', url: '/admin', heading: 'Admin Dashboard' },
    { role: 'artist', url: '/artist', heading: 'Artist Dashboard' },
    { role: 'staff', url: '/staff', heading: 'Staff Dashboard' },
  ];
  for (const c of cases) {
    test(`a demo ${c.role} lands on ${c.url}`, async ({ page }) => {
      const account = demo(c.role);
      await page.goto('/login');
      await page.getByLabel('Phone number').fill(account.phone);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Login successful!')).toBeVisible();
      await expect(page).toHaveURL(c.url);
      await expect(page.getByRole('heading', { name: c.heading })).toBeVisible();
      await expect(page.getByRole('main').getByText(account.fullName).first()).toBeVisible();
    });
  }

  test('a listener lands on the listener app (/listen), with remember-me', async ({ page, request }) => {
    const listener = await createListener(request);
    await page.goto('/login');
    await page.getByLabel('Phone number').fill(listener.phone);
    await page.getByLabel('Password', { exact: true }).fill(listener.password);
    await page.getByLabel('Remember me for 30 days').check();
    const loginCall = page.waitForRequest('**/api/users/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    expect((await loginCall).postDataJSON()).toMatchObject({ rememberMe: true });
    await expect(page).toHaveURL('/listen');
    await expect(page.getByText('Login successful!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
  });

  test('a wrong password shows the error and stays on the login screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Phone number').fill(demo('admin').phone);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The phone number or password is incorrect.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });

  test('a successful retry clears the error toast of the failed attempt', async ({ page }) => {
    await page.goto('/login');
    const notifications = page.getByRole('region', { name: 'Notifications' });
    const failed = notifications.getByRole('alert').filter({ hasText: 'The phone number or password is incorrect.' });
    await page.getByLabel('Phone number').fill(demo('admin').phone);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(failed).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(demo('admin').password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(notifications.getByRole('status').filter({ hasText: 'Login successful!' })).toBeVisible();
    await expect(failed).toHaveCount(0, { timeout: 1000 });
    await expect(notifications.getByRole('alert')).toHaveCount(0, { timeout: 1000 });
  });

  test('forgot password offers a code by SMS and the support team, never a shell command; create account leads to /register', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await expect(dialog).toBeVisible();
    // The support hours of the site settings (West Africa Time unless an admin changed them).
    await expect(dialog).toContainText((await (await page.request.get('/api/public/site')).json()).supportHours);
    await expect(dialog.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ask our support team' })).toBeVisible();
    await expect(dialog).not.toContainText('npm run');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Preserving Nupe music and culture')).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/register');
  });
});
