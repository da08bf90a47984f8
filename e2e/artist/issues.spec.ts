import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { demo } from '../fixtures/accounts';
import { artistUpload, authHeader, createArtist, signInArtist } from '../fixtures/artist';

type Issue = { songId: string; kind: string; description: string };

test('staff raise an issue by hand; the artist sees it on the song and fixes the cover', async ({ page, request }) => {
  const artist = await createArtist(request, 'Issue Artist');
  // A 2 s tone with a 400 px cover: the automatic checks raise "too short" and "cover too small".
  const song = await artistUpload(request, artist, { title: 'Thin Cover Song', album: 'Issue Album' });

  const staff = demo('staff');
  const login = await request.post('/api/users/login', { data: { phone: staff.phone, password: staff.password } });
  const staffAuth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // The checks are a background job: wait until they have run for this upload.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/staff/reviews/${song.id}`, { headers: staffAuth });
        return ((await res.json()) as { checksPending: boolean }).checksPending;
      },
      { timeout: 30_000 },
    )
    .toBe(false);
  const raised = await request.post('/api/staff/quality', {
    headers: staffAuth,
    data: { songId: song.id, kind: 'metadata_problem', description: 'The title should name the praise singer.' },
  });
  expect(raised.status(), await raised.text()).toBe(201);

  const openIssues = async () =>
    ((await (await request.get('/api/artist/issues', { headers: authHeader(artist) })).json()) as { issues: Issue[] })
      .issues;
  const before = (await openIssues()).map((i) => i.kind).sort();
  expect(before).toEqual(expect.arrayContaining(['metadata_problem', 'small_cover', 'too_short']));
  const n = before.length;

  await signInArtist(page, artist);
  await page.goto('/artist');
  const track = page.getByRole('list', { name: 'Your latest tracks' }).getByRole('listitem').filter({
    hasText: 'Thin Cover Song',
  });
  await expect(track).toContainText(`${n} issues to fix`);

  await page.goto('/artist/music');
  const card = page.getByRole('button', { name: /Thin Cover Song/ });
  await expect(card).toContainText(`${n} issues to fix`);
  await card.click();
  const list = page.getByRole('list', { name: 'Issues to fix on Thin Cover Song' });
  await expect(list.getByRole('listitem')).toHaveCount(n);
  const manual = list.getByRole('listitem').filter({ hasText: 'Metadata problem' });
  await expect(manual).toContainText('The title should name the praise singer.');
  await expect(manual).toContainText('Needs Fix');
  await expect(list.getByRole('listitem').filter({ hasText: 'Cover too small' })).toContainText(
    'Replace the cover image.',
  );

  await page.getByRole('button', { name: 'Fix issues' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit song' });
  await expect(dialog.getByRole('heading', { name: `${n} issues to fix` })).toBeVisible();
  await dialog.getByLabel('Title').fill('Praise of Etsu Nupe');
  const bigCover = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#7a3b1f' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('New cover image')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: bigCover });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Song updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new cover is checked in the background: "cover too small" is resolved by the checks,
  // the issue staff raised by hand stays for staff to close.
  await expect
    .poll(async () => (await openIssues()).map((i) => i.kind).sort(), { timeout: 30_000 })
    .toEqual(before.filter((k) => k !== 'small_cover'));
  const renamed = page.getByRole('button', { name: /Praise of Etsu Nupe/ });
  await expect(renamed).toContainText(`${n - 1} issues to fix`, { timeout: 15_000 });
});
