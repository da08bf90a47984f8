import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client.js';
import { audioFingerprints } from '../db/schema/index.js';

export const fingerprintsRepository = {
  async find(db: DbOrTx, mediaFileId: string) {
    const [row] = await db.select().from(audioFingerprints).where(eq(audioFingerprints.mediaFileId, mediaFileId));
    return row;
  },

  async save(db: DbOrTx, mediaFileId: string, f: { durationSeconds: number; fingerprint: number[] }) {
    await db
      .insert(audioFingerprints)
      .values({ mediaFileId, ...f })
      .onConflictDoUpdate({ target: audioFingerprints.mediaFileId, set: { ...f, computedAt: new Date() } });
  },

  /** The song whose current original is this file. */
  async songOfFile(db: DbOrTx, mediaFileId: string) {
    const [row] = rowsOf<{ id: string; title: string }>(
      await db.execute(sql`select id, title from songs where audio_file_id = ${mediaFileId} limit 1`),
    );
    return row;
  },

  /**
   * Other songs' current originals of about the same length (±10 %), with their fingerprints:
   * the only files that could be the same recording.
   */
  async candidates(db: DbOrTx, mediaFileId: string, durationSeconds: number) {
    return rowsOf<{ songId: string; title: string; mediaFileId: string; fingerprint: number[] }>(
      await db.execute(sql`
        select s.id as "songId", s.title, f.media_file_id as "mediaFileId", f.fingerprint
        from audio_fingerprints f join songs s on s.audio_file_id = f.media_file_id
        where f.media_file_id <> ${mediaFileId} and s.removed_at is null
          and f.duration_seconds between ${durationSeconds * 0.9} and ${durationSeconds * 1.1}
        order by s.created_at limit 200`),
    );
  },

  /** Songs' current originals with no fingerprint yet (the backfill's work). */
  async unfingerprinted(db: DbOrTx): Promise<string[]> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select distinct s.audio_file_id as id from songs s
        where not exists (select 1 from audio_fingerprints f where f.media_file_id = s.audio_file_id)`),
    );
    return rows.map((r) => r.id);
  },
};
