import { expect, test } from '@playwright/test';
import { randomPhone } from '../fixtures/accounts';

test.describe('registration', () => {
  test('a listener registers and is signed in', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('I am an artist')).not.toBeChecked();
    await page.getByLabel('Full name').fill('Zainab Ndako');
    await page.getByLabel('Phone number').fill(randomPhone());
    await page.getByLabel('Password', { exact: true }).fill('listen-to-nupe');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL('/listen');
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
  });

  test('form checks and a taken phone number are shown beside the fields', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Short Password');
    await page.getByLabel('Phone number').fill(randomPhone());
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

    await page.getByLabel('Phone number').fill('0803 000 0001'); // the demo admin's number
    await page.getByLabel('Password', { exact: true }).fill('long-enough-now');
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An account with this phone number already exists.' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/register');
  });

  test('an artist applies with display name, email, genre, bio and a picture', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL('/register?as=artist');
    await expect(page.getByLabel('I am an artist')).toBeChecked();
    await page.getByLabel('Full name').fill('Ndagi Kolo');
    await page.getByLabel('Phone number').fill(randomPhone());
    await page.getByLabel('Password', { exact: true }).fill('zikiri-forever');
    await page.getByLabel('Email').fill(`ndagi.${Date.now()}@example.com`);
    await page.getByLabel('Display name').fill('Ndagi of Bida');
    await expect(page.getByLabel('Genre').locator('option:not([disabled])')).toHaveCount(8);
    await page.getByLabel('Genre').selectOption('Zikiri');
    await page.getByLabel('Bio').fill('Zikiri singer from Bida, recording since 2010.');
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const avatarCall = page.waitForResponse('**/api/artist-applications/me/avatar');
    await page.getByRole('button', { name: 'Create account and apply' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    expect((await avatarCall).ok()).toBe(true);
    // The applicant is told the application is pending.
    await expect(page).toHaveURL('/apply');
    await expect(page.getByRole('heading', { name: 'Your application is pending' })).toBeVisible();
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/users/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('userToken')}` },
      });
      return res.json();
    });
    expect(me.artistApplication).toMatchObject({ status: 'pending', displayName: 'Ndagi of Bida' });
  });
});
