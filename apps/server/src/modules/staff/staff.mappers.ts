import {
  type ArtistSongIssue,
  PASSWORD_RESET_SUBJECT,
  QUALITY_KIND_LABELS,
  QUALITY_STATUS_LABELS,
  type QualityIssue,
  type QualityKind,
  type ReviewItem,
  type StaffTask,
  SUPPORT_SUBJECT_LABELS,
  type SupportTicket,
} from '@nupe/shared';
import type { DbOrTx } from '../../db/client.js';
import type { IssueView } from '../../repositories/quality.repository.js';
import type { QueueRow } from '../../repositories/reviews.repository.js';
import type { QualityIssueRow } from '../../repositories/rows.js';
import { supportRepository } from '../../repositories/support.repository.js';
import type { TaskView } from '../../repositories/tasks.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';

export const toItem = (r: QueueRow): ReviewItem => ({
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

export const toIssue = (v: IssueView): QualityIssue => ({
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

export const toArtistIssue = (r: QualityIssueRow): ArtistSongIssue => ({
  id: r.id,
  kind: r.kind,
  kindLabel: QUALITY_KIND_LABELS[r.kind as QualityKind] ?? r.kind,
  description: r.description,
  status: r.status,
  statusLabel: QUALITY_STATUS_LABELS[r.status],
  createdAt: r.createdAt.toISOString(),
});

export const toTask = (v: TaskView): StaffTask => ({
  id: v.task.id,
  title: v.task.title,
  assignee: v.assignee,
  dueDate: v.task.dueDate,
  done: v.task.doneAt !== null,
  doneAt: v.task.doneAt?.toISOString() ?? null,
  createdBy: v.createdBy,
  createdAt: v.task.createdAt.toISOString(),
});

/** Tickets with their staff notes, in one query for the notes. */
export async function ticketsWithNotes(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof supportRepository.list>>,
): Promise<SupportTicket[]> {
  const notes = await supportRepository.notesFor(
    db,
    rows.map((r) => r.ticket.id),
  );
  // A password reset request names the account its number belongs to, for staff to check.
  const resetPhones = rows.flatMap((r) =>
    r.ticket.subject === PASSWORD_RESET_SUBJECT && r.ticket.phone ? [r.ticket.phone] : [],
  );
  const accounts = new Map((await usersRepository.findByPhones(db, resetPhones)).map((a) => [a.phone, a]));
  return rows.map((r) => ({
    id: r.ticket.id,
    name: r.ticket.name,
    email: r.ticket.email,
    phone: r.ticket.phone,
    resetAccount: resetAccountOf(r.ticket, accounts),
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

type AccountRow = Awaited<ReturnType<typeof usersRepository.findByPhones>>[number];

function resetAccountOf(
  ticket: { subject: string; phone: string | null },
  accounts: Map<string, AccountRow>,
): SupportTicket['resetAccount'] {
  if (ticket.subject !== PASSWORD_RESET_SUBJECT || !ticket.phone) return null;
  const account = accounts.get(ticket.phone);
  return account ? { id: account.id, fullName: account.fullName, role: account.role, status: account.status } : null;
}
