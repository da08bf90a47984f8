import { expect, test } from '@playwright/test';

test.describe('public layout', () => {
  test('every header link leads to its page', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('living archive');

    await header.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');

    await header.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible();

    await header.getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // Header and footer are hidden on the login screen.
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'About', exact: true })).toHaveCount(0);
  });

  test('every footer link leads to its page', async ({ page }) => {
    const cases = [
      { quick: 'Quick links', name: 'Home', url: '/' },
      { quick: 'Quick links', name: 'About', url: '/about' },
      { quick: 'Quick links', name: 'Contact', url: '/contact' },
      { quick: 'Legal', name: 'Terms of Service', url: '/terms' },
      { quick: 'Legal', name: 'Privacy Policy', url: '/privacy' },
    ];
    for (const c of cases) {
      await page.goto('/terms');
      await page.getByRole('navigation', { name: c.quick }).getByRole('link', { name: c.name, exact: true }).click();
      await expect(page).toHaveURL(c.url);
    }
    // For Artists leads to the artist application, not to a sign-in wall.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'For Artists' }).click();
    await expect(page).toHaveURL('/apply');
  });

  test('the mobile menu opens and closes at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'About', exact: true })).toHaveCount(1); // only the footer's
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const mobileNav = page.locator('#mobile-menu');
    await expect(mobileNav.getByRole('link', { name: 'Login' })).toBeVisible();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();
    await menuButton.click();
    await mobileNav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Nothing spills sideways on a small phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('an unknown address shows Page not found inside the public layout', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });
});
