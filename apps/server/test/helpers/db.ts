import { count, eq } from 'drizzle-orm';
import { artistApplications, artistProfiles, users } from '../../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/** Row counts of the account tables, to prove a refused request changed nothing. */
export async function accountCounts(t: TestApp) {
  const { db } = t.app.database;
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(artistApplications);
  const [p] = await db.select({ n: count() }).from(artistProfiles);
  return { users: Number(u?.n ?? 0), applications: Number(a?.n ?? 0), profiles: Number(p?.n ?? 0) };
}

export async function setUserFields(t: TestApp, id: string, patch: Partial<typeof users.$inferInsert>) {
  await t.app.database.db.update(users).set(patch).where(eq(users.id, id));
}

export async function profileOf(t: TestApp, userId: string) {
  const [row] = await t.app.database.db.select().from(artistProfiles).where(eq(artistProfiles.userId, userId));
  return row;
}
