import { GENRE_LABELS, GENRES, type Genre } from '@nupe/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { catalogueRepository } from '../../repositories/catalogue.repository.js';
import { songIdOf } from './subsonic-ids.js';
import { childNode } from './subsonic-nodes.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from './subsonic-response.js';

export type SongsService = FastifyInstance['services']['songs'];

/**
 * What every part of /rest needs: songs as Children for one caller, who only ever sees what
 * `songScope.listedFor` gives them; a song id checked against what the caller may see (the
 * songs service's own rule, as /api/songs/:id); a genre by its Subsonic name.
 */
export function createSubsonicCore(db: Db, songs: () => SongsService) {
  /** Songs by id, in the order given (repeats kept), as Children; unknown ids are left out. */
  async function children(ids: string[], user: CurrentUser): Promise<SubNode[]> {
    const byId = new Map((await catalogueRepository.children(db, user.id, ids)).map((r) => [r.id, childNode(r)]));
    return ids.flatMap((id) => {
      const node = byId.get(id);
      return node ? [node] : [];
    });
  }

  /** A song the caller may see, else "not found" (70), never a hint. */
  async function visible(id: string | undefined, user: CurrentUser): Promise<string> {
    try {
      // A merged duplicate answers for its survivor, when the caller may see that one.
      const found = await songs().find(songIdOf(id), user);
      return 'movedTo' in found ? found.movedTo : found.song.id;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404)
        throw new SubsonicError(SUB_ERRORS.notFound, 'Song not found.');
      throw err;
    }
  }

  const genreOf = (label: string | undefined): Genre | undefined => {
    if (label === undefined) return undefined;
    const found = GENRES.find((g) => g === label || GENRE_LABELS[g].toLowerCase() === label.toLowerCase());
    if (!found) throw new SubsonicError(SUB_ERRORS.notFound, `No genre ${label}.`);
    return found;
  };

  return { children, visible, genreOf };
}

export type SubsonicCore = ReturnType<typeof createSubsonicCore>;
