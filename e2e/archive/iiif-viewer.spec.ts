import { expect, test } from '@playwright/test';
import { serveViewer, VIEWER_ORIGIN } from '../fixtures/iiif-viewer/serve';
import { adminToken, uploadSong } from '../fixtures/songs';

/**
 * A museum shows one of our recordings in a real IIIF AV viewer (Samvera's Clover, from npm) on
 * its own site: the viewer reads the manifest across origins, plays the audio and shows the
 * transcript from the manifest's supplementing annotations; its page may ask the search service.
 */
// Chromium asks before a page reaches a server on this machine (Local Network Access): the museum's
// page is given that permission, as a visitor would when our server is on their own network.
test.use({ permissions: ['local-network-access'] });

test('a IIIF viewer on another site plays a manifest with its transcript', async ({ page, request, baseURL }) => {
  const stamp = Date.now();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const song = await uploadSong(request, { title: `Zikiri in a museum ${stamp}`, artist: 'Mallam Isa' });
  const described = await request.patch(`/api/songs/${song.id}/archive`, {
    headers,
    data: { languages: ['nup'], description: 'A Zikiri session recorded in Bida.' },
  });
  expect(described.ok(), await described.text()).toBe(true);
  const vtt = 'WEBVTT\n\n00:00.100 --> 00:01.500\nẸtsu Nupe, a greeting\n';
  const transcript = await request.put(`/api/songs/${song.id}/transcripts/nup?kind=transcript`, {
    headers: { ...headers, 'content-type': 'text/vtt' },
    data: vtt,
  });
  expect(transcript.ok(), await transcript.text()).toBe(true);

  await serveViewer(page);
  const manifest = `${baseURL}/iiif/songs/${song.id}/manifest`;
  await page.goto(`${VIEWER_ORIGIN}/?manifest=${encodeURIComponent(manifest)}`);

  await expect(page.getByText(`Zikiri in a museum ${stamp}`).first()).toBeVisible({ timeout: 15_000 });
  // The description from the manifest's metadata, and the transcript line from its supplementing page.
  await expect(page.getByRole('tabpanel', { name: 'About' })).toContainText('A Zikiri session recorded in Bida.');
  await page.getByRole('tab', { name: 'Annotations' }).click();
  await expect(page.getByText('Ẹtsu Nupe, a greeting').first()).toBeVisible();
  // Clover shows a Search tab for the manifest's SearchService2 but runs searches only over image
  // canvases (it needs OpenSeadragon); the museum's page asks the service itself, across origins.
  await expect(page.getByRole('tab', { name: 'Search' })).toBeVisible();
  const hits = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return ((await res.json()) as { items: { body: { value: string } }[] }).items.map((a) => a.body.value);
  }, `${baseURL}/iiif/songs/${song.id}/search?q=etsu`);
  expect(hits).toEqual(['Ẹtsu Nupe, a greeting']);
  // The painting body plays: the media element loads our audio and its time moves.
  const media = page.locator('video, audio').first();
  await expect(media).toHaveAttribute('src', new RegExp(`^${baseURL}/api/media/`));
  await media.evaluate((el: HTMLMediaElement) => {
    el.muted = true;
    return el.play();
  });
  await expect
    .poll(() => media.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.2);
});
