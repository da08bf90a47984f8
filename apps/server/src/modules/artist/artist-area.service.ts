import {
  type ActivityChange,
  type ActivityCounts,
  type AlbumCreateFieldsSchema,
  AlbumCreateFieldsSchema as AlbumFields,
  type AlbumMessageResponse,
  type AlbumPatch,
  type AnalyticsPeriod,
  type ArtistAnalyticsDay,
  type ArtistAnalyticsResponse,
  type ArtistDashboardResponse,
  type ArtistEvent,
  type ArtistEventPatch,
  type ArtistEventsResponse,
  type ArtistProfile,
  type ArtistProfilePatch,
  type ArtistSongPatch,
  type ArtistSongResponse,
  comparePeriods,
  daysBefore,
  lagosDate,
  SUCCESS_MESSAGES,
  type TopSong,
  utcDay,
} from '@nupe/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { enqueueJob } from '../../jobs/define-job.js';
import { qualityCheckJob } from '../../jobs/definitions.js';
import { AppError } from '../../lib/app-error.js';
import { probeAudio } from '../../lib/audio-probe.js';
import type { AppEvents } from '../../lib/events.js';
import { AVATAR_VARIANTS, COVER_VARIANTS, type ImageVariant, imageUrl, storeImage } from '../../lib/images.js';
import type { ReceivedFile, ReceivedForm } from '../../lib/multipart.js';
import type { Storage } from '../../lib/storage.js';
import { toSong } from '../../mappers/songs.mapper.js';
import { insertAudioRow, putAudio } from '../../media/audio-store.js';
import type { CurrentUser } from '../../plugins/access.js';
import type { Services } from '../../plugins/core.js';
import {
  artistAlbumsRepository,
  artistEventsRepository,
  artistProfileRepository,
  artistSongsRepository,
  artistStatsRepository,
  type DaySongCount,
} from '../../repositories/artist-area.repository.js';
import type { ArtistEventRow, ArtistProfileRow, SongRow } from '../../repositories/rows.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';

export type ArtistAreaService = ReturnType<typeof createArtistAreaService>;

const toEvent = (r: ArtistEventRow): ArtistEvent => ({
  id: r.id,
  title: r.title,
  date: r.date,
  time: r.time,
  venue: r.venue,
  description: r.description,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const toProfile = (r: ArtistProfileRow): ArtistProfile => ({
  id: r.id,
  userId: r.userId,
  displayName: r.displayName,
  bio: r.bio,
  genre: r.genre,
  avatarUrl: imageUrl(r.avatarKey, 'md'),
  contactEmail: r.contactEmail,
  updatedAt: r.updatedAt.toISOString(),
});

const change = (current: number, previous: number) => {
  const c = comparePeriods(current, previous);
  return { current, previous, changePercent: c.changePercent, trend: c.trend };
};

const NO_ID = '00000000-0000-0000-0000-000000000000';

const zero = (): ActivityCounts => ({ plays: 0, downloads: 0, likes: 0, favorites: 0 });

function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError('VALIDATION_FAILED', 400, error.issues[0]?.message, fields);
}

/**
 * The artist area beyond the SPEC.md calls: figures, album management, resubmission,
 * schedule and profile. Everything acts on the caller's own rows; another artist's row is
 * a 404 (admins, who pass every access list, act on their own rows here too).
 */
export function createArtistAreaService(
  db: Db,
  storage: Storage,
  services: Services,
  /** Public changes are announced; a changed audio, cover, album or credit queues the quality checks. */
  events: AppEvents,
) {
  async function ownSong(user: CurrentUser, id: string): Promise<SongRow> {
    const row = await songsRepository.findRow(db, id);
    if (!row || row.removedAt || (user.role !== 'admin' && row.ownerId !== user.id)) {
      throw new AppError('SONG_NOT_FOUND', 404);
    }
    return row;
  }

  async function songJson(id: string) {
    return toSong((await songsRepository.findView(db, id)) as SongView);
  }

  async function ownProfile(user: CurrentUser): Promise<ArtistProfileRow> {
    const row = await artistProfileRepository.findByUser(db, user.id);
    if (!row) throw new AppError('PROFILE_NOT_FOUND', 404);
    return row;
  }

  /** Per-day figures over `days` UTC days ending today, and the same length before them. */
  async function activity(ownerId: string, days: number, now = new Date()) {
    const to = utcDay(now);
    const from = daysBefore(now, days - 1);
    const prevFrom = daysBefore(now, 2 * days - 1);
    const [daily, likes, favorites] = await Promise.all([
      artistStatsRepository.playsAndDownloads(db, ownerId, prevFrom, to),
      artistStatsRepository.reactions(db, 'like', ownerId, prevFrom, to),
      artistStatsRepository.reactions(db, 'favorite', ownerId, prevFrom, to),
    ]);
    const byDay = new Map<string, ArtistAnalyticsDay>();
    for (let i = 2 * days - 1; i >= 0; i--) {
      const day = daysBefore(now, i);
      byDay.set(day, { day, ...zero() });
    }
    const bySong = new Map<string, ActivityCounts>();
    const songCounts = (songId: string, day: string) => {
      if (day < from) return null;
      const c = bySong.get(songId) ?? zero();
      bySong.set(songId, c);
      return c;
    };
    for (const r of daily) {
      const d = byDay.get(r.day);
      if (d) {
        d.plays += r.plays;
        d.downloads += r.downloads;
      }
      const s = songCounts(r.songId, r.day);
      if (s) {
        s.plays += r.plays;
        s.downloads += r.downloads;
      }
    }
    const addReactions = (rows: DaySongCount[], key: 'likes' | 'favorites') => {
      for (const r of rows) {
        const d = byDay.get(r.day);
        if (d) d[key] += r.n;
        const s = songCounts(r.songId, r.day);
        if (s) s[key] += r.n;
      }
    };
    addReactions(likes, 'likes');
    addReactions(favorites, 'favorites');
    const all = [...byDay.values()];
    const previous = all.slice(0, days);
    const series = all.slice(days);
    const sum = (list: ArtistAnalyticsDay[]) =>
      list.reduce(
        (a, d) => ({
          plays: a.plays + d.plays,
          downloads: a.downloads + d.downloads,
          likes: a.likes + d.likes,
          favorites: a.favorites + d.favorites,
        }),
        zero(),
      );
    const totals = sum(series);
    const before = sum(previous);
    const changes: ActivityChange = {
      plays: change(totals.plays, before.plays),
      downloads: change(totals.downloads, before.downloads),
      likes: change(totals.likes, before.likes),
      favorites: change(totals.favorites, before.favorites),
    };
    return { from, to, series, totals, change: changes, bySong };
  }

  async function receiveImage(
    file: ReceivedFile | undefined,
    folder: string,
    variants: ImageVariant[] = COVER_VARIANTS,
  ) {
    if (!file) throw new AppError('MISSING_IMAGE', 400);
    return storeImage(storage, file.path, folder, variants);
  }

  return {
    async dashboard(user: CurrentUser, now = new Date()): Promise<ArtistDashboardResponse> {
      const [totals, songCount, recent, upcoming, week, profile] = await Promise.all([
        songsRepository.totalsForOwner(db, user.id),
        artistSongsRepository.countLive(db, user.id),
        songsRepository.listLatestByOwner(db, user.id, 8),
        artistEventsRepository.listUpcoming(db, user.id, lagosDate(0, now), 5),
        activity(user.id, 7, now),
        artistProfileRepository.findByUser(db, user.id),
      ]);
      return {
        totals: { ...totals, songs: songCount },
        last7Days: week.change,
        recentSongs: recent.map((v) => toSong(v)),
        upcomingEvents: upcoming.map(toEvent),
        displayName: profile?.displayName ?? user.fullName,
      };
    },

    async analytics(user: CurrentUser, days: AnalyticsPeriod, now = new Date()): Promise<ArtistAnalyticsResponse> {
      const [a, owned] = await Promise.all([
        activity(user.id, days, now),
        artistStatsRepository.ownedSongs(db, user.id),
      ]);
      const topSongs: TopSong[] = owned
        .map((s) => ({
          id: s.id,
          title: s.title,
          coverUrl: imageUrl(s.coverKey, 'sm'),
          ...(a.bySong.get(s.id) ?? zero()),
        }))
        .filter((s) => s.plays + s.downloads + s.likes + s.favorites > 0)
        .sort(
          (x, y) =>
            y.plays - x.plays ||
            y.downloads - x.downloads ||
            y.likes + y.favorites - (x.likes + x.favorites) ||
            x.title.localeCompare(y.title),
        )
        .slice(0, 5);
      return { days, from: a.from, to: a.to, series: a.series, totals: a.totals, change: a.change, topSongs };
    },

    // ------------------------------------------------------------ songs

    /** Details while pending or rejected (a rejected song goes back to review), the album any time. */
    async updateSong(user: CurrentUser, id: string, patch: ArtistSongPatch): Promise<ArtistSongResponse> {
      const row = await ownSong(user, id);
      const details = patch.title !== undefined || patch.artist !== undefined || patch.genre !== undefined;
      if (details && row.status === 'published') throw new AppError('SONG_DETAILS_LOCKED', 409);
      if (patch.albumId) {
        const album = row.ownerId ? await artistAlbumsRepository.findOwned(db, patch.albumId, row.ownerId) : undefined;
        if (!album) throw new AppError('ALBUM_NOT_FOUND', 404);
      }
      const resubmitted = details && row.status === 'rejected';
      // The album and the credit are checked automatically: a change is checked again.
      const checked =
        (patch.artist !== undefined && patch.artist !== row.artistCredit) ||
        (patch.albumId !== undefined && patch.albumId !== row.albumId);
      await db.transaction(async (tx) => {
        await artistSongsRepository.update(tx, id, {
          ...(patch.title !== undefined ? { title: patch.title } : {}),
          ...(patch.artist !== undefined ? { artistCredit: patch.artist } : {}),
          ...(patch.genre !== undefined ? { genre: patch.genre } : {}),
          ...(patch.albumId !== undefined ? { albumId: patch.albumId } : {}),
          ...(resubmitted ? { status: 'pending' as const, rejectionReason: null } : {}),
        });
        if (checked) await enqueueJob(tx, qualityCheckJob, { songId: id });
      });
      return {
        message: resubmitted ? SUCCESS_MESSAGES.SONG_RESUBMITTED : SUCCESS_MESSAGES.SONG_UPDATED,
        song: await songJson(id),
      };
    },

    /**
     * New audio for a song under review or rejected, checked exactly as an upload is; the
     * song goes (back) to review. The previous file and its row are kept (the archive).
     */
    async replaceAudio(user: CurrentUser, id: string, form: ReceivedForm): Promise<ArtistSongResponse> {
      const row = await ownSong(user, id);
      if (row.status === 'published') throw new AppError('SONG_DETAILS_LOCKED', 409);
      const audio = form.files.audio;
      if (!audio) throw new AppError('MISSING_AUDIO', 400);
      const info = await probeAudio(audio.path, audio.size);
      const stored = await putAudio(storage, audio, info);
      try {
        await db.transaction(async (tx) => {
          await insertAudioRow(tx, stored, audio, info, user.id);
          await artistSongsRepository.update(tx, id, {
            audioFileId: stored.fileId,
            durationSeconds: info.durationSeconds,
            bitrate: info.bitrate,
            status: 'pending',
            rejectionReason: null,
          });
          await enqueueJob(tx, qualityCheckJob, { songId: id });
        });
      } catch (err) {
        await storage.remove(stored.key).catch(() => {});
        throw err;
      }
      events.catalogueChanged(id);
      return { message: SUCCESS_MESSAGES.SONG_RESUBMITTED, song: await songJson(id) };
    },

    /**
     * A new cover for a song under review or rejected (the same rule as its audio): checked
     * by its bytes, stored as web-sized variants, the old files kept; it goes (back) to review.
     */
    async replaceCover(user: CurrentUser, id: string, form: ReceivedForm): Promise<ArtistSongResponse> {
      const row = await ownSong(user, id);
      if (row.status === 'published') throw new AppError('SONG_DETAILS_LOCKED', 409);
      const image = await receiveImage(form.files.cover, 'covers');
      await db.transaction(async (tx) => {
        await artistSongsRepository.update(tx, id, { coverKey: image.key, status: 'pending', rejectionReason: null });
        await enqueueJob(tx, qualityCheckJob, { songId: id });
      });
      events.catalogueChanged(id);
      return {
        message: row.status === 'rejected' ? SUCCESS_MESSAGES.SONG_RESUBMITTED : SUCCESS_MESSAGES.SONG_UPDATED,
        song: await songJson(id),
      };
    },

    // ------------------------------------------------------------ albums

    async createAlbum(user: CurrentUser, form: ReceivedForm): Promise<AlbumMessageResponse> {
      const parsed = AlbumFields.safeParse(form.fields);
      if (!parsed.success) throw validationError(parsed.error);
      const input: z.infer<typeof AlbumCreateFieldsSchema> = parsed.data;
      // Checked before the cover is stored, so a refused album leaves no file behind.
      if (await artistAlbumsRepository.titleTaken(db, user.id, input.title, NO_ID)) {
        throw new AppError('ALBUM_TITLE_TAKEN', 409);
      }
      const cover = form.files.cover ? await receiveImage(form.files.cover, 'covers') : null;
      const created = await artistAlbumsRepository.insert(db, {
        ownerId: user.id,
        title: input.title,
        genre: input.genre,
        releaseDate: input.releaseDate,
        coverKey: cover?.key ?? null,
      });
      if (!created) throw new AppError('ALBUM_TITLE_TAKEN', 409);
      return { message: SUCCESS_MESSAGES.ALBUM_CREATED, album: await services.albums.artistAlbum(user, created.id) };
    },

    async updateAlbum(user: CurrentUser, id: string, patch: AlbumPatch): Promise<AlbumMessageResponse> {
      const album = await artistAlbumsRepository.findOwned(db, id, user.id);
      if (!album) throw new AppError('ALBUM_NOT_FOUND', 404);
      if (patch.title && (await artistAlbumsRepository.titleTaken(db, user.id, patch.title, id))) {
        throw new AppError('ALBUM_TITLE_TAKEN', 409);
      }
      await artistAlbumsRepository.update(db, id, patch);
      return { message: SUCCESS_MESSAGES.ALBUM_UPDATED, album: await services.albums.artistAlbum(user, id) };
    },

    async replaceAlbumCover(user: CurrentUser, id: string, form: ReceivedForm): Promise<AlbumMessageResponse> {
      const album = await artistAlbumsRepository.findOwned(db, id, user.id);
      if (!album) throw new AppError('ALBUM_NOT_FOUND', 404);
      const cover = await receiveImage(form.files.cover, 'covers');
      await artistAlbumsRepository.update(db, id, { coverKey: cover.key });
      return { message: SUCCESS_MESSAGES.ALBUM_UPDATED, album: await services.albums.artistAlbum(user, id) };
    },

    // ------------------------------------------------------------ events

    async events(user: CurrentUser, now = new Date()): Promise<ArtistEventsResponse> {
      const today = lagosDate(0, now);
      const [upcoming, past] = await Promise.all([
        artistEventsRepository.listUpcoming(db, user.id, today),
        artistEventsRepository.listPast(db, user.id, today),
      ]);
      return { upcoming: upcoming.map(toEvent), past: past.map(toEvent) };
    },

    async createEvent(
      user: CurrentUser,
      input: { title: string; date: string; time: string; venue: string; description: string },
    ) {
      const row = await artistEventsRepository.insert(db, user.id, input);
      return { message: SUCCESS_MESSAGES.EVENT_CREATED, event: toEvent(row) };
    },

    async updateEvent(user: CurrentUser, id: string, patch: ArtistEventPatch) {
      const row = await artistEventsRepository.update(db, id, user.id, patch);
      if (!row) throw new AppError('EVENT_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.EVENT_UPDATED, event: toEvent(row) };
    },

    async deleteEvent(user: CurrentUser, id: string) {
      if (!(await artistEventsRepository.remove(db, id, user.id))) throw new AppError('EVENT_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.EVENT_DELETED };
    },

    // ------------------------------------------------------------ profile

    async profile(user: CurrentUser) {
      return { profile: toProfile(await ownProfile(user)) };
    },

    async updateProfile(user: CurrentUser, patch: ArtistProfilePatch) {
      await ownProfile(user);
      const row = await artistProfileRepository.update(db, user.id, {
        ...(patch.displayName !== undefined ? { displayName: patch.displayName } : {}),
        ...(patch.bio !== undefined ? { bio: patch.bio } : {}),
        ...(patch.genre !== undefined ? { genre: patch.genre } : {}),
        ...(patch.contactEmail !== undefined ? { contactEmail: patch.contactEmail || null } : {}),
      });
      return { message: SUCCESS_MESSAGES.PROFILE_UPDATED, profile: toProfile(row as ArtistProfileRow) };
    },

    async replaceAvatar(user: CurrentUser, form: ReceivedForm) {
      await ownProfile(user);
      const image = await receiveImage(form.files.avatar, 'avatars', AVATAR_VARIANTS);
      const row = await artistProfileRepository.update(db, user.id, { avatarKey: image.key });
      return { message: SUCCESS_MESSAGES.PROFILE_UPDATED, profile: toProfile(row as ArtistProfileRow) };
    },
  };
}
