import { randomBytes } from 'node:crypto';
import {
  lagosClock,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_SUBJECT,
  RESET_LINK_TTL_MINUTES,
  RESET_PASSWORD_PATH,
  type ResetLinkCreated,
  resetLinkShare,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { auditRepository } from '../../repositories/audit.repository.js';
import { passwordResetsRepository } from '../../repositories/password-resets.repository.js';
import { supportRepository } from '../../repositories/support.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { digestOf, MINUTE_MS } from './reset-token.js';

/**
 * Staff, after checking the person on a password reset request: a one-time link for the
 * account of the request's number. It replaces earlier links, and is recorded in the audit
 * log and as a note on the ticket.
 */
export async function createResetLink(
  db: Db,
  staff: CurrentUser,
  ticketId: string,
  siteUrl: string,
): Promise<ResetLinkCreated> {
  const found = await supportRepository.find(db, ticketId);
  if (!found) throw new AppError('TICKET_NOT_FOUND', 404);
  const { ticket } = found;
  if (ticket.subject !== PASSWORD_RESET_SUBJECT || !ticket.phone) throw new AppError('NOT_A_RESET_REQUEST', 409);
  const user = await usersRepository.findByPhone(db, ticket.phone);
  if (!user) throw new AppError('RESET_ACCOUNT_NOT_FOUND', 404);
  if (user.status !== 'active') throw new AppError('RESET_ACCOUNT_SUSPENDED', 409);
  // A staff member must not take over a staff or admin account (their own role's or higher).
  if ((user.role === 'staff' || user.role === 'admin') && staff.role !== 'admin') {
    throw new AppError('RESET_NEEDS_ADMIN', 403);
  }
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MINUTES * MINUTE_MS);
  await db.transaction(async (tx) => {
    await passwordResetsRepository.replaceLink(tx, {
      userId: user.id,
      tokenDigest: digestOf(token),
      ticketId: ticket.id,
      createdBy: staff.id,
      expiresAt,
      now,
    });
    await auditRepository.record(tx, staff, {
      action: 'user.reset-link',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.fullName,
      details: { ticketId: ticket.id, expiresAt: expiresAt.toISOString() },
    });
    await supportRepository.addNote(tx, ticket.id, staff.id, PASSWORD_RESET_MESSAGES.linkNote(lagosClock(expiresAt)));
  });
  const url = `${siteUrl}${RESET_PASSWORD_PATH}?token=${token}`;
  const share = resetLinkShare(url, user.phone, expiresAt);
  return {
    message: SUCCESS_MESSAGES.RESET_LINK_CREATED,
    link: {
      url,
      expiresAt: expiresAt.toISOString(),
      phone: user.phone,
      text: share.text,
      whatsappUrl: share.whatsappUrl,
      smsUrl: share.smsUrl,
    },
  };
}
