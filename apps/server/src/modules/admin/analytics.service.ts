import type { ActivityItem, AnalyticsResponse, AuditLogResponse, OverviewResponse } from '@nupe/shared';
import { daysBefore, utcDay } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { toAuditEntry } from '../../mappers/audit.mapper.js';
import { analyticsRepository as repo } from '../../repositories/analytics.repository.js';
import { auditRepository } from '../../repositories/audit.repository.js';

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;

const TOP = 10;
const ACTIVITY = 15;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const quoted = (title: string) => `“${title}”`;

export function createAdminAnalyticsService(db: Db) {
  return {
    /** The last `days` UTC days, today included, with every day present (zeros where nothing happened). */
    async analytics(days: number, now = new Date()): Promise<AnalyticsResponse> {
      const to = utcDay(now);
      const from = daysBefore(now, days - 1);
      const [platform, newUsers, topSongs, topArtists, playsByGenre] = await Promise.all([
        repo.platformDays(db, from, to),
        repo.newUsersPerDay(db, from, to),
        repo.topSongs(db, from, to, TOP),
        repo.topArtists(db, from, to, TOP),
        repo.playsByGenre(db, from, to),
      ]);
      const byDay = new Map(platform.map((r) => [r.day, r]));
      const usersByDay = new Map(newUsers.map((r) => [r.day, r.n]));
      const daily = Array.from({ length: days }, (_, i) => {
        const day = daysBefore(now, days - 1 - i);
        const p = byDay.get(day);
        return { day, plays: p?.plays ?? 0, downloads: p?.downloads ?? 0, newUsers: usersByDay.get(day) ?? 0 };
      });
      const sum = (k: 'plays' | 'downloads' | 'newUsers') => daily.reduce((n, d) => n + d[k], 0);
      return {
        days,
        from,
        to,
        totals: { plays: sum('plays'), downloads: sum('downloads'), newUsers: sum('newUsers') },
        daily,
        topSongs: topSongs.filter((s) => s.plays > 0 || s.downloads > 0),
        topArtists: topArtists.filter((a) => a.plays > 0),
        playsByGenre: playsByGenre.filter((g) => g.plays > 0),
      };
    },

    /**
     * The dashboard's Overview: what happened lately (from the rows themselves), songs per
     * genre, the audio archive's size (sum of media_files.size_bytes: the originals as
     * uploaded; cover images are not counted) and the work waiting.
     */
    async overview(): Promise<OverviewResponse> {
      const [uploads, registrations, applications, reviews, songsPerGenre, storage, pending] = await Promise.all([
        repo.recentUploads(db, ACTIVITY),
        repo.recentRegistrations(db, ACTIVITY),
        repo.recentApplications(db, ACTIVITY),
        repo.recentReviews(db, ACTIVITY),
        repo.songsPerGenre(db),
        repo.audioStorage(db),
        repo.pending(db),
      ]);
      const items: ActivityItem[] = [];
      for (const u of uploads) {
        items.push({
          kind: 'upload',
          at: iso(u.at) as string,
          text: `${u.by ?? 'Someone'} uploaded ${quoted(u.title)} by ${u.artist}`,
        });
      }
      for (const r of registrations) {
        items.push({ kind: 'registration', at: iso(r.at) as string, text: `${r.name} created an account (${r.role})` });
      }
      for (const a of applications) {
        if (a.status === 'pending' || !a.decidedAt) {
          items.push({
            kind: 'application',
            at: iso(a.createdAt) as string,
            text: `${a.name} applied to be an artist`,
          });
        } else {
          items.push({
            kind: a.status === 'approved' ? 'approval' : 'rejection',
            at: iso(a.decidedAt) as string,
            text: `${a.name}’s artist application was ${a.status}`,
          });
        }
      }
      for (const s of reviews) {
        const at = iso(s.at);
        if (!at) continue;
        items.push({
          kind: 'review',
          at,
          text: `${quoted(s.title)} by ${s.artist} was ${s.status === 'published' ? 'approved and published' : 'rejected'} in review`,
        });
      }
      items.sort((x, y) => y.at.localeCompare(x.at));
      return { recentActivity: items.slice(0, ACTIVITY), songsPerGenre, storage, pending };
    },

    async auditLog(page: number, limit: number): Promise<AuditLogResponse> {
      const { rows, total } = await auditRepository.list(db, { limit, offset: (page - 1) * limit });
      return { entries: rows.map(toAuditEntry), total, page, limit };
    },
  };
}
