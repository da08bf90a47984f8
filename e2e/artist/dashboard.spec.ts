import { expect, test } from '@playwright/test';
import { authHeader, coverPng, createArtist, signInArtist, toneMp3 } from '../fixtures/artist';

test.describe('artist dashboard', () => {
  test('live stat cards; Upload New Track files the song for review', async ({ page, request }) => {
    const artist = await createArtist(request, 'Uploading Artist');
    await signInArtist(page, artist);
    await page.goto('/artist');
    await expect(page.getByRole('heading', { name: 'Artist Dashboard' })).toBeVisible();
    const figures = page.getByRole('region', { name: 'Your figures' });
    await expect(figures.getByText('Songs', { exact: true }).locator('..')).toContainText('0');
    // Nothing in either week: "—", never a green "▲ 0.0%".
    await expect(figures.getByText('Plays', { exact: true }).locator('..')).toContainText('—');
    await expect(figures).not.toContainText('▲');
    await expect(figures).not.toContainText('%');

    await page.getByRole('button', { name: 'Upload New Track' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Track' });
    await expect(dialog.getByLabel('Artist')).toHaveValue('Uploading Artist');
    const submit = dialog.getByRole('button', { name: 'Upload', exact: true });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Title').fill('Morning Praise');
    await dialog.getByLabel('Genre').selectOption('Songs');
    await dialog
      .getByLabel('Audio file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid audio file type' })).toBeVisible();
    await dialog
      .getByLabel('Audio file')
      .setInputFiles({ name: 'tone.mp3', mimeType: 'audio/mpeg', buffer: toneMp3() });
    await dialog
      .getByLabel('Cover image')
      .setInputFiles({ name: 'c.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid image file type' })).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog
      .getByLabel('Cover image')
      .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: await coverPng() });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Song uploaded. It will be published after review.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const track = page
      .getByRole('list', { name: 'Your latest tracks' })
      .getByRole('listitem')
      .filter({ hasText: 'Morning Praise' });
    await expect(track).toContainText('Pending review');
    await expect(track).toContainText('0 plays · 0 likes');
    await expect(figures.getByText('Songs', { exact: true }).locator('..')).toContainText('1');
  });

  test('create and edit an event; it shows under Upcoming Events with its details', async ({ page, request }) => {
    const artist = await createArtist(request, 'Touring Artist');
    await signInArtist(page, artist);
    await page.goto('/artist/schedule');
    await page.getByRole('button', { name: 'New Event' }).click();
    const form = page.getByRole('dialog', { name: 'New Event' });
    const next = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Title').fill('Bida Durbar Night');
    await form.getByLabel('Date').fill(next);
    await form.getByLabel('Time').fill('19:30');
    await form.getByLabel('Venue').fill('Bida Durbar Ground');
    await form.getByLabel('Description').fill('With the palace drummers.');
    await form.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByText('Event added to your schedule')).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Upcoming events' });
    await expect(upcoming).toContainText('Bida Durbar Night');

    await upcoming.getByRole('button', { name: 'Edit Bida Durbar Night' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByLabel('Venue').fill('Minna City Hall');
    await edit.getByRole('button', { name: 'Save event' }).click();
    await expect(page.getByText('Event updated')).toBeVisible();
    await expect(upcoming).toContainText('Minna City Hall');

    await page.getByRole('link', { name: 'Dashboard' }).click();
    const events = page.getByRole('list', { name: 'Upcoming events' });
    await expect(events).toContainText('Bida Durbar Night');
    await events.getByRole('button', { name: 'View Details of Bida Durbar Night' }).click();
    const details = page.getByRole('dialog', { name: 'Bida Durbar Night' });
    await expect(details).toContainText('Minna City Hall');
    await expect(details).toContainText('19:30');
    await expect(details).toContainText('With the palace drummers.');

    // Another artist sees none of it.
    const other = await createArtist(request, 'Other Touring Artist');
    const theirs = await (await request.get('/api/artist/events', { headers: authHeader(other) })).json();
    expect(theirs).toEqual({ upcoming: [], past: [] });
  });
});
