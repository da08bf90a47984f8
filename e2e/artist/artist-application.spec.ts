import { expect, test } from '@playwright/test';
import { asAdmin } from '../admin/admin-fixtures';
import { createListener, randomPhone, signInAs } from '../fixtures/accounts';

/** Applicants know their application is pending, and a rejection's reason. */

test('a visitor applies from /apply, sees it pending there and at /artist', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/apply');
  await page.getByLabel('Full name').fill('Aisha Applicant');
  await page.getByLabel('Phone number').fill(randomPhone());
  await page.getByLabel('Password', { exact: true }).fill('zikiri-forever');
  await page.getByLabel('Email').fill(`aisha.${stamp}@example.ng`);
  await page.getByLabel('Display name').fill(`Aisha of Lapai ${stamp}`);
  await page.getByLabel('Genre').selectOption('Zikiri');
  await page.getByLabel('Bio').fill('Zikiri from Lapai.');
  await page.getByRole('button', { name: 'Create account and apply' }).click();
  await expect(page).toHaveURL('/apply');
  await expect(page.getByRole('heading', { name: 'Your application is pending' })).toBeVisible();
  await expect(page.getByText(`Aisha of Lapai ${stamp}`)).toBeVisible();

  await page.goto('/artist');
  await expect(page.getByRole('heading', { name: 'Your artist application is pending' })).toBeVisible();
  await expect(page.getByText('You do not have access')).toHaveCount(0);
});

test('a signed-in listener applies with the form and sees it pending', async ({ page, request }) => {
  const listener = await createListener(request, 'Umar Listener');
  await signInAs(page, request, listener.phone, listener.password);
  await page.goto('/apply');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Display name is required.')).toBeVisible();
  await page.getByLabel('Display name').fill('Umar Drums');
  await page.getByLabel('Email').fill('umar@example.ng');
  await page.getByLabel('Genre').selectOption('Tsankan');
  await page.getByLabel('Bio').fill('Tsankan drummer.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Your application is pending' })).toBeVisible();
});

test('an admin rejects with a reason; the applicant reads it and applies again', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36);
  const name = `Rejected Singer ${stamp}`;
  const reason = 'Please add a sample of your own singing to the bio.';
  const applicant = await createListener(request, 'Ruth Applicant');
  const applied = await request.post('/api/artist-applications', {
    headers: { authorization: `Bearer ${applicant.token}` },
    data: { displayName: name, email: `ruth.${stamp}@example.ng`, genre: 'Gospels', bio: 'Gospel songs.' },
  });
  expect(applied.status()).toBe(201);

  await asAdmin(page, request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /Artist Requests/ }).click();
  const card = page.getByRole('list', { name: 'Artist requests' }).getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}` });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(dialog.getByText('Give the applicant a reason for the rejection.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Artist rejected successfully' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  const context = await browser.newContext();
  const mine = await context.newPage();
  await signInAs(mine, request, applicant.phone, applicant.password);
  await mine.goto('/artist');
  await expect(mine.getByRole('heading', { name: 'Your artist application was not approved' })).toBeVisible();
  await mine.getByRole('link', { name: 'See the reason' }).click();
  await expect(mine).toHaveURL('/apply');
  await expect(mine.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
  await expect(mine.getByText(reason)).toBeVisible();
  // Applying again: the form keeps what was sent; the new application is pending.
  await expect(mine.getByLabel('Display name')).toHaveValue(name);
  await mine.getByLabel('Bio').fill('Gospel songs. A sample: my recording of Ebo Soko, 2019.');
  await mine.getByRole('button', { name: 'Apply again' }).click();
  await expect(mine.getByRole('heading', { name: 'Your application is pending' })).toBeVisible();
  await context.close();
});
