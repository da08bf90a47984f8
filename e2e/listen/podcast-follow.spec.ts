import { expect, test } from '@playwright/test';
import { demo } from '../fixtures/accounts';
import { adminToken, uploadSong } from '../fixtures/songs';

/** A listener follows a collection and an artist as podcasts: each page links its feed. */
test('collection and artist pages offer "Follow as a podcast", a feed that carries their recordings', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/collections', {
    headers,
    data: { title: `Friday preachings ${stamp}`, description: 'Preachings recorded in Bida.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const collection = (await created.json()).collection as { id: string; title: string };
  const artistName = demo('artist').artistName as string;
  const artist = (await (await request.get(`/api/artists?q=${encodeURIComponent(artistName)}`)).json()).artists[0] as {
    id: string;
    userId: string;
  };
  const song = await uploadSong(request, { title: `Preaching ${stamp}`, artist: artistName, ownerId: artist.userId });
  const described = await request.patch(`/api/songs/${song.id}/archive`, {
    headers,
    data: { languages: ['nup'], collection: collection.id },
  });
  expect(described.ok(), await described.text()).toBe(true);

  // The archive narrowed to the collection is the collection's page.
  await page.goto('/listen/archive');
  await page.getByRole('group', { name: 'Collection' }).getByRole('button', { name: collection.title }).click();
  const collectionFeed = page.getByRole('link', { name: 'Follow as a podcast' });
  await expect(collectionFeed).toHaveAttribute('href', `/feeds/collections/${collection.id}.rss`);
  const rss = await request.get((await collectionFeed.getAttribute('href')) as string);
  expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await rss.text()).toContain(`<title>Preaching ${stamp}</title>`);

  await page.goto(`/listen/artist/${artist.id}`);
  const artistFeed = page.getByRole('link', { name: 'Follow as a podcast' });
  await expect(artistFeed).toHaveAttribute('href', `/feeds/artists/${artist.id}.rss`);
  expect(await (await request.get((await artistFeed.getAttribute('href')) as string)).text()).toContain(
    `<title>Preaching ${stamp}</title>`,
  );
});
