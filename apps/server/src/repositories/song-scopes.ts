import { inSeason, lagosDate, type Role } from '@nupe/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accessGroupMembers, albums, type SongRow, songs } from '../db/schema/index.js';

/**
 * Which songs a caller may see, written once (#15). Every query over songs filters with one
 * of these, and the row-level rules below say the same of a song already loaded. A song a
 * caller may not see is a 404 on every route; the access protocol (level, group, seasons) is
 * part of that rule, so lists, search, streams, downloads, covers and every later protocol
 * (OAI-PMH, Subsonic) obey it by using `songScope.listedFor` / `canViewSong`.
 */
export type Viewer = { id: string; role: Role } | null;

const isStaff = (viewer: Viewer) => viewer?.role === 'staff' || viewer?.role === 'admin';

/** The seasonal windows in SQL: ISO days and `MM-DD` compare as text ("C" collation: byte order). */
const openOn = (day: string): SQL => sql`(jsonb_array_length(${songs.accessSeasons}) = 0 or exists (
  select 1 from jsonb_array_elements(${songs.accessSeasons}) w
  where case
    when length(w->>'from') = 10 then ${day}::text collate "C" between w->>'from' and w->>'to'
    when w->>'from' collate "C" <= w->>'to' then ${day.slice(5)}::text collate "C" between w->>'from' and w->>'to'
    else ${day.slice(5)}::text collate "C" >= w->>'from' or ${day.slice(5)}::text collate "C" <= w->>'to'
  end))`;

/** The access protocol in SQL: level and seasons for this viewer on this day (staff: everything). */
function accessAllows(viewer: Viewer, day: string): SQL {
  if (isStaff(viewer)) return sql`true`;
  const level = viewer
    ? sql`(${songs.accessLevel} in ('public', 'community') or (${songs.accessLevel} = 'group' and exists (
        select 1 from ${accessGroupMembers} m where m.group_id = ${songs.accessGroupId} and m.user_id = ${viewer.id})))`
    : sql`${songs.accessLevel} = 'public'`;
  return and(level, openOn(day)) as SQL;
}

const published = and(eq(songs.status, 'published'), isNull(songs.removedAt), isNull(songs.consentWithdrawnAt)) as SQL;

export const songScope = {
  /**
   * Published, not removed, consent not withdrawn, whoever asks: the catalogue's counts and the
   * anonymous-free surfaces. Listing items to a person goes through `listedFor`.
   */
  published,
  /** What a list, search or feed may show this viewer today: published and open to them. */
  listedFor: (viewer: Viewer, day: string = lagosDate()): SQL => and(published, accessAllows(viewer, day)) as SQL,
  /**
   * Open to anyone on any day: public level and no seasonal window (the SQL form of
   * `isOpenToAll`). What leaves the platform for good, like an OAI-PMH harvest (#16), is
   * limited to these: a copy harvested in season would outlive the season.
   */
  openToAll: and(
    published,
    eq(songs.accessLevel, 'public'),
    sql`jsonb_array_length(${songs.accessSeasons}) = 0`,
  ) as SQL,
  /** Not removed, whatever its review state: what owners, staff and catalogue counts see. */
  live: isNull(songs.removedAt) as SQL,
  /** Waiting for a staff decision: pending and not removed. */
  awaitingReview: and(eq(songs.status, 'pending'), isNull(songs.removedAt)) as SQL,
};

/** The columns the row-level rules read. */
export type AccessRow = Pick<
  SongRow,
  'status' | 'removedAt' | 'ownerId' | 'consentWithdrawnAt' | 'accessLevel' | 'accessGroupId' | 'accessSeasons'
>;

/** Published, not removed, consent not withdrawn (the row form of `songScope.published`). */
export const isPublishedSong = (s: Pick<SongRow, 'status' | 'removedAt' | 'consentWithdrawnAt'>) =>
  s.status === 'published' && s.removedAt === null && s.consentWithdrawnAt === null;

/** Whether anyone, signed in or not, may have it: shared caches may keep its bytes. */
export const isOpenToAll = (s: AccessRow) =>
  isPublishedSong(s) && s.accessLevel === 'public' && s.accessSeasons.length === 0;

/**
 * `songScope.listedFor` on a loaded row; `member` says whether the viewer belongs to the
 * row's group (asked only for group items: see `canViewSong`).
 */
export function listedFor(s: AccessRow, viewer: Viewer, member: boolean, day: string = lagosDate()): boolean {
  if (!isPublishedSong(s)) return false;
  if (isStaff(viewer)) return true;
  const level =
    s.accessLevel === 'public' ||
    (viewer !== null && (s.accessLevel === 'community' || (s.accessLevel === 'group' && member)));
  return level && inSeason(s.accessSeasons, day);
}

/**
 * Who may see a song: whoever it is listed for; besides, its owner and staff while it is not
 * removed, and admins always (they restore removed songs). Everyone else gets a 404, never a hint.
 */
export async function canViewSong(
  db: DbOrTx,
  s: AccessRow,
  viewer: Viewer,
  day: string = lagosDate(),
): Promise<boolean> {
  if (viewer?.role === 'admin') return true;
  if (viewer && !s.removedAt && (viewer.id === s.ownerId || viewer.role === 'staff')) return true;
  const member =
    viewer !== null && s.accessLevel === 'group' && s.accessGroupId !== null
      ? await isMember(db, s.accessGroupId, viewer.id)
      : false;
  return listedFor(s, viewer, member, day);
}

async function isMember(db: DbOrTx, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(accessGroupMembers)
    .where(and(eq(accessGroupMembers.groupId, groupId), eq(accessGroupMembers.userId, userId)));
  return row !== undefined;
}

/**
 * Whether a cover may be sent to this viewer, and how it may be cached: `public` when no item
 * that is not open to all uses it (or an album does: album covers are the album's), `private`
 * when such an item uses it and the viewer may see one of them, else `hidden` (a 404).
 */
export async function coverAccess(
  db: DbOrTx,
  coverKey: string,
  viewer: Viewer,
): Promise<'public' | 'private' | 'hidden'> {
  const rows = await db
    .select()
    .from(songs)
    .where(
      and(
        eq(songs.coverKey, coverKey),
        sql`(${songs.accessLevel} <> 'public' or jsonb_array_length(${songs.accessSeasons}) > 0)`,
      ),
    );
  if (rows.length === 0) return 'public';
  for (const row of rows) if (await canViewSong(db, row, viewer)) return 'private';
  const [album] = await db.select({ id: albums.id }).from(albums).where(eq(albums.coverKey, coverKey)).limit(1);
  return album ? 'public' : 'hidden';
}
