import { expect, test } from '@playwright/test';
import { signInAsStaff, unique } from './staff-helpers';

test('a task is created, assigned with a due date, ticked off and deleted', async ({ page, request }) => {
  await signInAsStaff(page, request);
  await page.goto('/staff/tasks');
  const title = unique('Listen to the Lapai uploads');
  await page.getByLabel('Task', { exact: true }).fill(title);
  await page.getByLabel(/^Assignee/).selectOption({ label: 'Musa Kolo (demo staff)' });
  await page.getByLabel(/^Due date/).fill('2026-12-24');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Task added')).toBeVisible();
  const row = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Due 24 Dec 2026')).toBeVisible();
  await expect(row.getByLabel(`Assignee of ${title}`)).toHaveValue(/.+/);
  await row.getByRole('checkbox').click();
  await expect(page.getByText('Task updated')).toBeVisible();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Task deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
