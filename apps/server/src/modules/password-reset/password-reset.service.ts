import { randomInt } from 'node:crypto';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_SUBJECT,
  type PasswordResetOptions,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MINUTES,
  RESET_LINK_TTL_MINUTES,
  type ResetCodeVerifyBody,
  type ResetLinkCreated,
  type ResetSupportRequestBody,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/password.js';
import { normalizePhone } from '../../lib/phone.js';
import type { CurrentUser } from '../../plugins/access.js';
import { passwordResetsRepository } from '../../repositories/password-resets.repository.js';
import { supportRepository } from '../../repositories/support.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';
import { createResetLink } from './reset-link.js';
import { digestOf, MINUTE_MS } from './reset-token.js';

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/** A 6-digit code, every value equally likely (leading zeros kept). */
export const newResetCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

/**
 * Password reset without an operator's shell.
 * - By SMS: "send me a code" answers the same whether or not the number has an account; a code
 *   is kept as an argon2id hash, works for 10 minutes and 5 tries, once.
 * - By support: the request becomes a support ticket; staff check the person and create a
 *   one-time link (30 minutes, kept as a SHA-256 digest), recorded in the audit log.
 * Either way the new password ends every session signed in before it.
 */
export function createPasswordResetService(deps: {
  db: Db;
  /** Where a reset's revoked app keys are announced (every instance's /rest forgets them). */
  events?: AppEvents;
  /** Sends an SMS in the background (the answer never waits for the provider); null: no SMS here. */
  deliver: ((to: string, text: string) => void) | null;
}) {
  const { db, deliver } = deps;

  const codeInvalid = () => new AppError('RESET_CODE_INVALID', 400);

  /** The link a token names, if it still works; otherwise the error that says why not. */
  async function workingLink(token: string, now: Date) {
    const link = await passwordResetsRepository.findLink(db, digestOf(token));
    if (!link) throw new AppError('RESET_LINK_INVALID', 404);
    if (link.usedAt) throw new AppError('RESET_LINK_USED', 410);
    if (link.expiresAt.getTime() <= now.getTime()) throw new AppError('RESET_LINK_EXPIRED', 410);
    return link;
  }

  /** The new password, in one transaction with marking the code or link used. */
  async function setPassword(userId: string, password: string, use: (tx: DbOrTx) => Promise<boolean>, now: Date) {
    const passwordHash = await hashPassword(password);
    let revoked: string[] | null = null;
    const done = await db.transaction(async (tx) => {
      if (!(await use(tx))) return false;
      revoked = await usersRepository.setPassword(tx, userId, passwordHash);
      await passwordResetsRepository.endAll(tx, userId, now);
      return true;
    });
    // /rest trusts a key for a few seconds: every instance forgets the revoked ones now.
    for (const keyId of (revoked as string[] | null) ?? []) deps.events?.emit('appKeyRevoked', { keyId });
    return done;
  }

  return {
    options(): PasswordResetOptions {
      return {
        sms: deliver !== null,
        codeLength: RESET_CODE_LENGTH,
        codeMinutes: RESET_CODE_TTL_MINUTES,
        codeTries: RESET_CODE_MAX_TRIES,
        linkMinutes: RESET_LINK_TTL_MINUTES,
      };
    },

    /**
     * Sends a code to the number if an active account uses it. The same work is done either
     * way (a code is made and hashed), and the answer is the same.
     */
    async requestCode(phoneInput: string): Promise<{ message: string }> {
      if (!deliver) throw new AppError('SMS_RESET_UNAVAILABLE', 404);
      const phone = normalizePhone(phoneInput);
      const user = await usersRepository.findByPhone(db, phone);
      const code = newResetCode();
      const codeHash = await hashPassword(code);
      if (user && user.status === 'active') {
        const now = new Date();
        await db.transaction((tx) =>
          passwordResetsRepository.replaceCode(
            tx,
            user.id,
            codeHash,
            new Date(now.getTime() + RESET_CODE_TTL_MINUTES * MINUTE_MS),
            now,
          ),
        );
        deliver(user.phone, PASSWORD_RESET_MESSAGES.codeSms(code));
      }
      return { message: SUCCESS_MESSAGES.RESET_CODE_SENT };
    },

    /**
     * A code and a new password. Every failure (no account, no code, wrong, expired, used,
     * out of tries) is the same 400, so the answer never tells whether the number has an account.
     */
    async verifyCode(body: ResetCodeVerifyBody): Promise<{ message: string }> {
      if (!deliver) throw new AppError('SMS_RESET_UNAVAILABLE', 404);
      const phone = normalizePhone(body.phone);
      const now = new Date();
      const user = await usersRepository.findByPhone(db, phone);
      const code =
        user && user.status === 'active'
          ? await passwordResetsRepository.liveCode(db, user.id, now, RESET_CODE_MAX_TRIES)
          : undefined;
      if (!user || !code) {
        await verifyPassword(await timingSafeDummyHash(), body.code);
        throw codeInvalid();
      }
      // The try is counted before the code is checked, so tries at once cannot pass the limit.
      if (!(await passwordResetsRepository.countTry(db, code.id, RESET_CODE_MAX_TRIES))) throw codeInvalid();
      if (!(await verifyPassword(code.codeHash, body.code))) throw codeInvalid();
      const done = await setPassword(
        user.id,
        body.password,
        (tx) => passwordResetsRepository.useCode(tx, code.id, now),
        now,
      );
      if (!done) throw codeInvalid();
      return { message: SUCCESS_MESSAGES.PASSWORD_CHANGED };
    },

    /** "I cannot get a code": a support ticket for staff, whether or not the number has an account. */
    async requestSupport(body: ResetSupportRequestBody): Promise<{ message: string }> {
      const phone = normalizePhone(body.phone);
      await supportRepository.insertMessage(db, {
        name: body.fullName,
        email: null,
        phone,
        subject: PASSWORD_RESET_SUBJECT,
        message: body.message ?? PASSWORD_RESET_MESSAGES.ticketMessage,
        userId: null,
      });
      return { message: SUCCESS_MESSAGES.RESET_REQUEST_SENT };
    },

    /**
     * Staff, after checking the person on a password reset request: a one-time link for the
     * account of the request's number (reset-link.ts).
     */
    createLink(staff: CurrentUser, ticketId: string, siteUrl: string): Promise<ResetLinkCreated> {
      return createResetLink(db, staff, ticketId, siteUrl);
    },

    /** Whether a link still works (the reset page asks before showing its form). */
    async checkLink(token: string): Promise<{ expiresAt: string }> {
      const link = await workingLink(token, new Date());
      return { expiresAt: link.expiresAt.toISOString() };
    },

    /** A new password through a link: once, before it expires. */
    async useLink(token: string, password: string): Promise<{ message: string }> {
      const now = new Date();
      const link = await workingLink(token, now);
      const done = await setPassword(
        link.userId,
        password,
        (tx) => passwordResetsRepository.useLink(tx, link.id, now),
        now,
      );
      // Another request used it (or it ran out) meanwhile: say which, as the check does.
      if (!done) await workingLink(token, new Date());
      if (!done) throw new AppError('RESET_LINK_USED', 410);
      return { message: SUCCESS_MESSAGES.PASSWORD_CHANGED };
    },
  };
}
