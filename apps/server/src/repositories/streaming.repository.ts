import type { AccessLevel, Season } from '@nupe/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { mediaFiles, songs } from '../db/schema/index.js';

/** Everything the streaming hot path needs, in one indexed lookup. */
export type AudioTarget = {
  songId: string;
  fileId: string;
  status: 'pending' | 'published' | 'rejected';
  removedAt: Date | null;
  consentWithdrawnAt: Date | null;
  accessLevel: AccessLevel;
  accessGroupId: string | null;
  accessSeasons: Season[];
  ownerId: string | null;
  title: string;
  artist: string;
  key: string;
  mime: string;
};

const columns = {
  songId: songs.id,
  fileId: mediaFiles.id,
  status: songs.status,
  removedAt: songs.removedAt,
  consentWithdrawnAt: songs.consentWithdrawnAt,
  accessLevel: songs.accessLevel,
  accessGroupId: songs.accessGroupId,
  accessSeasons: songs.accessSeasons,
  ownerId: songs.ownerId,
  title: songs.title,
  artist: songs.artistCredit,
  key: mediaFiles.storageKey,
  mime: mediaFiles.mime,
};

export const streamingRepository = {
  async bySong(db: DbOrTx, songId: string): Promise<AudioTarget | undefined> {
    const [row] = await db
      .select(columns)
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .where(eq(songs.id, songId));
    return row;
  },
  async byFile(db: DbOrTx, fileId: string): Promise<AudioTarget | undefined> {
    const [row] = await db
      .select(columns)
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .where(eq(songs.audioFileId, fileId));
    return row;
  },
};
