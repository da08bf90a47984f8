import {
  type ArtistIssuesResponse,
  type ArtistSongIssue,
  type ArtistSongIssuesResponse,
  type BulkApproveResponse,
  type CreateQualityIssueBody,
  type CreateTaskBody,
  lagosDate,
  lagosDayStart,
  lagosStamp,
  QUALITY_EXPORT_HEADER,
  QUALITY_KIND_LABELS,
  QUALITY_STATUS_LABELS,
  type QualityFilter,
  type QualityIssue,
  type QualityKind,
  type QualityListResponse,
  type QualityStatus,
  REVIEW_EXPORT_HEADER,
  REVIEW_PRIORITY_LABELS,
  type ReviewDecisionResponse,
  type ReviewDetailResponse,
  type ReviewItem,
  type ReviewPriority,
  type ReviewQueueResponse,
  type Song,
  type StaffDashboardResponse,
  type StaffPageQuery,
  type StaffTask,
  SUCCESS_MESSAGES,
  SUPPORT_EXPORT_HEADER,
  SUPPORT_STATUS_LABELS,
  SUPPORT_SUBJECT_LABELS,
  type SupportListResponse,
  type SupportStatus,
  type SupportTicket,
  type UpdateQualityIssueBody,
  type UpdateTaskBody,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import type { AppEvents } from '../../lib/events.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type IssueView, qualityRepository } from '../../repositories/quality.repository.js';
import { type QueueRow, reviewsRepository } from '../../repositories/reviews.repository.js';
import type { QualityIssueRow } from '../../repositories/rows.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';
import { supportRepository } from '../../repositories/support.repository.js';
import { type TaskView, tasksRepository } from '../../repositories/tasks.repository.js';
import { qualityChecksPending } from './quality-job.js';

export type StaffService = ReturnType<typeof createStaffService>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The CSV exports are whole lists, not pages (the cap only guards the server's memory). */
const EXPORT_MAX_ROWS = 100_000;

const toItem = (r: QueueRow): ReviewItem => ({
  songId: r.songId,
  title: r.title,
  artist: r.artist,
  genre: r.genre,
  album: r.album,
  submittedAt: r.submittedAt.toISOString(),
  priority: r.priority ?? (r.firstUpload ? 'high' : 'medium'),
  firstUpload: r.firstUpload,
  openIssues: r.openIssues,
});

const toIssue = (v: IssueView): QualityIssue => ({
  id: v.issue.id,
  songId: v.issue.songId,
  songTitle: v.songTitle,
  artist: v.artist,
  kind: v.issue.kind,
  kindLabel: QUALITY_KIND_LABELS[v.issue.kind as QualityKind] ?? v.issue.kind,
  description: v.issue.description,
  status: v.issue.status,
  source: v.issue.source,
  raisedBy: v.raisedBy,
  resolved: v.issue.resolvedAt !== null,
  resolvedAt: v.issue.resolvedAt?.toISOString() ?? null,
  resolvedBy: v.resolvedBy,
  // Resolved with no staff member on record: the automatic checks found it fixed (see quality-job.ts).
  resolvedAutomatically:
    v.issue.source === 'automatic' &&
    v.issue.resolvedAt !== null &&
    v.issue.resolvedBy === null &&
    v.issue.updatedBy === null,
  createdAt: v.issue.createdAt.toISOString(),
  updatedAt: v.issue.updatedAt.toISOString(),
});

const toArtistIssue = (r: QualityIssueRow): ArtistSongIssue => ({
  id: r.id,
  kind: r.kind,
  kindLabel: QUALITY_KIND_LABELS[r.kind as QualityKind] ?? r.kind,
  description: r.description,
  status: r.status,
  statusLabel: QUALITY_STATUS_LABELS[r.status],
  createdAt: r.createdAt.toISOString(),
});

const toTask = (v: TaskView): StaffTask => ({
  id: v.task.id,
  title: v.task.title,
  assignee: v.assignee,
  dueDate: v.task.dueDate,
  done: v.task.doneAt !== null,
  doneAt: v.task.doneAt?.toISOString() ?? null,
  createdBy: v.createdBy,
  createdAt: v.task.createdAt.toISOString(),
});

/**
 * The staff area (issue 7): content review, quality issues and the automatic checks of
 * uploads, support tickets, the shared task list, CSV exports and the dashboard.
 */
export function createStaffService(db: Db, events: AppEvents) {
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
    for (const id of ids) events.catalogueChanged(id);
  }

  async function ticketsWithNotes(rows: Awaited<ReturnType<typeof supportRepository.list>>): Promise<SupportTicket[]> {
    const notes = await supportRepository.notesFor(
      db,
      rows.map((r) => r.ticket.id),
    );
    return rows.map((r) => ({
      id: r.ticket.id,
      name: r.ticket.name,
      email: r.ticket.email,
      subject: r.ticket.subject,
      subjectLabel: SUPPORT_SUBJECT_LABELS[r.ticket.subject] ?? r.ticket.subject,
      message: r.ticket.message,
      status: r.ticket.status,
      fromUser:
        r.ticket.userId && r.fromName && r.fromRole
          ? { id: r.ticket.userId, fullName: r.fromName, role: r.fromRole }
          : null,
      notes: notes
        .filter((n) => n.note.messageId === r.ticket.id)
        .map((n) => ({
          id: n.note.id,
          body: n.note.body,
          author: n.author,
          createdAt: n.note.createdAt.toISOString(),
        })),
      createdAt: r.ticket.createdAt.toISOString(),
      updatedAt: r.ticket.updatedAt.toISOString(),
    }));
  }

  async function ticket(id: string): Promise<SupportTicket> {
    const row = await supportRepository.find(db, id);
    if (!row) throw new AppError('TICKET_NOT_FOUND', 404);
    return (await ticketsWithNotes([row]))[0] as SupportTicket;
  }

  async function task(id: string): Promise<StaffTask> {
    const v = await tasksRepository.find(db, id);
    if (!v) throw new AppError('TASK_NOT_FOUND', 404);
    return toTask(v);
  }

  async function checkAssignee(assigneeId: string | null | undefined) {
    if (!assigneeId) return;
    const members = await tasksRepository.members(db);
    if (!members.some((m) => m.id === assigneeId)) throw new AppError('ASSIGNEE_NOT_STAFF', 400);
  }

  return {
    // Review

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
      return { issues: rows.map(toArtistIssue) };
    },

    /** The open issues on all of the caller's own songs (removed songs left out). */
    async artistIssues(user: CurrentUser): Promise<ArtistIssuesResponse> {
      const rows = await qualityRepository.openForOwner(db, user.id);
      return {
        issues: rows.map((r) => ({ ...toArtistIssue(r.issue), songId: r.issue.songId, songTitle: r.songTitle })),
      };
    },

    // Support

    async tickets(status: SupportStatus | 'all', { page, limit }: StaffPageQuery): Promise<SupportListResponse> {
      const [rows, total] = await Promise.all([
        supportRepository.list(db, status, limit, (page - 1) * limit),
        supportRepository.count(db, status),
      ]);
      return { tickets: await ticketsWithNotes(rows), total, page, limit };
    },

    async setTicketStatus(id: string, status: SupportStatus) {
      if (!(await supportRepository.setStatus(db, id, status))) throw new AppError('TICKET_NOT_FOUND', 404);
      return {
        message: `${SUCCESS_MESSAGES.TICKET_UPDATED}: ${SUPPORT_STATUS_LABELS[status]}`,
        ticket: await ticket(id),
      };
    },

    async addNote(user: CurrentUser, id: string, body: string) {
      if (!(await supportRepository.find(db, id))) throw new AppError('TICKET_NOT_FOUND', 404);
      await db.transaction((tx) => supportRepository.addNote(tx, id, user.id, body));
      return { message: SUCCESS_MESSAGES.NOTE_ADDED, ticket: await ticket(id) };
    },

    // Tasks

    members: () => tasksRepository.members(db),

    async tasks(): Promise<StaffTask[]> {
      return (await tasksRepository.list(db)).map(toTask);
    },

    async createTask(user: CurrentUser, body: CreateTaskBody) {
      await checkAssignee(body.assigneeId);
      const id = await tasksRepository.insert(db, {
        title: body.title,
        assigneeId: body.assigneeId ?? null,
        dueDate: body.dueDate ?? null,
        createdBy: user.id,
      });
      return { message: SUCCESS_MESSAGES.TASK_CREATED, task: await task(id) };
    },

    async updateTask(user: CurrentUser, id: string, body: UpdateTaskBody) {
      await checkAssignee(body.assigneeId);
      const now = new Date();
      const changed = await tasksRepository.update(db, id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.assigneeId !== undefined ? { assigneeId: body.assigneeId } : {}),
        ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
        ...(body.done === true ? { doneAt: now, doneBy: user.id } : {}),
        ...(body.done === false ? { doneAt: null, doneBy: null } : {}),
        updatedAt: now,
      });
      if (!changed) throw new AppError('TASK_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.TASK_UPDATED, task: await task(id) };
    },

    async deleteTask(id: string) {
      if (!(await tasksRepository.remove(db, id))) throw new AppError('TASK_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.TASK_DELETED };
    },

    // Exports

    async reviewDecisionsCsv(from: string, to: string): Promise<string> {
      const start = lagosDayStart(from);
      const end = new Date(lagosDayStart(to).getTime() + DAY_MS);
      const rows = await reviewsRepository.decisionsBetween(db, start, end);
      return toCsv(
        REVIEW_EXPORT_HEADER,
        rows.map((r) => [
          lagosStamp(r.decidedAt),
          r.decision === 'approved' ? 'Approved' : 'Rejected',
          r.title,
          r.artist,
          r.genre,
          r.reason,
          r.decidedBy,
          lagosStamp(new Date(r.decidedAt.getTime() - r.responseSeconds * 1000)),
          (r.responseSeconds / 3600).toFixed(2),
        ]),
      );
    },

    async openIssuesCsv(): Promise<string> {
      const rows = await qualityRepository.list(db, 'open', EXPORT_MAX_ROWS);
      return toCsv(
        QUALITY_EXPORT_HEADER,
        rows
          .map(toIssue)
          .map((i) => [
            lagosStamp(new Date(i.createdAt)),
            i.songTitle,
            i.artist,
            i.kindLabel,
            i.description,
            QUALITY_STATUS_LABELS[i.status],
            i.source === 'automatic' ? 'Automatic' : 'Manual',
            i.raisedBy,
          ]),
      );
    },

    async ticketsCsv(): Promise<string> {
      const tickets = await ticketsWithNotes(await supportRepository.list(db, 'all', EXPORT_MAX_ROWS));
      return toCsv(
        SUPPORT_EXPORT_HEADER,
        tickets.map((t) => [
          lagosStamp(new Date(t.createdAt)),
          SUPPORT_STATUS_LABELS[t.status],
          t.subjectLabel,
          t.name,
          t.email,
          t.message,
          t.notes.map((n) => `${n.author ?? 'Staff'}: ${n.body}`).join('\n'),
        ]),
      );
    },

    // Dashboard

    async dashboard(now = new Date()): Promise<StaffDashboardResponse> {
      const fiveMinutesAgo = new Date(now.getTime() - 5 * 60 * 1000);
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const [queue, approvedToday, openIssues, issues, openTickets, reviewers, checkers, response] = await Promise.all([
        reviewsRepository.listQueue(db, 8),
        reviewsRepository.countApprovedSince(db, lagosDayStart(lagosDate(0, now))),
        qualityRepository.countOpen(db),
        qualityRepository.list(db, 'open', 8),
        supportRepository.countOpen(db),
        tasksRepository.countReviewersOnline(db, fiveMinutesAgo),
        qualityRepository.checkersOnline(db, fiveMinutesAgo, weekAgo),
        reviewsRepository.responseSince(db, weekAgo),
      ]);
      return {
        stats: {
          pendingReviews: queue.total,
          approvedToday,
          openQualityIssues: openIssues,
          openSupportTickets: openTickets,
        },
        pending: queue.rows.map(toItem),
        qualityIssues: issues.map(toIssue),
        team: {
          reviewersOnline: reviewers,
          qualityCheckersOnline: checkers,
          averageResponseSeconds: response.average,
          decisionsLast7Days: response.decisions,
        },
      };
    },
  };
}
