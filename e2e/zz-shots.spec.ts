import { test } from '@playwright/test';
import { asAdmin } from './admin/admin-fixtures';

for (const width of [375, 1280]) {
  test(`bag card ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await asAdmin(page, request);
    await page.goto('/admin/preservation');
    const card = page.getByRole('region', { name: 'Deposit with an archive' });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `/tmp/shots/bag-${width}.png` });
    await card.getByRole('radio', { name: 'One item' }).check();
    await card.screenshot({ path: `/tmp/shots/bag-item-${width}.png` });
    const overflow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).length,
    );
    console.log(`overflow ${width}: ${overflow}`);
  });
}
