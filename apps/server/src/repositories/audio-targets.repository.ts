import type { AccessLevel, ConsentScope, Season } from '@nupe/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { mediaFiles, songs } from '../db/schema/index.js';

/** Everything the streaming hot path needs, in one indexed lookup. */
export type AudioTarget = {
  songId: string;
  fileId: string;
  status: 'pending' | 'published' | 'rejected';
  removedAt: Date | null;
  consentWithdrawnAt: Date | null;
  consentClosedScopes: ConsentScope[];
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
  consentClosedScopes: songs.consentClosedScopes,
  accessLevel: songs.accessLevel,
  accessGroupId: songs.accessGroupId,
  accessSeasons: songs.accessSeasons,
  ownerId: songs.ownerId,
  title: songs.title,
  artist: songs.artistCredit,
  key: mediaFiles.storageKey,
  mime: mediaFiles.mime,
};

/** A song's audio file with the song's access fields, looked up by song or by file. */
export const audioTargetsRepository = {
  async bySong(db: DbOrTx, songId: string): Promise<AudioTarget | undefined> {
    const [row] = await db
      .select(columns)
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .where(eq(songs.id, songId));
    return row;
  },
  /** Several songs at once (the listener app's offline check); unknown ids are left out. */
  async bySongs(db: DbOrTx, songIds: string[]): Promise<AudioTarget[]> {
    if (songIds.length === 0) return [];
    return db
      .select(columns)
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .where(inArray(songs.id, songIds));
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
