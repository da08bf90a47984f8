import { GENRE_LABELS, GENRES, type Genre } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type SubAlbumRow, type SubSongRow, subsonicRepository } from '../../repositories/subsonic.repository.js';
import { contributorNodes } from './subsonic-contributors.js';
import { replayGainNode } from './subsonic-replay-gain.js';
import { SUB_ERRORS, type SubNode, SubsonicError } from './subsonic-response.js';

/**
 * The catalogue in Subsonic's words (#17): ids, artists, albums and songs ("Child") for one
 * caller, who only ever sees what `songScope.listedFor` gives them. Ids say what they name:
 * `ar-` an artist (its credit, base64url), `al-` an album (`al-s-` an artist's singles), a
 * bare uuid a song, `co-` a song's cover.
 */
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

export const artistId = (credit: string) => `ar-${b64(credit)}`;
export function creditOf(id: string): string {
  if (!id.startsWith('ar-')) throw new SubsonicError(SUB_ERRORS.notFound, 'Artist not found.');
  return unb64(id.slice(3));
}
const albumIdOf = (key: string) => (key.startsWith('al:') ? `al-${key.slice(3)}` : `al-s-${b64(key.slice(2))}`);
export function albumKeyOf(id: string): string {
  if (id.startsWith('al-s-')) return `s:${unb64(id.slice(5))}`;
  if (/^al-[0-9a-f-]{36}$/.test(id)) return `al:${id.slice(3)}`;
  throw new SubsonicError(SUB_ERRORS.notFound, 'Album not found.');
}
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export function songIdOf(id: string | undefined): string {
  const bare = id?.startsWith('co-') ? id.slice(3) : id;
  if (!bare || !UUID.test(bare)) throw new SubsonicError(SUB_ERRORS.notFound, 'Song not found.');
  return bare;
}

const EXT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  webm: 'audio/webm',
};

export function createSubsonicService(db: Db) {
  function albumNode(a: SubAlbumRow): SubNode {
    return {
      id: albumIdOf(a.key),
      name: a.title ?? 'Singles',
      artist: a.artist,
      artistId: artistId(a.artist),
      coverArt: a.coverSong ? `co-${a.coverSong}` : undefined,
      songCount: a.songCount,
      duration: a.duration,
      playCount: a.plays,
      created: a.created.toISOString(),
      year: a.year ?? undefined,
      genre: GENRE_LABELS[a.genre],
    };
  }

  function childNode(s: SubSongRow): SubNode {
    const ext = s.audioKey.slice(s.audioKey.lastIndexOf('.') + 1);
    const key = s.albumId ? `al:${s.albumId}` : `s:${s.artistCredit}`;
    return {
      id: s.id,
      parent: albumIdOf(key),
      isDir: false,
      title: s.title,
      album: s.albumTitle ?? 'Singles',
      artist: s.artistCredit,
      displayArtist: s.artistCredit,
      genre: GENRE_LABELS[s.genre],
      coverArt: s.hasCover ? `co-${s.id}` : undefined,
      contentType: EXT_TYPES[ext] ?? 'application/octet-stream',
      suffix: ext,
      // Renditions are MP3 (standard) and Opus (data saver): what `stream` sends for maxBitRate.
      transcodedContentType: s.hasStandard ? 'audio/mpeg' : undefined,
      transcodedSuffix: s.hasStandard ? 'mp3' : undefined,
      duration: s.durationSeconds === null ? undefined : Math.round(s.durationSeconds),
      bitRate: s.bitrate ? Math.round(s.bitrate / 1000) : undefined,
      samplingRate: s.sampleRate ?? undefined,
      channelCount: s.channels ?? undefined,
      isVideo: false,
      playCount: s.playCount,
      created: s.createdAt.toISOString(),
      starred: s.starred?.toISOString(),
      played: s.played?.toISOString(),
      userRating: s.rating ?? undefined,
      albumId: albumIdOf(key),
      artistId: artistId(s.artistCredit),
      type: 'music',
      mediaType: 'song',
      replayGain: replayGainNode(s),
      contributors: contributorNodes(s.contributors, artistId),
    };
  }

  /** Songs by id, in the order given (repeats kept), as Children; unknown ids are left out. */
  async function children(ids: string[], user: CurrentUser): Promise<SubNode[]> {
    const byId = new Map((await subsonicRepository.children(db, user.id, ids)).map((r) => [r.id, childNode(r)]));
    return ids.flatMap((id) => {
      const node = byId.get(id);
      return node ? [node] : [];
    });
  }

  const genreOf = (label: string | undefined): Genre | undefined => {
    if (label === undefined) return undefined;
    const found = GENRES.find((g) => g === label || GENRE_LABELS[g].toLowerCase() === label.toLowerCase());
    if (!found) throw new SubsonicError(SUB_ERRORS.notFound, `No genre ${label}.`);
    return found;
  };

  return { albumNode, children, genreOf };
}

export type SubsonicService = ReturnType<typeof createSubsonicService>;
