import {
  lagosDayStart,
  lagosStamp,
  QUALITY_EXPORT_HEADER,
  QUALITY_STATUS_LABELS,
  REVIEW_EXPORT_HEADER,
  SUPPORT_EXPORT_HEADER,
  SUPPORT_STATUS_LABELS,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { toCsv } from '../../lib/csv.js';
import { qualityRepository } from '../../repositories/quality.repository.js';
import { reviewsRepository } from '../../repositories/reviews.repository.js';
import { supportRepository } from '../../repositories/support.repository.js';
import { ticketsWithNotes, toIssue } from './staff.mappers.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The CSV exports are whole lists, not pages (the cap only guards the server's memory). */
const EXPORT_MAX_ROWS = 100_000;

export type ExportsService = ReturnType<typeof createExportsService>;

/** Staff area: whole lists as CSV: review decisions in a date range, open quality issues, support tickets. */
export function createExportsService(db: Db) {
  return {
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
      const tickets = await ticketsWithNotes(db, await supportRepository.list(db, 'all', EXPORT_MAX_ROWS));
      return toCsv(
        SUPPORT_EXPORT_HEADER,
        tickets.map((t) => [
          lagosStamp(new Date(t.createdAt)),
          SUPPORT_STATUS_LABELS[t.status],
          t.subjectLabel,
          t.name,
          t.email,
          t.phone,
          t.message,
          t.notes.map((n) => `${n.author ?? 'Staff'}: ${n.body}`).join('\n'),
        ]),
      );
    },
  };
}
