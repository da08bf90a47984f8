import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createSubsonicCatalogue } from './subsonic-catalogue.service.js';
import { createSubsonicCore, type SongsService } from './subsonic-core.service.js';
import { createSubsonicListening } from './subsonic-listening.service.js';
import { createPlaybackReports } from './subsonic-playback.service.js';
import { createSubsonicSearch } from './subsonic-search.service.js';

/**
 * The catalogue in Subsonic's words, for the sections of /rest: the core (songs as Children,
 * a song checked as visible, genres), the catalogue (browsing and lists), search, the
 * listener's own state (ratings, play queue) and the players' reports. Plays, likes,
 * playlists and the bytes go through the same services as /api (`app.services`).
 */
export function createSubsonicService(db: Db, songs: () => SongsService) {
  const core = createSubsonicCore(db, songs);
  return {
    ...core,
    catalogue: createSubsonicCatalogue(db, core),
    search: createSubsonicSearch(db, core),
    listening: createSubsonicListening(db, core),
    playback: createPlaybackReports(
      core,
      // A song the caller may hear but that is not listed (under review) is heard, not counted.
      (songId, user) =>
        songs()
          .recordPlay(songId, user)
          .catch((err: unknown) => {
            if (!(err instanceof AppError && err.statusCode === 404)) throw err;
          }),
      async (songId, user) => (await songs().getOne(songId, user)).durationSeconds,
    ),
  };
}

export type SubsonicService = ReturnType<typeof createSubsonicService>;
