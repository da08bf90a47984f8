import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Genre } from '@nupe/shared';
import { utcDay } from '@nupe/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COVER_VARIANTS, storeImage } from '../../lib/images.js';
import { withStagedMedia } from '../../lib/staged-media.js';
import type { MediaWriter } from '../../lib/storage.js';
import {
  albums,
  artistProfiles,
  downloadEvents,
  mediaFiles,
  platformDailyStats,
  playEvents,
  songDailyStats,
  songFavorites,
  songLikes,
  songs,
} from '../schema/index.js';
import { seedArchive } from './archive.js';
import { drawCover } from './covers.js';
import { encodeWav, type Piece, rng, SAMPLE_RATE, synthesize } from './synth.js';

type Palette = [string, string, string, string];
type DemoArtist = { key: string; name: string; bio: string; genre: Genre; palette: Palette; phone?: string };
type DemoSong = {
  title: string;
  artist: string;
  genre: Genre;
  album?: string;
  piece: Omit<Piece, 'seed'>;
  /** Relative popularity: plays a day at the end of the 30 days. */
  popularity: number;
  status?: 'published' | 'pending';
};

/** Artist accounts of the demo beyond the demo artist (same demo password). */
export const DEMO_EXTRA_ARTISTS: DemoArtist[] = [
  {
    key: 'isa',
    name: 'Mallam Isa Bida',
    bio: 'Zikiri chanter and preacher from Bida. (Demo artist of a fresh install.)',
    genre: 'Zikiri',
    palette: ['#13322b', '#e8c547', '#c2562d', '#f4ead5'],
    phone: '0803 000 0005',
  },
  {
    key: 'dj',
    name: 'DJ Lafiagi',
    bio: 'Tsankan rhythms and DJ mixes from Lafiagi. (Demo artist of a fresh install.)',
    genre: 'Dj',
    palette: ['#1d1534', '#f08a24', '#36b3a8', '#f3e9dc'],
    phone: '0803 000 0006',
  },
];

const FATIMA: Omit<DemoArtist, 'key'> = {
  name: 'Fatima Etsu',
  bio: 'Singer of Nupe songs and histories. (Demo artist of a fresh install.)',
  genre: 'Songs',
  palette: ['#5a1e1b', '#f2c14e', '#2f7d6d', '#fbeee0'],
};

const CATALOGUE_PALETTE: Palette = ['#24304a', '#e9b949', '#b5483b', '#eef0f2'];

const SONGS: (DemoSong & { by: string | null })[] = [
  {
    by: 'fatima',
    title: 'Lenfa Dance',
    artist: 'Fatima Etsu',
    genre: 'Songs',
    album: 'Songs of the Niger',
    piece: { seconds: 16, bpm: 104, root: 330, drums: 0.5, brightness: 0.6 },
    popularity: 9,
  },
  {
    by: 'fatima',
    title: 'Evening in Bida',
    artist: 'Fatima Etsu',
    genre: 'Songs',
    album: 'Songs of the Niger',
    piece: { seconds: 14, bpm: 88, root: 294, drums: 0.3, brightness: 0.4 },
    popularity: 6,
  },
  {
    by: 'fatima',
    title: 'How Tsoede Crossed the River',
    artist: 'Fatima Etsu',
    genre: 'Histories',
    piece: { seconds: 15, bpm: 72, root: 262, drums: 0.1, brightness: 0.2 },
    popularity: 3,
  },
  {
    by: 'fatima',
    title: 'New Recording (awaiting review)',
    artist: 'Fatima Etsu',
    genre: 'Songs',
    piece: { seconds: 10, bpm: 96, root: 349, drums: 0.2, brightness: 0.5 },
    popularity: 0,
    status: 'pending',
  },
  {
    by: 'isa',
    title: 'Zikiri of the Dawn',
    artist: 'Mallam Isa Bida',
    genre: 'Zikiri',
    album: 'Dawn Zikiri',
    piece: { seconds: 16, bpm: 66, root: 220, drums: 0.15, brightness: 0.3 },
    popularity: 8,
  },
  {
    by: 'isa',
    title: 'Zikiri of Peace',
    artist: 'Mallam Isa Bida',
    genre: 'Zikiri',
    album: 'Dawn Zikiri',
    piece: { seconds: 14, bpm: 70, root: 196, drums: 0.1, brightness: 0.3 },
    popularity: 5,
  },
  {
    by: 'isa',
    title: 'Proverbs of the Elders',
    artist: 'Mallam Isa Bida',
    genre: 'Proverbs',
    piece: { seconds: 12, bpm: 60, root: 247, drums: 0, brightness: 0.1 },
    popularity: 4,
  },
  {
    by: 'isa',
    title: 'Friday Preaching',
    artist: 'Mallam Isa Bida',
    genre: 'Preachings',
    piece: { seconds: 12, bpm: 58, root: 208, drums: 0, brightness: 0.15 },
    popularity: 3,
  },
  {
    by: 'dj',
    title: 'Tsankan Night I',
    artist: 'DJ Lafiagi',
    genre: 'Tsankan',
    album: 'Tsankan Nights',
    piece: { seconds: 16, bpm: 124, root: 392, drums: 0.9, brightness: 0.8 },
    popularity: 10,
  },
  {
    by: 'dj',
    title: 'Tsankan Night II',
    artist: 'DJ Lafiagi',
    genre: 'Tsankan',
    album: 'Tsankan Nights',
    piece: { seconds: 15, bpm: 118, root: 370, drums: 0.85, brightness: 0.7 },
    popularity: 7,
  },
  {
    by: 'dj',
    title: 'Bida Market Mix',
    artist: 'DJ Lafiagi',
    genre: 'Dj',
    piece: { seconds: 18, bpm: 128, root: 440, drums: 1, brightness: 0.9 },
    popularity: 12,
  },
  {
    by: null,
    title: 'Gospel of Mokwa',
    artist: 'Mokwa Community Choir',
    genre: 'Gospels',
    piece: { seconds: 14, bpm: 80, root: 262, drums: 0.2, brightness: 0.5 },
    popularity: 4,
  },
];

const DAYS = 30;

/**
 * The demo catalogue of a first start: artists, albums and songs in several genres with
 * real audio (synthesised WAV) and real covers (drawn SVG), and 30 days of plays and
 * downloads written with their daily roll-up and counters, so every statistic is true.
 */
export async function seedCatalogue(
  app: FastifyInstance,
  accounts: { fatimaId: string; listenerId: string | null; adminId: string | null; password: string },
): Promise<{ songs: number; artists: { name: string; phone: string }[] }> {
  const { db } = app.database;
  const storage = app.storage;
  const owners = new Map<string, { userId: string; palette: Palette }>();
  owners.set('fatima', { userId: accounts.fatimaId, palette: FATIMA.palette });
  await db
    .update(artistProfiles)
    .set({ bio: FATIMA.bio, genre: FATIMA.genre })
    .where(eq(artistProfiles.userId, accounts.fatimaId));
  for (const a of DEMO_EXTRA_ARTISTS) {
    const user = await app.services.users.createUser({
      role: 'artist',
      phone: a.phone as string,
      password: accounts.password,
      fullName: `${a.name} (demo artist)`,
    });
    await db.insert(artistProfiles).values({ userId: user.id, displayName: a.name, bio: a.bio, genre: a.genre });
    owners.set(a.key, { userId: user.id, palette: a.palette });
  }

  const tempDir = path.join(app.config.dataDir, 'tmp', 'seed');
  await mkdir(tempDir, { recursive: true });
  const covers = new Map<string, string>(); // album or song title → cover key
  const coverFor = async (media: MediaWriter, title: string, palette: Palette, seed: number) => {
    const existing = covers.get(title);
    if (existing) return existing;
    const file = path.join(tempDir, `${randomUUID()}.png`);
    await writeFile(file, await drawCover({ title, palette, seed }));
    const { key } = await storeImage(media, file, 'covers', COVER_VARIANTS);
    covers.set(title, key);
    return key;
  };

  const now = new Date();
  const albumIds = new Map<string, string>();
  const created: { id: string; title: string; popularity: number; published: boolean }[] = [];
  for (const [i, s] of SONGS.entries()) {
    const owner = s.by ? (owners.get(s.by) ?? null) : null;
    const palette = owner?.palette ?? CATALOGUE_PALETTE;
    const wav = encodeWav(synthesize({ ...s.piece, seed: 7 * i + 3 }));
    const fileId = randomUUID();
    const key = `audio/${fileId.slice(0, 2)}/${fileId}.wav`;
    const published = s.status !== 'pending';
    // Spread the uploads over the last weeks, oldest first.
    const createdAt = new Date(now.getTime() - (DAYS + SONGS.length - i) * 86_400_000);
    // Staged like every writer's files: promoted once the song's rows commit (lib/staged-media.ts).
    const id = await withStagedMedia(storage, async (media) => {
      const coverKey = await coverFor(media, s.album ?? s.title, palette, 1000 + i);
      await media.put(key, Readable.from([wav]));
      return db.transaction(async (tx) => {
        await tx.insert(mediaFiles).values({
          id: fileId,
          storageKey: key,
          mime: 'audio/wav',
          sizeBytes: wav.length,
          sha256: createHash('sha256').update(wav).digest('hex'),
          durationSeconds: s.piece.seconds,
          bitrate: SAMPLE_RATE * 16,
          sampleRate: SAMPLE_RATE,
          channels: 1,
          codec: 'PCM',
          originalFilename: `${s.title}.wav`,
          uploadedBy: owner?.userId ?? accounts.adminId,
          createdAt,
        });
        let albumId: string | null = null;
        if (s.album) {
          albumId = albumIds.get(s.album) ?? null;
          if (!albumId) {
            const [album] = await tx
              .insert(albums)
              .values({
                title: s.album,
                genre: s.genre,
                coverKey,
                releaseDate: utcDay(createdAt),
                ownerId: owner?.userId ?? null,
                createdAt,
                updatedAt: createdAt,
              })
              .returning({ id: albums.id });
            albumId = album?.id ?? null;
            if (albumId) albumIds.set(s.album, albumId);
          }
        }
        const [song] = await tx
          .insert(songs)
          .values({
            title: s.title,
            artistCredit: s.artist,
            ownerId: owner?.userId ?? null,
            genre: s.genre,
            albumId,
            coverKey,
            audioFileId: fileId,
            durationSeconds: s.piece.seconds,
            bitrate: SAMPLE_RATE * 16,
            status: published ? 'published' : 'pending',
            publishedAt: published ? createdAt : null,
            uploadedBy: owner?.userId ?? accounts.adminId,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: songs.id });
        return song?.id as string;
      });
    });
    created.push({ id, title: s.title, popularity: s.popularity, published });
  }
  await rm(tempDir, { recursive: true, force: true });
  await seedArchive(db, new Map(created.map((c) => [c.title, c.id])), accounts.adminId);

  await seedActivity(app, created, accounts, now);
  return {
    songs: created.length,
    artists: DEMO_EXTRA_ARTISTS.map((a) => ({ name: a.name, phone: a.phone as string })),
  };
}

/**
 * Plays and downloads over the last 30 days, growing towards today with day-to-day noise;
 * likes and favourites by the demo listener and admin. Events, roll-up and counters are
 * written together from the same numbers.
 */
async function seedActivity(
  app: FastifyInstance,
  created: { id: string; popularity: number; published: boolean }[],
  accounts: { listenerId: string | null; adminId: string | null },
  now: Date,
) {
  const { db } = app.database;
  const random = rng(2026);
  const plays: (typeof playEvents.$inferInsert)[] = [];
  const downloads: (typeof downloadEvents.$inferInsert)[] = [];
  const rollup = new Map<string, { day: string; songId: string; plays: number; downloads: number }>();
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const song of created) {
    if (!song.published) continue;
    for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
      const growth = 0.45 + 0.55 * ((DAYS - daysAgo) / DAYS);
      const weekend = new Date(startOfToday - daysAgo * 86_400_000).getUTCDay() % 6 === 0 ? 1.3 : 1;
      const n = Math.round(song.popularity * growth * weekend * (0.6 + random() * 0.8));
      const d = Math.round(n * (0.1 + random() * 0.15));
      const dayStart = startOfToday - daysAgo * 86_400_000;
      const span = daysAgo === 0 ? Math.max(1, now.getTime() - dayStart) : 86_400_000;
      const at = () => new Date(dayStart + Math.floor(random() * span));
      const who = () => (accounts.listenerId && random() < 0.2 ? accounts.listenerId : null);
      for (let i = 0; i < n; i++) plays.push({ songId: song.id, userId: who(), createdAt: at() });
      for (let i = 0; i < d; i++) downloads.push({ songId: song.id, userId: who(), createdAt: at() });
      if (n + d > 0) {
        const day = utcDay(new Date(dayStart));
        rollup.set(`${day}|${song.id}`, { day, songId: song.id, plays: n, downloads: d });
      }
    }
  }
  const likers = [accounts.listenerId, accounts.adminId].filter((x): x is string => x !== null);
  const published = created.filter((s) => s.published);
  const likes = likers.flatMap((userId, u) =>
    published.filter((_, i) => (i + u) % 2 === 0).map((s) => ({ userId, songId: s.id })),
  );
  const favorites = likers.flatMap((userId, u) =>
    published.filter((_, i) => (i + u) % 3 === 0).map((s) => ({ userId, songId: s.id })),
  );

  await db.transaction(async (tx) => {
    for (let i = 0; i < plays.length; i += 1000) await tx.insert(playEvents).values(plays.slice(i, i + 1000));
    for (let i = 0; i < downloads.length; i += 1000)
      await tx.insert(downloadEvents).values(downloads.slice(i, i + 1000));
    const rows = [...rollup.values()];
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(songDailyStats).values(rows.slice(i, i + 1000));
    const perDay = new Map<string, { day: string; plays: number; downloads: number }>();
    for (const r of rows) {
      const d = perDay.get(r.day) ?? { day: r.day, plays: 0, downloads: 0 };
      d.plays += r.plays;
      d.downloads += r.downloads;
      perDay.set(r.day, d);
    }
    if (perDay.size) await tx.insert(platformDailyStats).values([...perDay.values()]);
    if (likes.length) await tx.insert(songLikes).values(likes);
    if (favorites.length) await tx.insert(songFavorites).values(favorites);
    // Counters from the rows just written, so they agree by construction.
    await tx.execute(sql`
      update ${songs} set
        play_count = (select count(*) from ${playEvents} e where e.song_id = ${songs.id}),
        download_count = (select count(*) from ${downloadEvents} e where e.song_id = ${songs.id}),
        like_count = (select count(*) from ${songLikes} l where l.song_id = ${songs.id}),
        favorite_count = (select count(*) from ${songFavorites} f where f.song_id = ${songs.id})
    `);
  });
}
