import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { staffTasks, users } from '../db/schema/index.js';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

export type TaskView = {
  task: typeof staffTasks.$inferSelect;
  assignee: { id: string; fullName: string; role: string } | null;
  createdBy: string | null;
};

function selectTasks(db: DbOrTx) {
  return db
    .select({
      task: staffTasks,
      assigneeId: assignee.id,
      assigneeName: assignee.fullName,
      assigneeRole: assignee.role,
      createdBy: creator.fullName,
    })
    .from(staffTasks)
    .leftJoin(assignee, eq(assignee.id, staffTasks.assigneeId))
    .leftJoin(creator, eq(creator.id, staffTasks.createdBy));
}

const toView = (r: Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number]): TaskView => ({
  task: r.task,
  assignee:
    r.assigneeId && r.assigneeName && r.assigneeRole
      ? { id: r.assigneeId, fullName: r.assigneeName, role: r.assigneeRole }
      : null,
  createdBy: r.createdBy,
});

export const tasksRepository = {
  async list(db: DbOrTx): Promise<TaskView[]> {
    const rows = await selectTasks(db).orderBy(
      sql`${staffTasks.doneAt} is not null`,
      sql`${staffTasks.dueDate} asc nulls last`,
      asc(staffTasks.createdAt),
      asc(staffTasks.id),
    );
    return rows.map(toView);
  },

  async find(db: DbOrTx, id: string): Promise<TaskView | undefined> {
    const [row] = await selectTasks(db).where(eq(staffTasks.id, id));
    return row ? toView(row) : undefined;
  },

  async insert(db: DbOrTx, values: typeof staffTasks.$inferInsert): Promise<string> {
    const [row] = await db.insert(staffTasks).values(values).returning({ id: staffTasks.id });
    return (row as { id: string }).id;
  },

  async update(db: DbOrTx, id: string, set: Partial<typeof staffTasks.$inferInsert>): Promise<boolean> {
    const rows = await db.update(staffTasks).set(set).where(eq(staffTasks.id, id)).returning({ id: staffTasks.id });
    return rows.length > 0;
  },

  async remove(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.delete(staffTasks).where(eq(staffTasks.id, id)).returning({ id: staffTasks.id });
    return rows.length > 0;
  },

  /** Active staff and admin accounts: who a task can be assigned to. */
  async members(db: DbOrTx) {
    return db
      .select({ id: users.id, fullName: users.fullName, role: users.role })
      .from(users)
      .where(and(inArray(users.role, ['staff', 'admin']), eq(users.status, 'active')))
      .orderBy(asc(users.fullName), asc(users.id));
  },

  async countReviewersOnline(db: DbOrTx, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'staff'), eq(users.status, 'active'), gte(users.lastSeenAt, since)));
    return row?.n ?? 0;
  },
};
