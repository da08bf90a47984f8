import type { AccessLevel, Season, TkLabelCode } from '@nupe/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accessGroupMembers, accessGroups, songs, users } from '../db/schema/index.js';

// `access_groups.id` written out: Drizzle leaves columns unqualified in one-table queries,
// and a bare `id` inside the subquery would be the subquery's own.
const groupColumns = {
  group: accessGroups,
  memberCount: sql<number>`(select count(*)::int from ${accessGroupMembers} m where m.group_id = access_groups.id)`,
  itemCount: sql<number>`(select count(*)::int from ${songs} s where s.access_group_id = access_groups.id)`,
};

/** Access groups and their members, and an item's access protocol. */
export const accessRepository = {
  listGroups(db: DbOrTx) {
    return db
      .select(groupColumns)
      .from(accessGroups)
      .orderBy(asc(sql`lower(${accessGroups.name})`));
  },

  async findGroup(db: DbOrTx, id: string) {
    const [row] = await db.select(groupColumns).from(accessGroups).where(eq(accessGroups.id, id));
    return row;
  },

  async insertGroup(db: DbOrTx, values: { name: string; description: string; createdBy: string }) {
    const [row] = await db.insert(accessGroups).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Deletes a group no item uses (songs.access_group_id restricts the delete). */
  async deleteGroup(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.delete(accessGroups).where(eq(accessGroups.id, id)).returning({ id: accessGroups.id });
    return rows.length > 0;
  },

  members(db: DbOrTx, groupId: string) {
    return db
      .select({
        id: users.id,
        fullName: users.fullName,
        phone: users.phone,
        addedAt: accessGroupMembers.addedAt,
      })
      .from(accessGroupMembers)
      .innerJoin(users, eq(users.id, accessGroupMembers.userId))
      .where(eq(accessGroupMembers.groupId, groupId))
      .orderBy(asc(sql`lower(${users.fullName})`), asc(users.id));
  },

  async addMember(db: DbOrTx, groupId: string, userId: string, addedBy: string): Promise<void> {
    await db.insert(accessGroupMembers).values({ groupId, userId, addedBy }).onConflictDoNothing();
  },

  async removeMember(db: DbOrTx, groupId: string, userId: string): Promise<boolean> {
    const rows = await db
      .delete(accessGroupMembers)
      .where(sql`${accessGroupMembers.groupId} = ${groupId} and ${accessGroupMembers.userId} = ${userId}`)
      .returning({ userId: accessGroupMembers.userId });
    return rows.length > 0;
  },

  async setSongAccess(
    db: DbOrTx,
    songId: string,
    access: { level: AccessLevel; groupId: string | null; labels: TkLabelCode[]; seasons: Season[] },
  ) {
    const [row] = await db
      .update(songs)
      .set({
        accessLevel: access.level,
        accessGroupId: access.groupId,
        accessLabels: access.labels,
        accessSeasons: access.seasons,
        updatedAt: new Date(),
      })
      .where(eq(songs.id, songId))
      .returning();
    return row;
  },
};
