import { expect, type Page, test } from '@playwright/test';

/**
 * Even loudness in the listener app: the player applies the song's measured ReplayGain (with
 * the peak guard) through Web Audio, and the library's "Even out loudness" switch, on by
 * default, turns it off and on.
 */
type Loudness = { trackGainDb: number; trackPeak: number; albumGainDb: number | null; albumPeak: number | null };
type ApiSong = { id: string; title: string; loudness: Loudness | null };

const gainOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-testid="listen-audio"]')?.dataset.gain);

test('a measured song plays at its levelled gain, and the switch in the library turns levelling off', async ({
  page,
  request,
}) => {
  // The demo catalogue is measured by the backfill when the server starts.
  let song: ApiSong | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/songs?q=Zikiri%20of%20the%20Dawn&limit=5');
        song = ((await res.json()) as { songs: ApiSong[] }).songs.find((s) => s.title === 'Zikiri of the Dawn');
        return song?.loudness ?? null;
      },
      { timeout: 60_000 },
    )
    .not.toBeNull();
  const l = (song as ApiSong).loudness as Loudness;
  // One song from its page: track gain, lowered if its peak would pass full scale.
  const expected = Math.min(l.trackGainDb, -20 * Math.log10(l.trackPeak));

  await page.goto(`/listen/song/${(song as ApiSong).id}`);
  await page.getByRole('button', { name: `Play ${(song as ApiSong).title}`, exact: true }).click();
  await expect.poll(async () => Number(await gainOf(page)), { timeout: 10_000 }).toBeCloseTo(10 ** (expected / 20), 3);

  await page.goto('/listen/library');
  const toggle = page.getByRole('switch', { name: 'Even out loudness' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.goto(`/listen/song/${(song as ApiSong).id}`);
  await page.getByRole('button', { name: `Play ${(song as ApiSong).title}`, exact: true }).click();
  await expect.poll(async () => Number(await gainOf(page)), { timeout: 10_000 }).toBe(1);
  await page.goto('/listen/library');
  await expect(page.getByRole('switch', { name: 'Even out loudness' })).not.toBeChecked();
});
