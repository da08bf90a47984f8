import {
  type StaffPageQuery,
  SUCCESS_MESSAGES,
  SUPPORT_STATUS_LABELS,
  type SupportListResponse,
  type SupportStatus,
  type SupportTicket,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { supportRepository } from '../../repositories/support.repository.js';
import { ticketsWithNotes } from './staff.mappers.js';

export type SupportService = ReturnType<typeof createSupportService>;

/** Staff area: support tickets from the contact form, their status and staff notes. */
export function createSupportService(db: Db) {
  async function ticket(id: string): Promise<SupportTicket> {
    const row = await supportRepository.find(db, id);
    if (!row) throw new AppError('TICKET_NOT_FOUND', 404);
    return (await ticketsWithNotes(db, [row]))[0] as SupportTicket;
  }

  return {
    // Support
    async tickets(status: SupportStatus | 'all', { page, limit }: StaffPageQuery): Promise<SupportListResponse> {
      const [rows, total] = await Promise.all([
        supportRepository.list(db, status, limit, (page - 1) * limit),
        supportRepository.count(db, status),
      ]);
      return { tickets: await ticketsWithNotes(db, rows), total, page, limit };
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
  };
}
