import type { AuditAction } from '@nupe/shared';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type AuditActor = { id: string; fullName: string };

export type AuditInput = {
  action: AuditAction;
  targetType: 'song' | 'user' | 'artist-application' | 'settings';
  targetId: string | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
};

/** The audit log: written in the transaction of the change it records, read newest first. */
export const auditRepository = {
  async record(db: DbOrTx, actor: AuditActor, input: AuditInput): Promise<void> {
    await db.insert(auditLog).values({
      actorId: actor.id,
      actorName: actor.fullName,
      action: input.action,
      targetType: input.targetType,
      targetId: input.targetId,
      targetLabel: input.targetLabel ?? null,
      details: input.details ?? {},
    });
  },

  async list(db: DbOrTx, page: { limit: number; offset: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset),
      db.select({ n: count() }).from(auditLog),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
