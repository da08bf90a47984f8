import { expect, test } from '@playwright/test';
import { asAdmin, createListener } from './admin-fixtures';

test('suspend a user: their next call is refused; reinstate them; change a role', async ({ page, request }) => {
  const name = `Suspend Me ${Date.now().toString(36)}`;
  const u = await createListener(request, name);
  expect((await request.get('/api/users/me', { headers: { authorization: `Bearer ${u.token}` } })).status()).toBe(200);

  await asAdmin(page, request);
  await page.goto('/admin/users');
  await page.getByLabel('Search').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: name });
  await row.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User updated successfully' }).first()).toBeVisible();
  await expect(row).toContainText('Suspended');
  const refused = await request.get('/api/users/me', { headers: { authorization: `Bearer ${u.token}` } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('ACCOUNT_SUSPENDED');

  await row.getByRole('button', { name: 'Reinstate' }).click();
  await expect(row).toContainText('Active');
  expect((await request.get('/api/users/me', { headers: { authorization: `Bearer ${u.token}` } })).status()).toBe(200);

  await row.getByLabel(`Role of ${name}`).selectOption('staff');
  await expect(row).toContainText('Staff');
});

test('the last admin cannot demote themselves: the reason is said plainly', async ({ page, request }) => {
  await asAdmin(page, request);
  await page.goto('/admin/users?role=admin');
  const me = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem').filter({ hasText: '(you)' });
  await me.getByRole('combobox').selectOption('listener');
  await expect(page.getByRole('alert').filter({ hasText: 'last active admin' })).toBeVisible();
  await expect(me.getByRole('combobox')).toHaveValue('admin');
});
