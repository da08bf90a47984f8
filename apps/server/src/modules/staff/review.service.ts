import {
  type BulkApproveResponse,
  REVIEW_PRIORITY_LABELS,
  type ReviewDecisionResponse,
  type ReviewDetailResponse,
  type ReviewPriority,
  type ReviewQueueResponse,
  type Song,
  type StaffPageQuery,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { qualityRepository } from '../../repositories/quality.repository.js';
import { reviewsRepository } from '../../repositories/reviews.repository.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';
import { qualityChecksPending } from './quality-job.js';
import { toIssue, toItem } from './staff.mappers.js';

export type ReviewService = ReturnType<typeof createReviewService>;

/** Staff area: the review queue: what waits, its details, approve and reject (alone or in bulk). */
export function createReviewService(db: Db, events: AppEvents) {
  async function songOf(songId: string): Promise<Song> {
    const v = await songsRepository.findView(db, songId);
    if (!v) throw new AppError('SONG_NOT_FOUND', 404);
    return toSong(v as SongView);
  }

  /** Approves or rejects songs under review, all in one transaction; any song not waiting stops all. */
  async function decide(
    user: CurrentUser,
    songIds: string[],
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<void> {
    const ids = [...new Set(songIds)];
    await db.transaction(async (tx) => {
      const rows = await reviewsRepository.lockForDecision(tx, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const at = new Date();
      for (const id of ids) {
        const row = byId.get(id);
        if (!row || row.removedAt) throw new AppError('SONG_NOT_FOUND', 404);
        if (row.status !== 'pending') throw new AppError('SONG_NOT_PENDING', 409);
        await reviewsRepository.decide(tx, {
          songId: id,
          decision,
          reason,
          by: user.id,
          at,
          submittedAt: row.submittedAt,
        });
      }
    });
    for (const id of ids) events.songChanged(id);
  }
  return {
    async queue({ page, limit }: StaffPageQuery): Promise<ReviewQueueResponse> {
      const { rows, total } = await reviewsRepository.listQueue(db, limit, (page - 1) * limit);
      return { items: rows.map(toItem), total, page, limit };
    },

    async reviewDetail(songId: string): Promise<ReviewDetailResponse> {
      const item = await reviewsRepository.findQueueItem(db, songId);
      if (!item) {
        const row = await songsRepository.findRow(db, songId);
        if (!row || row.removedAt) throw new AppError('SONG_NOT_FOUND', 404);
        throw new AppError('SONG_NOT_PENDING', 409);
      }
      const [song, file, checks, issues, checksPending] = await Promise.all([
        songOf(songId),
        reviewsRepository.fileOf(db, songId),
        qualityRepository.checksOf(db, songId),
        qualityRepository.listForSongs(db, [songId]),
        qualityChecksPending(db, songId),
      ]);
      const queued = toItem(item);
      return {
        song,
        priority: queued.priority,
        firstUpload: queued.firstUpload,
        submittedAt: queued.submittedAt,
        uploader: file?.uploaderId && file.uploaderName ? { id: file.uploaderId, fullName: file.uploaderName } : null,
        file: {
          mime: file?.mime ?? '',
          codec: file?.codec ?? null,
          sizeBytes: file?.sizeBytes ?? 0,
          sampleRate: file?.sampleRate ?? null,
          channels: file?.channels ?? null,
          originalFilename: file?.originalFilename ?? null,
        },
        checks: checks?.results ?? [],
        checkedAt: checks?.checkedAt.toISOString() ?? null,
        checksPending,
        issues: issues.filter((i) => i.issue.resolvedAt === null).map(toIssue),
      };
    },

    async setPriority(user: CurrentUser, songId: string, priority: ReviewPriority) {
      const item = await reviewsRepository.findQueueItem(db, songId);
      if (!item) {
        const row = await songsRepository.findRow(db, songId);
        throw row && !row.removedAt ? new AppError('SONG_NOT_PENDING', 409) : new AppError('SONG_NOT_FOUND', 404);
      }
      await reviewsRepository.setPriority(db, songId, priority, user.id);
      return { message: `${SUCCESS_MESSAGES.REVIEW_PRIORITY_SET}: ${REVIEW_PRIORITY_LABELS[priority]}`, priority };
    },

    async approve(user: CurrentUser, songId: string): Promise<ReviewDecisionResponse> {
      await decide(user, [songId], 'approved', null);
      return { message: SUCCESS_MESSAGES.REVIEW_APPROVED, song: await songOf(songId) };
    },

    async reject(user: CurrentUser, songId: string, reason: string): Promise<ReviewDecisionResponse> {
      await decide(user, [songId], 'rejected', reason);
      return { message: SUCCESS_MESSAGES.REVIEW_REJECTED, song: await songOf(songId) };
    },

    async bulkApprove(user: CurrentUser, songIds: string[]): Promise<BulkApproveResponse> {
      await decide(user, songIds, 'approved', null);
      return { message: SUCCESS_MESSAGES.REVIEW_BULK_APPROVED, approved: new Set(songIds).size };
    },
  };
}
