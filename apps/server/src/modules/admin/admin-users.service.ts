import {
  type AdminArtistOption,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type AdminUserResponse,
  type AdminUserUpdateBody,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import { toUser } from '../../mappers/users.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { auditRepository as audit } from '../../repositories/audit.repository.js';
import { songLibraryRepository } from '../../repositories/song-library.repository.js';
import { type AdminUserRow, userAccountsRepository as repo } from '../../repositories/user-accounts.repository.js';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

const toAdminUser = (r: AdminUserRow): AdminUser => ({
  ...toUser(r.user),
  lastSeenAt: r.user.lastSeenAt?.toISOString() ?? null,
  artistName: r.artistName,
});

/**
 * User management. The access plugin reads role and status from the database on every
 * call, so a change here takes effect on the user's next request.
 */
export function createAdminUsersService(db: Db, events: AppEvents) {
  return {
    async list(query: AdminUserListQuery): Promise<AdminUserListResponse> {
      const { rows, total } = await repo.list(db, {
        q: query.q || undefined,
        role: query.role === 'all' ? undefined : query.role,
        status: query.status === 'all' ? undefined : query.status,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { users: rows.map(toAdminUser), total, page: query.page, limit: query.limit };
    },

    /** Active artist accounts an admin's upload may be linked to, searched by name. */
    async artistOptions(q: string | undefined): Promise<AdminArtistOption[]> {
      return songLibraryRepository.listArtistOptions(db, q || undefined);
    },

    /**
     * Role and status changes. An admin cannot suspend their own account, and the last
     * active admin can be neither suspended nor demoted (409): someone must be able to sign
     * in and run the platform.
     */
    async update(admin: CurrentUser, id: string, body: AdminUserUpdateBody): Promise<AdminUserResponse> {
      let profileEnsured = false;
      await db.transaction(async (tx) => {
        const activeAdmins = await repo.lockActiveAdmins(tx);
        const user = await repo.lock(tx, id);
        if (!user) throw new AppError('USER_NOT_FOUND', 404);
        const role = body.role ?? user.role;
        const status = body.status ?? user.status;
        if (status === 'suspended' && user.status !== 'suspended' && user.id === admin.id) {
          throw new AppError('SELF_SUSPEND', 409);
        }
        const losesAdmin =
          user.role === 'admin' && user.status === 'active' && (role !== 'admin' || status !== 'active');
        if (losesAdmin && activeAdmins.filter((a) => a !== user.id).length === 0) {
          throw new AppError('LAST_ADMIN', 409);
        }
        if (role === user.role && status === user.status) return;
        await repo.update(tx, id, { role, status });
        if (role === 'artist') {
          await repo.ensureArtistProfile(tx, user);
          profileEnsured = true;
        }
        if (role !== user.role) {
          await audit.record(tx, admin, {
            action: 'user.role',
            targetType: 'user',
            targetId: id,
            targetLabel: user.fullName,
            details: { from: user.role, to: role },
          });
        }
        if (status !== user.status) {
          await audit.record(tx, admin, {
            action: status === 'suspended' ? 'user.suspend' : 'user.reinstate',
            targetType: 'user',
            targetId: id,
            targetLabel: user.fullName,
            details: { from: user.status, to: status },
          });
        }
      });
      // An artist profile may have just been made: their songs, if any, now name it in public.
      if (profileEnsured) events.catalogueChanged();
      const row = await repo.find(db, id);
      if (!row) throw new AppError('USER_NOT_FOUND', 404);
      return { message: SUCCESS_MESSAGES.USER_UPDATED, user: toAdminUser(row) };
    },
  };
}
