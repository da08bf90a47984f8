import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@nupe/shared';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { artistProfiles, users } from '../schema/index.js';
import { seedCatalogue } from './catalogue.js';

/**
 * The first start with an empty database loads demo accounts (not in production, not
 * with SEED_DEMO=false) and prints them once.
 */
export async function seedDemo(app: FastifyInstance): Promise<boolean> {
  const { db } = app.database;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const ids: Partial<Record<string, string>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const user = await app.services.users.createUser({
      role: account.role,
      phone: account.phone,
      password: DEMO_PASSWORD,
      fullName: account.fullName,
    });
    ids[account.role] ??= user.id;
    if (account.artistName) {
      await db.insert(artistProfiles).values({
        userId: user.id,
        displayName: account.artistName,
        bio: 'Demo artist account of a fresh Nupe Music install.',
        genre: 'Songs',
      });
    }
  }
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(8)} ${a.phone}  password ${DEMO_PASSWORD}`);
  const catalogue = ids.artist
    ? await seedCatalogue(app, {
        fatimaId: ids.artist,
        listenerId: ids.listener ?? null,
        adminId: ids.admin ?? null,
        password: DEMO_PASSWORD,
      })
    : null;
  const extra = (catalogue?.artists ?? []).map(
    (a) => `  ${'artist'.padEnd(8)} ${a.phone}  password ${DEMO_PASSWORD}  (${a.name})`,
  );
  console.log(
    `\nNupe Music demo accounts (created once, on this first start):\n${[...lines, ...extra].join('\n')}\n` +
      (catalogue ? `Demo catalogue: ${catalogue.songs} songs with 30 days of plays and downloads.\n` : ''),
  );
  return true;
}
