import {
  type ActivityChange,
  type ActivityCounts,
  type AnalyticsPeriod,
  type ArtistAnalyticsDay,
  type ArtistAnalyticsResponse,
  type ArtistDashboardResponse,
  type ArtistEvent,
  comparePeriods,
  daysBefore,
  lagosDate,
  type TopSong,
  utcDay,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { imageUrl } from '../../lib/images.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { artistEventsRepository } from '../../repositories/artist-events.repository.js';
import { artistStatsRepository, type DaySongCount } from '../../repositories/artist-stats.repository.js';
import { artistsRepository } from '../../repositories/artists.repository.js';
import type { ArtistEventRow } from '../../repositories/rows.js';
import { songsRepository } from '../../repositories/songs.repository.js';

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

const change = (current: number, previous: number) => {
  const c = comparePeriods(current, previous);
  return { current, previous, changePercent: c.changePercent, trend: c.trend };
};

const zero = (): ActivityCounts => ({ plays: 0, downloads: 0, likes: 0, favorites: 0 });

export type ArtistStatsService = ReturnType<typeof createArtistStatsService>;

/** The artist area: the dashboard and the Performance figures of their own songs. Another artist's row is a 404 (admins act on their own rows here too). */
export function createArtistStatsService(db: Db) {
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
  return {
    async dashboard(user: CurrentUser, now = new Date()): Promise<ArtistDashboardResponse> {
      const [totals, songCount, recent, upcoming, week, profile] = await Promise.all([
        songsRepository.totalsForOwner(db, user.id),
        songsRepository.countLive(db, user.id),
        songsRepository.listLatestByOwner(db, user.id, 8),
        artistEventsRepository.listUpcoming(db, user.id, lagosDate(0, now), 5),
        activity(user.id, 7, now),
        artistsRepository.findByUser(db, user.id),
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
  };
}
