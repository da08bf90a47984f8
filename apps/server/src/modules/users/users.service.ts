import type { LoginBody, MeResponse, RegisterBody, Role } from '@nupe/shared';
import { SUCCESS_MESSAGES } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AppEvents } from '../../lib/events.js';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/password.js';
import { normalizePhone, tryNormalizePhone } from '../../lib/phone.js';
import type { TokenService } from '../../lib/tokens.js';
import { toUser } from '../../mappers/users.mapper.js';
import { artistApplicationsRepository } from '../../repositories/artist-applications.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(db: Db, tokens: TokenService, events?: AppEvents) {
  /** /rest trusts a key for a few seconds: every instance forgets revoked ones now. */
  const forget = (keyIds: string[] | null) => {
    for (const keyId of keyIds ?? []) events?.emit('appKeyRevoked', { keyId });
  };
  return {
    async register(body: RegisterBody) {
      const phone = normalizePhone(body.phone);
      const passwordHash = await hashPassword(body.password);
      const user = await db
        .transaction(async (tx) => {
          if (await usersRepository.findByPhone(tx, phone)) throw new AppError('PHONE_TAKEN', 409);
          const created = await usersRepository.insert(tx, {
            fullName: body.fullName,
            phone,
            email: body.email ?? null,
            passwordHash,
            role: 'listener',
          });
          if (body.accountType === 'artist' && body.displayName && body.email && body.genre && body.bio) {
            await artistApplicationsRepository.insert(tx, {
              userId: created.id,
              displayName: body.displayName,
              email: body.email,
              genre: body.genre,
              bio: body.bio,
            });
          }
          return created;
        })
        .catch((err: unknown) => {
          // Two registrations racing for one number: the unique index decides.
          if (isUniqueViolation(err)) throw new AppError('PHONE_TAKEN', 409);
          throw err;
        });
      return {
        message: SUCCESS_MESSAGES.REGISTRATION,
        token: await tokens.sign(user.id),
        user: { id: user.id, fullName: user.fullName, role: user.role },
      };
    },

    async login(body: LoginBody) {
      const phone = tryNormalizePhone(body.phone);
      const user = phone ? await usersRepository.findByPhone(db, phone) : undefined;
      // The same work and the same answer whether the number is unknown or the password wrong.
      const ok = user
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyPassword(await timingSafeDummyHash(), body.password).then(() => false);
      if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 401);
      if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 403);
      return {
        message: SUCCESS_MESSAGES.LOGIN,
        token: await tokens.sign(user.id, body.rememberMe ?? false, user.sessionVersion),
        user: { id: user.id, fullName: user.fullName, role: user.role },
      };
    },

    async me(userId: string): Promise<MeResponse> {
      const user = await usersRepository.findById(db, userId);
      if (!user) throw new AppError('SESSION_EXPIRED', 401);
      const application = await artistApplicationsRepository.latestForUser(db, userId);
      return {
        user: toUser(user),
        artistApplication: application
          ? {
              status: application.status,
              displayName: application.displayName,
              createdAt: application.createdAt.toISOString(),
            }
          : null,
      };
    },

    /** Used by the operator CLI and the demo seed. */
    /**
     * An account made by an operator (CLI, seed). An artist made this way gets an approved
     * profile named `artistDisplayName` in the same transaction: never a user without it.
     */
    async createUser(input: {
      role: Role;
      phone: string;
      password: string;
      fullName: string;
      email?: string;
      artistDisplayName?: string;
    }) {
      const phone = normalizePhone(input.phone);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if (await usersRepository.findByPhone(tx, phone)) throw new AppError('PHONE_TAKEN', 409);
        const user = await usersRepository.insert(tx, {
          fullName: input.fullName,
          phone,
          email: input.email ?? null,
          passwordHash,
          role: input.role,
        });
        if (input.role === 'artist' && input.artistDisplayName) {
          await usersRepository.insertArtistProfile(tx, user.id, input.artistDisplayName);
        }
        return user;
      });
    },

    async signOutEverywhere(userId: string) {
      forget(await usersRepository.endSessions(db, userId));
      return { message: SUCCESS_MESSAGES.SIGNED_OUT_EVERYWHERE };
    },

    async resetPassword(phoneInput: string, password: string) {
      const phone = normalizePhone(phoneInput);
      const user = await usersRepository.findByPhone(db, phone);
      if (!user) throw new AppError('NOT_FOUND', 404, `No account has the phone number ${phone}.`);
      // Every session signed in before the reset ends with it.
      forget(await usersRepository.setPassword(db, user.id, await hashPassword(password)));
      return user;
    },
  };
}
