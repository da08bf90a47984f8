import type { Genre } from '@nupe/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.js';
import { likePattern } from './query-parts.js';
import { songScope, type Viewer } from './song-scopes.js';

/**
 * The catalogue as Subsonic clients browse it, always through `songScope.listedFor`:
 * artists are the performer credits; albums are the albums, plus one "Singles" album per
 * artist for songs without one; a key `al:<album id>` or `s:<credit>` names each.
 */
export type SubAlbumRow = {
  key: string;
  albumId: string | null;
  title: string | null;
  artist: string;
  songCount: number;
  duration: number;
  created: Date;
  coverSong: string | null;
  genre: Genre;
  year: number | null;
  plays: number;
};

export type SubSongRow = {
  id: string;
  title: string;
  artistCredit: string;
  genre: Genre;
  hasCover: boolean;
  albumId: string | null;
  albumTitle: string | null;
  audioKey: string;
  hasStandard: boolean;
  durationSeconds: number | null;
  bitrate: number | null;
  playCount: number;
  createdAt: Date;
  starred: Date | null;
  rating: number | null;
  sampleRate: number | null;
  channels: number | null;
  /** The original's EBU R128 measurement and its album's, when made. */
  loudness: { integratedLufs: number; rangeLu: number; truePeak: number } | null;
  albumLoudness: { integratedLufs: number; truePeak: number } | null;
  /** The archive description's contributors (OLAC roles), when described. */
  contributors: { name: string; role: string; roleDetail?: string | null }[] | null;
  /** When this user last played it. */
  played: Date | null;
};

export type AlbumOrder = 'newest' | 'random' | 'alphabeticalByName' | 'alphabeticalByArtist' | 'frequent' | 'recent';

const albumKey = sql`case when songs.album_id is null then 's:' || songs.artist_credit else 'al:' || songs.album_id::text end`;

function albumSelect(viewer: Viewer, where: SQL, order: AlbumOrder, limit: number, offset: number) {
  const orderBy = {
    newest: sql`max(songs.published_at) desc nulls last, 1`,
    random: sql`random()`,
    alphabeticalByName: sql`lower(coalesce(min(a.title), 'Singles')), 1`,
    alphabeticalByArtist: sql`lower(min(songs.artist_credit)), 1`,
    frequent: sql`sum(songs.play_count) desc, 1`,
    recent: sql`max(songs.updated_at) desc, 1`,
  }[order];
  return sql`
    select ${albumKey} as key, songs.album_id as "albumId", min(a.title) as title, min(songs.artist_credit) as artist,
      count(*)::int as "songCount", coalesce(sum(songs.duration_seconds), 0)::int as duration, min(songs.created_at) as created,
      (array_agg(songs.id order by songs.created_at) filter (where songs.cover_key is not null or a.cover_key is not null))[1] as "coverSong",
      min(songs.genre) as genre, extract(year from min(a.release_date))::int as year, sum(songs.play_count)::int as plays
    from songs left join albums a on a.id = songs.album_id
    where ${songScope.listedFor(viewer)} and ${where}
    group by 1, 2
    order by ${orderBy}
    limit ${limit} offset ${offset}`;
}

const asAlbums = (rows: unknown[]) => (rows as SubAlbumRow[]).map((r) => ({ ...r, created: new Date(r.created) }));

/**
 * The listed catalogue browsed by tags: albums (an album, or an artist's singles), artists,
 * genres and songs, in the rows the Subsonic API serves.
 */
export const catalogueRepository = {
  /** Performer credits with their album and song counts, by name. */
  async artists(db: DbOrTx, viewer: Viewer, q?: string, limit = 100_000, offset = 0) {
    return rowsOf<{ artist: string; albums: number; songs: number; coverSong: string | null }>(
      await db.execute(sql`
        select songs.artist_credit as artist, count(distinct ${albumKey})::int as albums, count(*)::int as songs,
          (array_agg(songs.id order by songs.created_at) filter (where songs.cover_key is not null))[1] as "coverSong"
        from songs
        where ${songScope.listedFor(viewer)} ${q ? sql`and songs.artist_credit ilike ${likePattern(q)}` : sql``}
        group by songs.artist_credit
        order by lower(songs.artist_credit), songs.artist_credit
        limit ${limit} offset ${offset}`),
    );
  },

  async albums(
    db: DbOrTx,
    viewer: Viewer,
    f: { artist?: string; key?: string; genre?: Genre; q?: string; starredBy?: string },
    order: AlbumOrder,
    limit: number,
    offset: number,
  ): Promise<SubAlbumRow[]> {
    const where = sql.join(
      [
        sql`true`,
        f.artist !== undefined ? sql`songs.artist_credit = ${f.artist}` : undefined,
        f.key !== undefined ? sql`${albumKey} = ${f.key}` : undefined,
        f.genre !== undefined ? sql`songs.genre = ${f.genre}` : undefined,
        f.q ? sql`coalesce(a.title, '') ilike ${likePattern(f.q)}` : undefined,
        f.starredBy
          ? sql`exists (select 1 from song_likes l where l.song_id = songs.id and l.user_id = ${f.starredBy})`
          : undefined,
      ].filter((x): x is SQL => x !== undefined),
      sql` and `,
    );
    return asAlbums(rowsOf(await db.execute(albumSelect(viewer, where, order, limit, offset))));
  },

  /** Ids of songs, in the order asked. */
  async songIds(
    db: DbOrTx,
    viewer: Viewer,
    f: { albumKey?: string; genre?: Genre; q?: string; starredBy?: string; random?: boolean },
    limit: number,
    offset: number,
  ): Promise<string[]> {
    const where = sql.join(
      [
        songScope.listedFor(viewer),
        f.albumKey !== undefined ? sql`${albumKey} = ${f.albumKey}` : undefined,
        f.genre !== undefined ? sql`songs.genre = ${f.genre}` : undefined,
        f.q ? sql`(songs.title ilike ${likePattern(f.q)} or songs.artist_credit ilike ${likePattern(f.q)})` : undefined,
        f.starredBy
          ? sql`exists (select 1 from song_likes l where l.song_id = songs.id and l.user_id = ${f.starredBy})`
          : undefined,
      ].filter((x): x is SQL => x !== undefined),
      sql` and `,
    );
    // Everything, unfiltered (a client's full sync): by id, which the primary key walks in
    // order, instead of sorting every song by title under the database's collation per page.
    const everything = !f.albumKey && f.genre === undefined && !f.q && !f.starredBy && !f.random;
    const order = f.random
      ? sql`random()`
      : f.albumKey
        ? sql`songs.created_at, songs.id`
        : everything
          ? sql`songs.id`
          : sql`lower(songs.title), songs.id`;
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select songs.id from songs where ${where} order by ${order} limit ${limit} offset ${offset}`,
      ),
    );
    return rows.map((r) => r.id);
  },

  /** Genres with how many songs and albums each holds for this viewer. */
  async genres(db: DbOrTx, viewer: Viewer) {
    return rowsOf<{ genre: Genre; songs: number; albums: number }>(
      await db.execute(sql`
        select songs.genre, count(*)::int as songs, count(distinct ${albumKey})::int as albums
        from songs where ${songScope.listedFor(viewer)} group by songs.genre`),
    );
  },

  /** When this user liked each of these songs (Subsonic's `starred`). */
  /**
   * What a Subsonic "Child" shows of these songs, with the caller's star and rating, in one
   * query of just those columns (a full sync asks for 500 at a time). The ids come from a
   * query that already applied the caller's access.
   */
  async children(db: DbOrTx, userId: string, songIds: string[]): Promise<SubSongRow[]> {
    if (songIds.length === 0) return [];
    const rows = rowsOf<SubSongRow>(
      await db.execute(sql`
        select s.id, s.title, s.artist_credit as "artistCredit", s.genre, s.cover_key is not null as "hasCover",
          s.album_id as "albumId", a.title as "albumTitle", m.storage_key as "audioKey",
          exists (select 1 from song_renditions r where r.media_file_id = s.audio_file_id and r.kind = 'standard') as "hasStandard",
          s.duration_seconds as "durationSeconds", s.bitrate, s.play_count as "playCount", s.created_at as "createdAt",
          l.created_at as starred, rt.rating, m.sample_rate as "sampleRate", m.channels,
          (select json_build_object('integratedLufs', lo.integrated_lufs, 'rangeLu', lo.range_lu, 'truePeak', lo.true_peak)
            from audio_loudness lo where lo.media_file_id = s.audio_file_id) as loudness,
          (select json_build_object('integratedLufs', al.integrated_lufs, 'truePeak', al.true_peak)
            from album_loudness al where al.album_id = s.album_id) as "albumLoudness",
          (select d.contributors from song_descriptions d where d.song_id = s.id) as contributors,
          (select max(pe.created_at) from play_events pe where pe.song_id = s.id and pe.user_id = ${userId}) as played
        from songs s
          join media_files m on m.id = s.audio_file_id
          left join albums a on a.id = s.album_id
          left join song_likes l on l.song_id = s.id and l.user_id = ${userId}
          left join song_ratings rt on rt.song_id = s.id and rt.user_id = ${userId}
        where s.id in (${sql.join(
          [...new Set(songIds)].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
    );
    return rows.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt),
      starred: r.starred === null ? null : new Date(r.starred),
      played: r.played === null ? null : new Date(r.played),
    }));
  },

  /** Of these song ids, the ones listed for this viewer today (`songScope.listedFor`): what they may hear. */
  async listedAmong(db: DbOrTx, viewer: Viewer, songIds: string[]): Promise<Set<string>> {
    if (songIds.length === 0) return new Set();
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select songs.id from songs where ${songScope.listedFor(viewer)} and songs.id in (${sql.join(
          [...new Set(songIds)].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
    return new Set(rows.map((r) => r.id));
  },

  /** The newest change to the catalogue this viewer sees (getIndexes' lastModified). */
  async lastModified(db: DbOrTx, viewer: Viewer): Promise<Date> {
    const [row] = rowsOf<{ at: Date | null }>(
      await db.execute(sql`select max(songs.updated_at) as at from songs where ${songScope.listedFor(viewer)}`),
    );
    return row?.at ? new Date(row.at) : new Date(0);
  },

  /** The song's cover folder (its own, else its album's). */
  async coverOf(db: DbOrTx, songId: string) {
    return rowsOf<{ coverKey: string | null }>(
      await db.execute(sql`
        select coalesce(songs.cover_key, a.cover_key) as "coverKey"
        from songs left join albums a on a.id = songs.album_id where songs.id = ${songId}`),
    );
  },

  /** An item's transcript and translation layers with their cues (OpenSubsonic songLyrics). */
  async lyrics(db: DbOrTx, songId: string) {
    return rowsOf<{
      language: string;
      kind: 'transcript' | 'translation';
      cues: { start: number | null; end: number | null; text: string }[];
    }>(
      await db.execute(sql`
        select language, kind, cues from transcript_layers where song_id = ${songId}
        order by case kind when 'transcript' then 0 else 1 end, language`),
    );
  },
};
