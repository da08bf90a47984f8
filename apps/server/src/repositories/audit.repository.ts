import type { AuditAction, AuditEntry } from '@nupe/shared';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type AuditLogRow, auditLog } from '../db/schema/index.js';

export type AuditActor = { id: string; fullName: string };

export type AuditInput = {
  action: AuditAction;
  targetType: 'song' | 'user' | 'artist-application' | 'settings';
  targetId: string | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
};

export const toAuditEntry = (row: AuditLogRow): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

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
