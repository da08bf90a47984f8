import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { audioLoudness, mediaFiles, qualityIssues, songs } from '../db/schema/index.js';

/** One side of a duplicate pair: the song and its original as stored. */
export type DuplicateItemRow = {
  song: typeof songs.$inferSelect;
  file: typeof mediaFiles.$inferSelect;
  integratedLufs: number | null;
};

/** A merge follows at most this many aliases (an alias of an alias, after two merges). */
const MAX_HOPS = 8;

/**
 * "Same recording, different file": the two items of a duplicate issue, and the merge that makes
 * one of them an alias of the other. Every write here runs in the merge's transaction.
 */
export const duplicatesRepository = {
  async issue(db: DbOrTx, id: string) {
    const [row] = await db.select().from(qualityIssues).where(eq(qualityIssues.id, id));
    return row;
  },

  async item(db: DbOrTx, songId: string): Promise<DuplicateItemRow | undefined> {
    const [row] = await db
      .select({ song: songs, file: mediaFiles, integratedLufs: audioLoudness.integratedLufs })
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .leftJoin(audioLoudness, eq(audioLoudness.mediaFileId, songs.audioFileId))
      .where(eq(songs.id, songId));
    return row;
  },

  /** Both rows locked, in id order (two merges of one pair never deadlock). */
  async lock(tx: DbOrTx, ids: string[]) {
    await tx
      .select({ id: songs.id })
      .from(songs)
      .where(inArray(songs.id, [...ids].sort()))
      .orderBy(songs.id)
      .for('update');
  },

  /** The item an alias leads to now (following later merges), or null when `id` is not an alias. */
  async survivorOf(db: DbOrTx, id: string): Promise<string | null> {
    let current = id;
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      const [row] = await db.select({ to: songs.mergedInto }).from(songs).where(eq(songs.id, current));
      if (!row?.to) return current === id ? null : current;
      current = row.to;
    }
    return current;
  },

  /**
   * The survivor takes the alias's original (and its measured length and bitrate) and the alias
   * the survivor's: one statement, so the one-song-per-original rule holds at its end. Both files
   * stay stored and referenced, so fixity audits and backups see them as before.
   */
  async swapOriginals(tx: DbOrTx, a: string, b: string) {
    await tx.execute(sql`
      update songs s set audio_file_id = o.audio_file_id, duration_seconds = o.duration_seconds,
        bitrate = o.bitrate, updated_at = now()
      from songs o
      where (s.id = ${a} and o.id = ${b}) or (s.id = ${b} and o.id = ${a})`);
    // Each file's fixity standing now names the song that holds it (originals and their renditions).
    await tx.execute(sql`
      update fixity_status f set song_id = s.id
      from songs s join media_files m on m.id = s.audio_file_id
      where f.storage_key = m.storage_key and s.id in (${a}, ${b})`);
    await tx.execute(sql`
      update fixity_status f set song_id = s.id
      from songs s join song_renditions r on r.media_file_id = s.audio_file_id
      where f.storage_key = r.storage_key and s.id in (${a}, ${b})`);
  },

  /** Album and cover the survivor lacks, taken from the alias. */
  async fillGaps(tx: DbOrTx, survivor: string, alias: string) {
    await tx.execute(sql`
      update songs s set album_id = coalesce(s.album_id, a.album_id), cover_key = coalesce(s.cover_key, a.cover_key)
      from songs a where s.id = ${survivor} and a.id = ${alias}`);
  },

  /**
   * Listeners' marks move to the survivor: likes, favourites and ratings (one per person: the
   * survivor's own wins), plays and downloads with their daily roll-up, playlist entries and saved
   * play queues. The counters are set from the rows, as the catalogue keeps them.
   */
  async moveListening(tx: DbOrTx, alias: string, survivor: string) {
    for (const table of ['song_likes', 'song_favorites']) {
      await tx.execute(sql`
        insert into ${sql.identifier(table)} (user_id, song_id, created_at)
        select user_id, ${survivor}, created_at from ${sql.identifier(table)} where song_id = ${alias}
        on conflict do nothing`);
      await tx.execute(sql`delete from ${sql.identifier(table)} where song_id = ${alias}`);
    }
    await tx.execute(sql`
      insert into song_ratings (user_id, song_id, rating, updated_at)
      select user_id, ${survivor}, rating, updated_at from song_ratings where song_id = ${alias}
      on conflict do nothing`);
    await tx.execute(sql`delete from song_ratings where song_id = ${alias}`);
    await tx.execute(sql`update play_events set song_id = ${survivor} where song_id = ${alias}`);
    await tx.execute(sql`update download_events set song_id = ${survivor} where song_id = ${alias}`);
    await tx.execute(sql`
      insert into song_daily_stats (day, song_id, plays, downloads)
      select day, ${survivor}, plays, downloads from song_daily_stats where song_id = ${alias}
      on conflict (day, song_id) do update set plays = song_daily_stats.plays + excluded.plays,
        downloads = song_daily_stats.downloads + excluded.downloads`);
    await tx.execute(sql`delete from song_daily_stats where song_id = ${alias}`);
    await tx.execute(sql`update playlist_songs set song_id = ${survivor} where song_id = ${alias}`);
    await tx.execute(sql`
      update play_queues set song_ids = array_replace(song_ids, ${alias}::uuid, ${survivor}::uuid),
        current_song_id = case when current_song_id = ${alias} then ${survivor}::uuid else current_song_id end
      where ${alias}::uuid = any(song_ids) or current_song_id = ${alias}`);
    await tx.execute(sql`
      update songs s set
        play_count = s.play_count + a.play_count,
        download_count = s.download_count + a.download_count,
        like_count = (select count(*) from song_likes l where l.song_id = s.id),
        favorite_count = (select count(*) from song_favorites f where f.song_id = s.id)
      from songs a where s.id = ${survivor} and a.id = ${alias}`);
    await tx.execute(sql`
      update songs set play_count = 0, download_count = 0, like_count = 0, favorite_count = 0 where id = ${alias}`);
  },

  /**
   * The alias's scholarship the survivor has no equivalent of: transcript layers in languages it
   * lacks, the alias's sections when it has none, proverb moments it does not already mark.
   */
  async moveScholarship(tx: DbOrTx, alias: string, survivor: string) {
    await tx.execute(sql`
      update transcript_layers set song_id = ${survivor}
      where song_id = ${alias}
        and language not in (select language from transcript_layers where song_id = ${survivor})`);
    await tx.execute(sql`
      update song_sections set song_id = ${survivor}
      where song_id = ${alias} and not exists (select 1 from song_sections where song_id = ${survivor})`);
    await tx.execute(sql`
      update proverb_occurrences o set song_id = ${survivor}
      where o.song_id = ${alias} and not exists (
        select 1 from proverb_occurrences k
        where k.song_id = ${survivor} and k.proverb_id = o.proverb_id and k.start = o.start)`);
  },

  /**
   * The alias leaves every list (removed, as the catalogue hides removed items everywhere) and
   * leads to the survivor; aliases of the alias now lead there too.
   */
  async markAlias(tx: DbOrTx, alias: string, survivor: string, by: string, at: Date) {
    await tx
      .update(songs)
      .set({ mergedInto: survivor, mergedAt: at, removedAt: at, removedBy: by, updatedAt: at })
      .where(eq(songs.id, alias));
    await tx.update(songs).set({ mergedInto: survivor, updatedAt: at }).where(eq(songs.mergedInto, alias));
    await tx.update(songs).set({ updatedAt: at }).where(eq(songs.id, survivor));
  },

  /** Every open duplicate issue between the two items is settled by the merge. */
  async resolveBetween(tx: DbOrTx, a: string, b: string, by: string, at: Date): Promise<string[]> {
    const rows = await tx
      .update(qualityIssues)
      .set({ resolvedAt: at, resolvedBy: by, updatedBy: by, updatedAt: at })
      .where(
        and(
          eq(qualityIssues.kind, 'possible_duplicate'),
          isNull(qualityIssues.resolvedAt),
          or(
            and(eq(qualityIssues.songId, a), eq(qualityIssues.duplicateOf, b)),
            and(eq(qualityIssues.songId, b), eq(qualityIssues.duplicateOf, a)),
          ),
        ),
      )
      .returning({ id: qualityIssues.id });
    return rows.map((r) => r.id);
  },
};
