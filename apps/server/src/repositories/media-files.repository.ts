import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { albums, artistApplications, artistProfiles, mediaFiles, songRenditions, songs } from '../db/schema/index.js';

export type NewMediaFile = typeof mediaFiles.$inferInsert;

/** Stored originals: one row per file, with the checksum taken when it arrived. */
export const mediaFilesRepository = {
  async insert(tx: DbOrTx, file: NewMediaFile): Promise<void> {
    await tx.insert(mediaFiles).values(file);
  },
  /**
   * Songs not removed whose current original has this SHA-256 (duplicate detection at upload),
   * through media_files_sha256_idx.
   */
  songsWithOriginal(db: DbOrTx, sha256: string) {
    return db
      .select({ id: songs.id, title: songs.title, ownerId: songs.ownerId, uploadedBy: songs.uploadedBy })
      .from(mediaFiles)
      .innerJoin(songs, eq(songs.audioFileId, mediaFiles.id))
      .where(and(eq(mediaFiles.sha256, sha256), isNull(songs.removedAt)));
  },
  /** Each original's SHA-256 as taken on arrival, by storage key. */
  async checksums(db: DbOrTx): Promise<Map<string, string>> {
    const rows = await db.select({ key: mediaFiles.storageKey, sha256: mediaFiles.sha256 }).from(mediaFiles);
    return new Map(rows.map((r) => [r.key, r.sha256]));
  },

  /**
   * Every storage key a row points at, for the media reconciler: whole files (originals,
   * renditions) and image folders (covers, avatars: `<folder>/<variant>.webp` inside).
   */
  async referencedKeys(db: DbOrTx): Promise<{ files: Set<string>; folders: Set<string> }> {
    const [originals, renditions, songCovers, albumCovers, avatars, applicationAvatars] = await Promise.all([
      db.select({ key: mediaFiles.storageKey }).from(mediaFiles),
      db.select({ key: songRenditions.storageKey }).from(songRenditions),
      db.select({ key: songs.coverKey }).from(songs),
      db.select({ key: albums.coverKey }).from(albums),
      db.select({ key: artistProfiles.avatarKey }).from(artistProfiles),
      db.select({ key: artistApplications.avatarKey }).from(artistApplications),
    ]);
    const keys = (rows: { key: string | null }[]) => rows.flatMap((r) => (r.key ? [r.key] : []));
    return {
      files: new Set([...keys(originals), ...keys(renditions)]),
      folders: new Set([...keys(songCovers), ...keys(albumCovers), ...keys(avatars), ...keys(applicationAvatars)]),
    };
  },
};
