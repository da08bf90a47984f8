import {
  type ArtistIssuesResponse,
  type ArtistSongIssuesResponse,
  type CreateQualityIssueBody,
  type QualityFilter,
  type QualityKind,
  type QualityListResponse,
  type QualityStatus,
  STAFF_ONLY_QUALITY_KINDS,
  type StaffPageQuery,
  SUCCESS_MESSAGES,
  type UpdateQualityIssueBody,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type IssueView, qualityRepository } from '../../repositories/quality.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import { toArtistIssue, toIssue } from './staff.mappers.js';

export type QualityService = ReturnType<typeof createQualityService>;

/** An issue the song's artist never sees (packages/shared: STAFF_ONLY_QUALITY_KINDS). */
const staffOnly = (kind: string) => STAFF_ONLY_QUALITY_KINDS.includes(kind as QualityKind);

/** Staff area: quality issues: raised by staff or by the automatic checks, and what an artist sees of them. */
export function createQualityService(db: Db) {
  return {
    // Quality
    async qualityList(
      status: QualityFilter,
      { page, limit, q }: StaffPageQuery & { q?: string },
    ): Promise<QualityListResponse> {
      const [rows, total] = await Promise.all([
        qualityRepository.list(db, status, limit, (page - 1) * limit, q || undefined),
        qualityRepository.count(db, status, q || undefined),
      ]);
      return { issues: rows.map(toIssue), total, page, limit };
    },

    async raiseIssue(user: CurrentUser, body: CreateQualityIssueBody) {
      const song = await songsRepository.findRow(db, body.songId);
      if (!song || song.removedAt) throw new AppError('SONG_NOT_FOUND', 404);
      const id = await qualityRepository.insert(db, {
        songId: body.songId,
        kind: body.kind,
        description: body.description,
        status: body.status ?? 'needs_fix',
        source: 'manual',
        raisedBy: user.id,
        updatedBy: user.id,
      });
      const v = await qualityRepository.find(db, id);
      return { message: SUCCESS_MESSAGES.QUALITY_ISSUE_RAISED, issue: toIssue(v as IssueView) };
    },

    async updateIssue(user: CurrentUser, id: string, body: UpdateQualityIssueBody) {
      const changed = await qualityRepository.update(db, id, {
        status: body.status as QualityStatus | undefined,
        resolved: body.resolved,
        by: user.id,
        at: new Date(),
      });
      if (!changed) throw new AppError('QUALITY_ISSUE_NOT_FOUND', 404);
      const v = await qualityRepository.find(db, id);
      return {
        message: body.resolved ? SUCCESS_MESSAGES.QUALITY_ISSUE_RESOLVED : SUCCESS_MESSAGES.QUALITY_ISSUE_UPDATED,
        issue: toIssue(v as IssueView),
      };
    },

    /** The open issues on one of the artist's own songs (another's song is not found). */
    async artistSongIssues(user: CurrentUser, songId: string): Promise<ArtistSongIssuesResponse> {
      const song = await songsRepository.findRow(db, songId);
      if (!song || song.removedAt || (user.role !== 'admin' && song.ownerId !== user.id)) {
        throw new AppError('SONG_NOT_FOUND', 404);
      }
      const rows = await qualityRepository.openForSong(db, songId);
      return { issues: rows.filter((r) => !staffOnly(r.kind)).map(toArtistIssue) };
    },

    /** The open issues on all of the caller's own songs (removed songs left out). */
    async artistIssues(user: CurrentUser): Promise<ArtistIssuesResponse> {
      const rows = await qualityRepository.openForOwner(db, user.id);
      return {
        issues: rows
          .filter((r) => !staffOnly(r.issue.kind))
          .map((r) => ({ ...toArtistIssue(r.issue), songId: r.issue.songId, songTitle: r.songTitle })),
      };
    },
  };
}
