import { SUPPORT_HOURS } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { asAdmin } from './admin-fixtures';

test('a saved setting changes the public site at once; bad input is refused per field', async ({ page, request }) => {
  const email = `hello.${Date.now().toString(36)}@nupe.example`;
  await asAdmin(page, request);
  await page.goto('/admin/settings');
  await page.getByLabel('Contact email').fill('not an email');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a valid contact email address.').first()).toBeVisible();

  const hero = `Songs of the Kaduna river, kept for our grandchildren (${Date.now().toString(36)}).`;
  await page.getByLabel('Contact email').fill(email);
  await page.getByLabel('Hero text').fill(hero);
  await page.getByLabel('Support hours').fill('Mon-Sat 8AM-8PM WAT');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  const site = (await (await request.get('/api/public/site')).json()) as { contactEmail: string };
  expect(site.contactEmail).toBe(email);
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: email })).toBeVisible();
  await expect(page.getByText('Mon-Sat 8AM-8PM WAT')).toBeVisible();
  // The forgot-password dialog reads the same setting.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot your password?' })).toContainText('Mon-Sat 8AM-8PM WAT');
  await page.goto('/');
  await expect(page.getByText(hero)).toBeVisible();

  // Emptied settings fall back to the defaults again.
  await page.goto('/admin/settings');
  await page.getByLabel('Hero text').fill('');
  await page.getByLabel('Support hours').fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' }).first()).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByText(SUPPORT_HOURS)).toBeVisible();
});
