import { type ConsentScope, inSeason, lagosDate, type Role } from '@nupe/shared';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accessGroupMembers, albums, type SongRow, songs } from '../db/schema/index.js';

/**
 * Which songs a caller may see, written once. Every query over songs filters with one
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
   * `isOpenToAll`). What leaves the platform for good, like an OAI-PMH harvest, is
   * limited to these: a copy harvested in season would outlive the season.
   */
  openToAll: and(
    published,
    eq(songs.accessLevel, 'public'),
    sql`jsonb_array_length(${songs.accessSeasons}) = 0`,
  ) as SQL,
  /**
   * What the archive's exports may carry (OAI-PMH records, BagIt bags): open to all and the
   * `research` scope open (docs/decisions/0012-consent-rule.md).
   */
  exportable: and(
    published,
    eq(songs.accessLevel, 'public'),
    sql`jsonb_array_length(${songs.accessSeasons}) = 0`,
    sql`not (${songs.consentClosedScopes} @> '["research"]'::jsonb)`,
  ) as SQL,
  /** The consent ledger leaves this use open (whoever asks: see `consentAllows` for custodians). */
  consentOpen: (use: ConsentScope): SQL => sql`not (${songs.consentClosedScopes} @> ${JSON.stringify([use])}::jsonb)`,
  /** Not removed, whatever its review state: what owners, staff and catalogue counts see. */
  live: isNull(songs.removedAt) as SQL,
  /** Waiting for a staff decision: pending and not removed. */
  awaitingReview: and(eq(songs.status, 'pending'), isNull(songs.removedAt)) as SQL,
};

/** The columns the row-level rules read. */
export type AccessRow = Pick<
  SongRow,
  | 'status'
  | 'removedAt'
  | 'ownerId'
  | 'consentWithdrawnAt'
  | 'consentClosedScopes'
  | 'accessLevel'
  | 'accessGroupId'
  | 'accessSeasons'
>;

/**
 * Whether the consent ledger leaves this use of an item open to this viewer (the rule:
 * docs/decisions/0012-consent-rule.md). A download is a copy to play, so it needs `stream`
 * too. Staff and admins keep playing and downloading an item whose scopes are closed: the
 * archive holds the original in custody and they review, describe and check it. Nobody else
 * does, its owner included; and nobody, staff included, makes clips or exports of a closed
 * scope.
 */
export function consentAllows(s: Pick<SongRow, 'consentClosedScopes'>, viewer: Viewer, use: ConsentScope): boolean {
  const needed: ConsentScope[] = use === 'download' ? ['stream', 'download'] : [use];
  if (!needed.some((scope) => s.consentClosedScopes.includes(scope))) return true;
  return (use === 'stream' || use === 'download') && isStaff(viewer);
}

/**
 * Whether this viewer may use the item this way: they may see it (`canViewSong`) and the
 * consent rule leaves the use open to them. The one check every byte-serving route makes.
 */
export async function canUseSong(
  db: DbOrTx,
  s: AccessRow,
  viewer: Viewer,
  use: ConsentScope,
  day: string = lagosDate(),
): Promise<boolean> {
  return consentAllows(s, viewer, use) && (await canViewSong(db, s, viewer, day));
}

/** Published, not removed, consent not withdrawn (the row form of `songScope.published`). */
export const isPublishedSong = (s: Pick<SongRow, 'status' | 'removedAt' | 'consentWithdrawnAt'>) =>
  s.status === 'published' && s.removedAt === null && s.consentWithdrawnAt === null;

/** Whether anyone, signed in or not, may have it: shared caches may keep its bytes. */
export const isOpenToAll = (s: AccessRow) =>
  isPublishedSong(s) && s.accessLevel === 'public' && s.accessSeasons.length === 0;

/** What the archive's exports may carry (the row form of `songScope.exportable`). */
export const isExportable = (s: AccessRow) => isOpenToAll(s) && !s.consentClosedScopes.includes('research');

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
 * Whether a cover may be sent to this viewer, and how it may be cached. A cover follows its
 * items: the songs that carry it and, for an album's cover, the album's songs. `public` when
 * one of them is open to all; `private` when the viewer may see one of them (or owns the
 * album, or is staff); else `hidden` (a 404): a cover of withdrawn, pending, removed or
 * restricted items only is no one else's to see.
 */
export async function coverAccess(
  db: DbOrTx,
  coverKey: string,
  viewer: Viewer,
): Promise<'public' | 'private' | 'hidden'> {
  const owners = await db
    .select({ id: albums.id, ownerId: albums.ownerId })
    .from(albums)
    .where(eq(albums.coverKey, coverKey));
  const items = await db
    .select()
    .from(songs)
    .where(
      owners.length
        ? or(
            eq(songs.coverKey, coverKey),
            inArray(
              songs.albumId,
              owners.map((a) => a.id),
            ),
          )
        : eq(songs.coverKey, coverKey),
    );
  if (items.some(isOpenToAll)) return 'public';
  if (isStaff(viewer) || (viewer && owners.some((a) => a.ownerId === viewer.id))) return 'private';
  for (const item of items) if (await canViewSong(db, item, viewer)) return 'private';
  return 'hidden';
}
