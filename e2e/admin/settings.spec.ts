import { SITE_TEXT_ENGLISH_FIRST, SUPPORT_HOURS } from '@nupe/shared';
import { expect, test } from '@playwright/test';
import { asAdmin } from './admin-fixtures';

// Both tests change the one row of site settings and read it back: one after the other.
test.describe.configure({ mode: 'serial' });

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

test('the admin writes the home page text and support hours per language; each reader gets theirs, else the English', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const hero = {
    en: `Songs of the Niger valley, kept for everyone (${stamp}).`,
    ha: `Waƙoƙin kwarin Neja, domin kowa (${stamp}).`,
  };
  const hours = { en: 'Mon-Fri 9AM-5PM WAT', ha: 'Litinin zuwa Jumaʼa, 9 na safe zuwa 5 na yamma' };
  await asAdmin(page, request);
  await page.goto('/admin/settings');
  const heroLanguages = page.getByRole('group', { name: 'Hero text in other languages' });
  const hoursLanguages = page.getByRole('group', { name: 'Support hours in other languages' });
  await page.getByLabel('Hero text').fill(hero.en);
  await heroLanguages.getByLabel('Hausa').fill(hero.ha);
  await page.getByLabel('Support hours').fill('');
  await hoursLanguages.getByLabel('Hausa').fill(hours.ha);
  // A text in Hausa needs its English: the readers of every other language see that one.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(SITE_TEXT_ENGLISH_FIRST.supportHours).first()).toBeVisible();
  await page.getByLabel('Support hours').fill(hours.en);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  // Read back in the form after a reload.
  await page.reload();
  await expect(heroLanguages.getByLabel('Hausa')).toHaveValue(hero.ha);
  await expect(heroLanguages.getByLabel('Nupe')).toHaveValue('');

  // A reader in Hausa: the Hausa texts, drawn by the server in their language.
  const hausa = await browser.newContext({ locale: 'ha-NG' });
  const reader = await hausa.newPage();
  await reader.goto('/');
  await expect(reader.getByText(hero.ha)).toBeVisible();
  await expect(reader.getByText(hero.ha)).not.toHaveAttribute('lang');
  await reader.goto('/contact');
  await expect(reader.getByText(hours.ha)).toBeVisible();
  await hausa.close();

  // A reader in Yoruba, which has none: the English, marked as English.
  const yoruba = await browser.newContext({ locale: 'yo-NG' });
  const other = await yoruba.newPage();
  await other.goto('/');
  await expect(other.getByText(hero.en)).toBeVisible();
  await expect(other.getByText(hero.en)).toHaveAttribute('lang', 'en');
  await yoruba.close();

  // Emptied again: the standard texts for every reader.
  await page.goto('/admin/settings');
  await page.getByLabel('Hero text').fill('');
  await heroLanguages.getByLabel('Hausa').fill('');
  await page.getByLabel('Support hours').fill('');
  await hoursLanguages.getByLabel('Hausa').fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' }).first()).toBeVisible();
  const site = (await (await request.get('/api/public/site?lang=ha')).json()) as { heroText: string | null };
  expect(site.heroText).toBeNull();
});
