import type { AuditEntry } from '@nupe/shared';
import type { AuditLogRow } from '../repositories/rows.js';

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
