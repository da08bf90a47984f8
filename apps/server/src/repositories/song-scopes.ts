import type { Role } from '@nupe/shared';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { type SongRow, songs } from '../db/schema/index.js';

/**
 * Which songs a query may see, written once. Every query over songs filters with one of
 * these, and the row-level rules below say the same of a song already loaded.
 */
export const songScope = {
  /** What anyone may see: published, not removed, consent not withdrawn (#15). */
  public: and(eq(songs.status, 'published'), isNull(songs.removedAt), isNull(songs.consentWithdrawnAt)) as SQL,
  /** Not removed, whatever its review state: what owners, staff and catalogue counts see. */
  live: isNull(songs.removedAt) as SQL,
  /** Waiting for a staff decision: pending and not removed. */
  awaitingReview: and(eq(songs.status, 'pending'), isNull(songs.removedAt)) as SQL,
};

/** The public scope, on a loaded row. */
export const isPublicSong = (s: Pick<SongRow, 'status' | 'removedAt' | 'consentWithdrawnAt'>) =>
  s.status === 'published' && s.removedAt === null && s.consentWithdrawnAt === null;

/**
 * Who may see a song that is not public: its owner and staff while it is not removed,
 * admins always (they restore removed songs). Everyone else gets a 404, never a hint.
 */
export function canViewSong(
  s: Pick<SongRow, 'status' | 'removedAt' | 'ownerId' | 'consentWithdrawnAt'>,
  viewer: { id: string; role: Role } | null,
): boolean {
  if (isPublicSong(s)) return true;
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  if (s.removedAt) return false;
  return viewer.id === s.ownerId || viewer.role === 'staff';
}
