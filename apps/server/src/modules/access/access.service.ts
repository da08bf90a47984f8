import {
  type AccessGroup,
  type AccessGroupBody,
  AccessGroupBodySchema,
  type AccessGroupDetail,
  type AccessGroupMemberBody,
  type Song,
  type SongAccessBody,
  SongAccessBodySchema,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import type { AppEvents } from '../../lib/events.js';
import { normalizePhone } from '../../lib/phone.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { CurrentUser } from '../../plugins/access.js';
import { accessRepository as repo } from '../../repositories/access.repository.js';
import { auditRepository } from '../../repositories/audit.repository.js';
import { type SongView, songsRepository } from '../../repositories/songs.repository.js';
import { usersRepository } from '../../repositories/users.repository.js';

export type AccessService = ReturnType<typeof createAccessService>;

type GroupRow = NonNullable<Awaited<ReturnType<typeof repo.findGroup>>>;
const toGroup = ({ group, memberCount, itemCount }: GroupRow): AccessGroup => ({
  id: group.id,
  name: group.name,
  description: group.description,
  memberCount,
  itemCount,
  createdAt: group.createdAt.toISOString(),
});

/**
 * Access protocols: staff set an item's level, group, Traditional Knowledge labels and
 * seasons, and keep the groups' membership. Who may see what is decided in one place,
 * repositories/song-scopes.ts; this service only changes the facts it reads.
 */
export function createAccessService(db: Db, events: AppEvents) {
  async function group(id: string): Promise<GroupRow> {
    const row = await repo.findGroup(db, id);
    if (!row) throw new AppError('GROUP_NOT_FOUND', 404);
    return row;
  }

  async function detail(id: string): Promise<AccessGroupDetail> {
    const [row, members] = await Promise.all([group(id), repo.members(db, id)]);
    return {
      group: toGroup(row),
      members: members.map((m) => ({ ...m, addedAt: m.addedAt.toISOString() })),
    };
  }

  return {
    async setSongAccess(
      user: CurrentUser,
      songId: string,
      input: SongAccessBody,
    ): Promise<{ message: string; song: Song }> {
      const body = SongAccessBodySchema.parse(input);
      if (body.group) await group(body.group);
      await db.transaction(async (tx) => {
        const before = await songsRepository.findRow(tx, songId);
        if (!before) throw new AppError('SONG_NOT_FOUND', 404);
        const after = await repo.setSongAccess(tx, songId, {
          level: body.level,
          groupId: body.group ?? null,
          labels: body.labels,
          seasons: body.seasons,
        });
        await auditRepository.record(tx, user, {
          action: 'song.access',
          targetType: 'song',
          targetId: songId,
          targetLabel: before.title,
          details: {
            before: { level: before.accessLevel, group: before.accessGroupId, seasons: before.accessSeasons.length },
            after: { level: after?.accessLevel, group: after?.accessGroupId, seasons: after?.accessSeasons.length },
          },
        });
      });
      // Caches of this process now, of the other instances through the event bus.
      events.songChanged(songId);
      const view = (await songsRepository.findView(db, songId)) as SongView;
      return { message: SUCCESS_MESSAGES.ACCESS_UPDATED, song: toSong(view) };
    },

    async groups(): Promise<{ groups: AccessGroup[] }> {
      return { groups: (await repo.listGroups(db)).map(toGroup) };
    },

    detail,

    async createGroup(user: CurrentUser, input: AccessGroupBody) {
      const body = AccessGroupBodySchema.parse(input);
      try {
        const row = await repo.insertGroup(db, { name: body.name, description: body.description, createdBy: user.id });
        return { message: SUCCESS_MESSAGES.GROUP_CREATED, ...(await detail(row.id)) };
      } catch (err) {
        if (isUniqueViolation(err))
          throw new AppError('GROUP_NAME_TAKEN', 409, undefined, { name: 'Choose another name.' });
        throw err;
      }
    },

    async deleteGroup(id: string) {
      if ((await group(id)).itemCount > 0) throw new AppError('GROUP_IN_USE', 409);
      try {
        await repo.deleteGroup(db, id);
      } catch (err) {
        // An item given to the group in the meantime (songs.access_group_id restricts the delete).
        if (isForeignKeyViolation(err)) throw new AppError('GROUP_IN_USE', 409);
        throw err;
      }
      return { message: SUCCESS_MESSAGES.GROUP_DELETED };
    },

    async addMember(user: CurrentUser, groupId: string, body: AccessGroupMemberBody) {
      await group(groupId);
      const member = await usersRepository.findByPhone(db, normalizePhone(body.phone));
      if (!member) throw new AppError('MEMBER_NOT_FOUND', 404, undefined, { phone: 'No account uses this number.' });
      await repo.addMember(db, groupId, member.id, user.id);
      events.catalogueChanged();
      return { message: SUCCESS_MESSAGES.GROUP_MEMBER_ADDED, ...(await detail(groupId)) };
    },

    async removeMember(groupId: string, userId: string) {
      await group(groupId);
      if (!(await repo.removeMember(db, groupId, userId))) throw new AppError('USER_NOT_FOUND', 404);
      events.catalogueChanged();
      return { message: SUCCESS_MESSAGES.GROUP_MEMBER_REMOVED, ...(await detail(groupId)) };
    },
  };
}
