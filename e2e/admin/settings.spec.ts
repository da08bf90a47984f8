import { expect, test } from '@playwright/test';
import { asAdmin } from './admin-fixtures';

test('a saved setting changes the public site at once; bad input is refused per field', async ({ page, request }) => {
  const email = `hello.${Date.now().toString(36)}@nupe.example`;
  await asAdmin(page, request);
  await page.goto('/admin/settings');
  await page.getByLabel('Contact email').fill('not an email');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a valid contact email address.').first()).toBeVisible();

  await page.getByLabel('Contact email').fill(email);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  const site = (await (await request.get('/api/public/site')).json()) as { contactEmail: string };
  expect(site.contactEmail).toBe(email);
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: email })).toBeVisible();
});
