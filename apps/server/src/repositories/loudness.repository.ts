import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.js';
import { albumLoudness, audioLoudness } from '../db/schema/index.js';

type Measured = { integratedLufs: number; rangeLu: number; truePeak: number };

/** The tracks of an album: each non-removed song's current original, in upload order. */
const albumTracksSql = (albumId: string) => sql`
  select m.id as "mediaFileId", m.storage_key as "storageKey", m.channels
  from songs s join media_files m on m.id = s.audio_file_id
  where s.album_id = ${albumId} and s.removed_at is null
  order by s.created_at, s.id`;

/** A name for a set of originals (their ids, sorted): an album whose key changed is stale. */
const tracksKeyOf = (alias: string) =>
  sql.raw(`md5(string_agg(${alias}.audio_file_id::text, ',' order by ${alias}.audio_file_id::text))`);

export const loudnessRepository = {
  async find(db: DbOrTx, mediaFileId: string) {
    const [row] = await db.select().from(audioLoudness).where(eq(audioLoudness.mediaFileId, mediaFileId));
    return row;
  },

  /** Keeps a measurement (a second measurement of the same file replaces the first). */
  async save(db: DbOrTx, mediaFileId: string, m: Measured): Promise<void> {
    const values = {
      integratedLufs: m.integratedLufs,
      rangeLu: m.rangeLu,
      truePeak: m.truePeak,
      measuredAt: new Date(),
    };
    await db
      .insert(audioLoudness)
      .values({ mediaFileId, ...values })
      .onConflictDoUpdate({ target: audioLoudness.mediaFileId, set: values });
  },

  async albumTracks(db: DbOrTx, albumId: string) {
    return rowsOf<{ mediaFileId: string; storageKey: string; channels: number | null }>(
      await db.execute(albumTracksSql(albumId)),
    );
  },

  /** The key of the album's current tracks (null: no tracks). */
  async albumTracksKey(db: DbOrTx, albumId: string): Promise<string | null> {
    const [row] = rowsOf<{ key: string | null }>(
      await db.execute(
        sql`select ${tracksKeyOf('s')} as key from songs s where s.album_id = ${albumId} and s.removed_at is null`,
      ),
    );
    return row?.key ?? null;
  },

  async saveAlbum(db: DbOrTx, albumId: string, m: { integratedLufs: number; truePeak: number }, tracksKey: string) {
    const values = { integratedLufs: m.integratedLufs, truePeak: m.truePeak, tracksKey, measuredAt: new Date() };
    await db
      .insert(albumLoudness)
      .values({ albumId, ...values })
      .onConflictDoUpdate({ target: albumLoudness.albumId, set: values });
  },

  async removeAlbum(db: DbOrTx, albumId: string): Promise<void> {
    await db.delete(albumLoudness).where(eq(albumLoudness.albumId, albumId));
  },

  /** Albums of the songs whose current original is this file. */
  async albumsOfFile(db: DbOrTx, mediaFileId: string): Promise<string[]> {
    const rows = rowsOf<{ albumId: string }>(
      await db.execute(sql`select distinct album_id as "albumId" from songs
        where audio_file_id = ${mediaFileId} and album_id is not null`),
    );
    return rows.map((r) => r.albumId);
  },

  /** Songs' current originals that have no measurement yet (the backfill's work). */
  async unmeasuredFiles(db: DbOrTx): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select distinct s.audio_file_id as id from songs s
        where not exists (select 1 from audio_loudness l where l.media_file_id = s.audio_file_id)`),
    );
    return rows.map((r) => r.id);
  },

  /**
   * Albums whose stored measurement is missing or covers another set of tracks than they have
   * now, and measurements of albums left without tracks (removed from the answer at once).
   */
  async staleAlbums(db: DbOrTx): Promise<string[]> {
    const rows = rowsOf<{ albumId: string }>(
      await db.execute(sql`
        select a.id as "albumId" from albums a
          left join album_loudness al on al.album_id = a.id
          left join lateral (select ${tracksKeyOf('s')} as key from songs s
            where s.album_id = a.id and s.removed_at is null) t on true
        where (t.key is not null and (al.album_id is null or al.tracks_key <> t.key))
           or (t.key is null and al.album_id is not null)`),
    );
    return rows.map((r) => r.albumId);
  },
};
