import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Named circles (e.g. "Bida Zikiri circle") whose members may see the items given to the
 * group (`songs.access_level = 'group'`). Staff manage the membership.
 */
export const accessGroups = pgTable('access_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accessGroupMembers = pgTable(
  'access_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => accessGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The access check asks "is this user in this group": the primary key answers it.
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('access_group_members_user_idx').on(t.userId)],
);

export type AccessGroupRow = typeof accessGroups.$inferSelect;
