import type { DbOrTx } from '../db/client.js';
import { mediaFiles } from '../db/schema/index.js';

export type NewMediaFile = typeof mediaFiles.$inferInsert;

/** Stored originals: one row per file, with the checksum taken when it arrived. */
export const mediaFilesRepository = {
  async insert(tx: DbOrTx, file: NewMediaFile): Promise<void> {
    await tx.insert(mediaFiles).values(file);
  },
};
