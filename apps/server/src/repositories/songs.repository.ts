import type { Genre } from '@nupe/shared';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  albums,
  artistProfiles,
  fixityStatus,
  mediaFiles,
  playEvents,
  type SongRow,
  songFavorites,
  songLikes,
  songs,
} from '../db/schema/index.js';
import { prefixQuery } from '../lib/search-fold.js';
import {
  archiveColumns,
  joinPreservation,
  likePattern,
  ownedLive,
  type StoredAlbumLoudness,
  type StoredArchive,
  type StoredLoudness,
} from './query-parts.js';
import { songScope, type Viewer } from './song-scopes.js';

export type { StoredAlbumLoudness, StoredArchive, StoredLoudness };

/** A song with what its JSON needs from the tables around it. */
export type SongView = {
  song: SongRow;
  albumTitle: string | null;
  artistId: string | null;
  audioKey: string;
  /** Renditions of the current audio file, when made; absent in views that skip them. */
  standardKey?: string | null;
  dataSaverKey?: string | null;
  /** The original's recorded SHA-256 and where the fixity audits left it. */
  sha256: string;
  fixityOutcome: 'pass' | 'fail' | 'missing' | 'recorded' | null;
  fixityVerifiedAt: Date | null;
  /** The name of the access group of a `group` item. */
  accessGroupName: string | null;
  /** The archive description, as stored, with its collection; null when never described. */
  archive: StoredArchive | null;
  /** The original's EBU R128 measurement and the album's, when made. */
  loudness: StoredLoudness | null;
  albumLoudness: StoredAlbumLoudness | null;
};

export type NewSong = typeof songs.$inferInsert;

const view = {
  song: songs,
  albumTitle: albums.title,
  artistId: artistProfiles.id,
  audioKey: mediaFiles.storageKey,
  ...archiveColumns,
  // Renditions: one indexed lookup each (unique media_file_id, kind).
  standardKey: sql<
    string | null
  >`(select r.storage_key from song_renditions r where r.media_file_id = ${songs.audioFileId} and r.kind = 'standard')`,
  dataSaverKey: sql<
    string | null
  >`(select r.storage_key from song_renditions r where r.media_file_id = ${songs.audioFileId} and r.kind = 'data_saver')`,
};

const newestPublished = sql`${songs.publishedAt} desc nulls last`;

function selectViews(db: DbOrTx) {
  return db
    .select(view)
    .from(songs)
    .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
    .leftJoin(fixityStatus, joinPreservation)
    .leftJoin(albums, eq(albums.id, songs.albumId))
    .leftJoin(artistProfiles, eq(artistProfiles.userId, songs.ownerId));
}

export type PublicSongFilter = {
  genre?: Genre;
  q?: string;
  /** The archive's filters, read from the item's description. */
  language?: string;
  decade?: number;
  place?: string;
  occasion?: string;
  collection?: string;
  limit: number;
  offset: number;
  viewer: Viewer;
};

/** The description conditions of a filter, as one `exists` (null when the filter has none). */
function describedAs(f: PublicSongFilter): SQL | null {
  const parts: SQL[] = [];
  if (f.language) parts.push(sql`d.languages @> ${JSON.stringify([f.language])}::jsonb`);
  if (f.decade !== undefined) {
    // Recorded within the decade: 198X, 1987 and 1987-06 are in the 1980s; 19XX is not.
    parts.push(
      sql`d.recorded_from >= ${`${f.decade}-01-01`}::date and d.recorded_to <= ${`${f.decade + 9}-12-31`}::date`,
    );
  }
  if (f.place) {
    const p = likePattern(f.place);
    parts.push(sql`((d.place->>'name') ilike ${p} or (d.place->>'region') ilike ${p})`);
  }
  if (f.occasion) parts.push(sql`d.occasion ilike ${likePattern(f.occasion)}`);
  if (f.collection) parts.push(sql`d.collection_id = ${f.collection}`);
  if (parts.length === 0) return null;
  return sql`exists (select 1 from song_descriptions d where d.song_id = songs.id and ${sql.join(parts, sql` and `)})`;
}

/**
 * A search: titles, credits and album titles as typed; transcripts, translations and
 * descriptions by their words folded without tone marks ("eyagi" finds "ẹ̀yàgí"), each word a
 * prefix, through their GIN full-text indexes.
 */
function matches(q: string): SQL {
  const p = likePattern(q);
  const words = prefixQuery(q);
  // One set of matching ids, each branch through its own index (trigrams for the substrings,
  // GIN full-text for the words), read once and hashed; not a filter over every song in turn.
  const branches = [
    sql`select s.id from songs s where s.title ilike ${p}`,
    sql`select s.id from songs s where s.artist_credit ilike ${p}`,
    sql`select s.id from songs s join albums a on a.id = s.album_id where a.title ilike ${p}`,
    ...(words
      ? [
          sql`select tl.song_id from transcript_layers tl where tl.search_vector @@ to_tsquery('simple', ${words})`,
          sql`select d.song_id from song_descriptions d where d.search_vector @@ to_tsquery('simple', ${words})`,
        ]
      : []),
  ];
  return sql`songs.id in (${sql.join(branches, sql` union all `)})`;
}

/** The public list's two queries (a page and its total), in the given connection or transaction. */
async function listPublicIn(db: DbOrTx, f: PublicSongFilter): Promise<{ rows: SongView[]; total: number }> {
  const conditions: SQL[] = [songScope.listedFor(f.viewer)];
  if (f.genre) conditions.push(eq(songs.genre, f.genre));
  if (f.q) conditions.push(matches(f.q));
  const described = describedAs(f);
  if (described) conditions.push(described);
  const where = and(...conditions);
  if (f.q) {
    // A search reads its matches once: the page and their number in one scan (`count(*) over ()`),
    // instead of a second query that filters the catalogue again (bench/search.ts).
    const found = await db
      .select({ ...view, matches: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .leftJoin(fixityStatus, joinPreservation)
      .leftJoin(albums, eq(albums.id, songs.albumId))
      .leftJoin(artistProfiles, eq(artistProfiles.userId, songs.ownerId))
      .where(where)
      .orderBy(newestPublished, asc(songs.id))
      .limit(f.limit)
      .offset(f.offset);
    if (found.length > 0 || f.offset === 0) {
      return { rows: found.map(({ matches: _, ...v }) => v), total: found[0]?.matches ?? 0 };
    }
    // A page past the end: its number still comes from a count.
    const [totalRow] = await db
      .select({ n: count() })
      .from(songs)
      .leftJoin(albums, eq(albums.id, songs.albumId))
      .where(where);
    return { rows: [], total: totalRow?.n ?? 0 };
  }
  const [rows, [totalRow]] = await Promise.all([
    // Matches songs_public_idx (published_at desc nulls last, id): no sort of the catalogue.
    selectViews(db).where(where).orderBy(newestPublished, asc(songs.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(songs).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Sitemaps hold at most 50 000 addresses; the newest public songs first. */
const SITEMAP_MAX_SONGS = 45_000;

export const songsRepository = {
  /** The songs a sitemap lists: open to all, newest change first. */
  listForSitemap(db: DbOrTx) {
    return db
      .select({ id: songs.id, updatedAt: songs.updatedAt })
      .from(songs)
      .where(songScope.listedFor(null))
      .orderBy(desc(songs.updatedAt))
      .limit(SITEMAP_MAX_SONGS);
  },

  async insert(db: DbOrTx, values: NewSong): Promise<SongRow> {
    const [row] = await db.insert(songs).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async findView(db: DbOrTx, id: string): Promise<SongView | undefined> {
    const [row] = await selectViews(db).where(eq(songs.id, id));
    return row;
  },

  /** Views of these songs, in no particular order (callers place them). */
  listByIds(db: DbOrTx, ids: string[]): Promise<SongView[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return selectViews(db).where(inArray(songs.id, ids));
  },

  async findRow(db: DbOrTx, id: string): Promise<SongRow | undefined> {
    const [row] = await db.select().from(songs).where(eq(songs.id, id));
    return row;
  },

  async listPublic(db: DbOrTx, f: PublicSongFilter): Promise<{ rows: SongView[]; total: number }> {
    if (f.q && prefixQuery(f.q)) {
      // A search by words: PostgreSQL prices a sequential scan of the transcripts as cheap (it
      // does not count reading their large, TOASTed vectors), while their GIN index answers in
      // a fraction of a millisecond (bench/search.ts). Within this read, scans go by index.
      return db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return listPublicIn(tx, f);
      });
    }
    return listPublicIn(db, f);
  },

  /** An owner's songs that are not removed, newest first (every review state). */
  listByOwner(db: DbOrTx, ownerId: string): Promise<SongView[]> {
    return selectViews(db)
      .where(and(eq(songs.ownerId, ownerId), songScope.live))
      .orderBy(desc(songs.createdAt), asc(songs.id));
  },

  /** An owner's latest songs in every state, removed ones included (the artist dashboard). */
  listLatestByOwner(db: DbOrTx, ownerId: string, limit: number): Promise<SongView[]> {
    return selectViews(db).where(eq(songs.ownerId, ownerId)).orderBy(desc(songs.createdAt), asc(songs.id)).limit(limit);
  },

  listPublicByOwner(db: DbOrTx, ownerId: string, viewer: Viewer): Promise<SongView[]> {
    return selectViews(db)
      .where(and(eq(songs.ownerId, ownerId), songScope.listedFor(viewer)))
      .orderBy(newestPublished, asc(songs.id));
  },

  /** Songs of albums, oldest first (album order): those open to all, or every one not removed. */
  listByAlbums(db: DbOrTx, albumIds: string[], publicOnly: boolean): Promise<SongView[]> {
    if (albumIds.length === 0) return Promise.resolve([]);
    return selectViews(db)
      .where(and(inArray(songs.albumId, albumIds), publicOnly ? songScope.listedFor(null) : songScope.live))
      .orderBy(asc(songs.createdAt), asc(songs.id));
  },

  /** Public songs the user likes or has favourited, the latest first. */
  listReactedBy(db: DbOrTx, kind: 'like' | 'favorite', user: NonNullable<Viewer>): Promise<SongView[]> {
    const table = kind === 'like' ? songLikes : songFavorites;
    return selectViews(db)
      .innerJoin(table, and(eq(table.songId, songs.id), eq(table.userId, user.id)))
      .where(songScope.listedFor(user))
      .orderBy(desc(table.createdAt), asc(songs.id))
      .limit(500);
  },

  /**
   * Public songs the user played, each once, by their latest play first. The plays are read
   * through play_events_user_created_idx; a song removed since simply drops out.
   */
  listRecentlyPlayedBy(db: DbOrTx, user: NonNullable<Viewer>, limit: number): Promise<SongView[]> {
    const recent = db
      .select({
        songId: playEvents.songId,
        lastPlayed: sql<Date>`max(${playEvents.createdAt})`.as('last_played'),
      })
      .from(playEvents)
      .where(eq(playEvents.userId, user.id))
      .groupBy(playEvents.songId)
      .as('recent');
    return selectViews(db)
      .innerJoin(recent, eq(recent.songId, songs.id))
      .where(songScope.listedFor(user))
      .orderBy(desc(recent.lastPlayed), asc(songs.id))
      .limit(limit);
  },

  /** Sums of the counters over an owner's songs that are not removed. */
  async totalsForOwner(db: DbOrTx, ownerId: string) {
    const [row] = await db
      .select({
        plays: sql<number>`coalesce(sum(${songs.playCount}), 0)::int`,
        downloads: sql<number>`coalesce(sum(${songs.downloadCount}), 0)::int`,
        likes: sql<number>`coalesce(sum(${songs.likeCount}), 0)::int`,
        favorites: sql<number>`coalesce(sum(${songs.favoriteCount}), 0)::int`,
      })
      .from(songs)
      .where(and(eq(songs.ownerId, ownerId), songScope.live));
    return row ?? { plays: 0, downloads: 0, likes: 0, favorites: 0 };
  },

  async setRemoved(db: DbOrTx, id: string, removal: { at: Date; by: string } | null): Promise<SongRow | undefined> {
    const [row] = await db
      .update(songs)
      .set({ removedAt: removal?.at ?? null, removedBy: removal?.by ?? null, updatedAt: new Date() })
      .where(and(eq(songs.id, id), removal ? songScope.live : sql`${songs.removedAt} is not null`))
      .returning();
    return row;
  },

  /** Adds `delta` to one counter and answers the new value. */
  async bump(
    db: DbOrTx,
    id: string,
    counter: 'playCount' | 'downloadCount' | 'likeCount' | 'favoriteCount',
    delta: number,
  ): Promise<number> {
    const column = songs[counter];
    const [row] = await db
      .update(songs)
      .set({ [counter]: sql`${column} + ${delta}` })
      .where(eq(songs.id, id))
      .returning({ value: column });
    return row?.value ?? 0;
  },

  async counter(db: DbOrTx, id: string, counter: 'likeCount' | 'favoriteCount'): Promise<number> {
    const [row] = await db.select({ value: songs[counter] }).from(songs).where(eq(songs.id, id));
    return row?.value ?? 0;
  },
  async update(
    db: DbOrTx,
    id: string,
    values: Partial<
      Pick<
        SongRow,
        | 'title'
        | 'artistCredit'
        | 'genre'
        | 'albumId'
        | 'status'
        | 'rejectionReason'
        | 'audioFileId'
        | 'durationSeconds'
        | 'bitrate'
        | 'coverKey'
      >
    >,
  ): Promise<void> {
    await db
      .update(songs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(songs.id, id));
  },
  async countLive(db: DbOrTx, ownerId: string): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(songs).where(ownedLive(ownerId));
    return row?.n ?? 0;
  },
};
