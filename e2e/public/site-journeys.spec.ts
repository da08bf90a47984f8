import { expect, type Page, test } from '@playwright/test';
import { createListener, demo, randomPhone, signInAs } from '../fixtures/accounts';
import { uploadSong } from '../fixtures/songs';

/** Every visitor reaches /listen. */

async function listenFromHeader(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Listen', exact: true }).click();
  await expect(page).toHaveURL('/listen');
  await expect(page.getByRole('navigation', { name: 'Listen' }).first()).toBeAttached();
}

for (const width of [375, 1280]) {
  test(`at ${width} px the header's Listen leads to /listen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Listen', exact: true })).toBeVisible();
    await listenFromHeader(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("the hero's main call to action opens /listen", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Start listening' }).click();
  await expect(page).toHaveURL('/listen');
});

test('the home page shows the newest songs and plays one in place', async ({ page, request }) => {
  const title = `Home Release ${Date.now().toString(36)}`;
  await uploadSong(request, { title, artist: 'Home Page Singer' });
  await page.goto('/');
  const releases = page.getByRole('list', { name: 'New releases' });
  const card = releases.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Home Page Singer');
  await card.getByRole('button', { name: `Play ${title}` }).click();
  // The listener app's player, on the home page: the card's button turns to Pause and the mini player names the song.
  await expect(card.getByRole('button', { name: `Pause ${title}` })).toBeVisible();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByTestId('now-playing-title')).toHaveText(title);
  await expect
    .poll(() =>
      page.evaluate(() => (document.querySelector('[data-testid="listen-audio"]') as HTMLAudioElement)?.paused),
    )
    .toBe(false);
  // The title opens the song in the listener app.
  await card.getByRole('button', { name: `Pause ${title}` }).click();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/listen\/song\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`at ${width} px a signed-in listener sees the account menu instead of Login`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    const listener = await createListener(request, 'Hauwa Menu');
    await signInAs(page, request, listener.phone, listener.password);
    await page.goto('/');
    const header = page.getByRole('banner');
    const account = header.getByRole('button', { name: /account menu/ });
    await expect(account).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByText('Signed in as Hauwa Menu')).toBeVisible();
    // A listener's own area is the listener app.
    await expect(header.getByRole('link', { name: 'Artist area' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully.')).toBeVisible();
    await expect(account).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  });
}

test("an admin's account menu leads to the admin area", async ({ page, request }) => {
  const admin = demo('admin');
  await signInAs(page, request, admin.phone, admin.password);
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /account menu/ }).click();
  await expect(header.getByRole('link', { name: 'Listen', exact: true }).last()).toBeVisible();
  await header.getByRole('link', { name: 'Admin area' }).click();
  await expect(page).toHaveURL('/admin');
});

test('a new listener lands on /listen after registering and after signing in', async ({ page }) => {
  const phone = randomPhone();
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Musa Landing');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('listen-to-nupe');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL('/listen');

  await page.evaluate(() => localStorage.removeItem('userToken'));
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('listen-to-nupe');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/listen');
});

test("the footer's For Artists leads to the application form, not a login wall", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'For Artists' }).click();
  await expect(page).toHaveURL('/apply');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply as an artist' })).toBeVisible();
  await expect(page.getByLabel('I am an artist')).toBeChecked();
  await expect(page.getByLabel('Display name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account and apply' })).toBeVisible();
});
