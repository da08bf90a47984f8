import type { User } from '@nupe/shared';
import type { UserRow } from '../repositories/rows.js';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  fullName: row.fullName,
  role: row.role,
  status: row.status,
  phone: row.phone,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});
