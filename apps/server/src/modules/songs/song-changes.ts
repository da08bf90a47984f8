import type { Song } from '@nupe/shared';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { SongRow } from '../../repositories/rows.js';
import { songLibraryRepository as repo } from '../../repositories/song-library.repository.js';
import type { SongView } from '../../repositories/songs.repository.js';

/** What an admin's change to a song answers: the sentence that says what happened, and the song. */
export type SongChangeResult = { message: string; song: Song };

/** The song as it is now, with the sentence that says what happened to it. */
export async function changedSong(tx: DbOrTx, id: string, message: string): Promise<SongChangeResult> {
  const v = await repo.findView(tx, id);
  if (!v) throw new AppError('SONG_NOT_FOUND', 404);
  return { message, song: toSong(v as SongView) };
}

/** The song's row (removed or not), locked for the change in this transaction. */
export async function lockSong(tx: DbOrTx, id: string): Promise<SongRow> {
  const row = await repo.lockRow(tx, id);
  if (!row) throw new AppError('SONG_NOT_FOUND', 404);
  return row;
}
