import { expect, test } from '@playwright/test';
import { asAdmin } from './admin-fixtures';

test('analytics draws the seeded plays for 7, 30 and 90 days', async ({ page, request }) => {
  await asAdmin(page, request);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const charts = page.getByTestId('daily-chart');
  await expect(charts).toHaveCount(2);
  for (const days of [7, 30, 90]) {
    const answer =
      days === 30 ? null : page.waitForResponse((r) => r.url().includes(`/api/admin/analytics?days=${days}`));
    await page.getByRole('button', { name: `${days} days` }).click();
    await answer;
    await expect(page.getByRole('button', { name: `${days} days` })).toHaveAttribute('aria-pressed', 'true');
    await expect(charts.first().locator('rect')).toHaveCount(days * 2);
  }
  // The demo catalogue has 30 days of plays: the top lists are filled.
  await expect(page.getByRole('heading', { name: 'Top songs' })).toBeVisible();
  const top = page.locator('ol').first().getByRole('listitem');
  await expect(top.first()).toContainText('plays');
  await expect(page.getByRole('heading', { name: 'Plays by genre' })).toBeVisible();
});
