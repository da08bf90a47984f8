import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../fixtures/accounts';

test.describe('guards', () => {
  for (const path of ['/admin', '/artist', '/staff']) {
    test(`anonymous visitors of ${path} go to login and come back after signing in`, async ({ page }) => {
      await page.goto(`${path}/`);
      await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${path}/`)}`);
      await page.getByLabel('Phone number').fill(demo('admin').phone);
      await page.getByLabel('Password', { exact: true }).fill(demo('admin').password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(`${path}/`);
    });
  }

  test('an artist visiting /admin is told they have no access', async ({ page, request }) => {
    await signInAs(page, request, demo('artist').phone, demo('artist').password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'You do not have access to this area' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to my area' }).click();
    await expect(page).toHaveURL('/artist');
  });

  test('an admin may enter the staff and artist areas', async ({ page, request }) => {
    await signInAs(page, request, demo('admin').phone, demo('admin').password);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
    await page.goto('/artist');
    await expect(page.getByRole('heading', { name: 'Artist Dashboard' })).toBeVisible();
  });

  test('the side menu marks the current page, unbuilt screens say Page not found, logout', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, demo('staff').phone, demo('staff').password);
    await page.goto('/staff');
    const menu = page.getByRole('navigation', { name: 'Staff menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Content Review', 'Quality Check', 'Artist Support', 'Tasks', 'Tools']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Tasks' }).click();
    await expect(page).toHaveURL('/staff/tasks');
    await expect(menu.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
    // An address inside the area with no screen says so, inside the frame.
    await page.goto('/staff/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logged out successfully.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await page.goto('/staff');
    await expect(page).toHaveURL('/login?redirect=%2Fstaff');
  });

  test('the dashboard menu collapses on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, request, demo('admin').phone, demo('admin').password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
