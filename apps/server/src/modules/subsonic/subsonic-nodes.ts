import { GENRE_LABELS } from '@nupe/shared';
import type { SubAlbumRow, SubSongRow } from '../../repositories/catalogue.repository.js';
import { contributorNodes } from './subsonic-contributors.js';
import { albumIdOf, artistId } from './subsonic-ids.js';
import { replayGainNode } from './subsonic-replay-gain.js';
import type { SubNode } from './subsonic-response.js';

/** The catalogue's rows in Subsonic's shapes: AlbumID3, Child (a song, or an album as a directory), ArtistID3. */
const EXT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  webm: 'audio/webm',
};

export function albumNode(a: SubAlbumRow): SubNode {
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

/** An album as a directory entry (getAlbumList, search2, getMusicDirectory). */
export const albumChild = (node: SubNode): SubNode => ({
  id: node.id as string,
  parent: node.artistId as string,
  isDir: true,
  title: node.name as string,
  album: node.name as string,
  artist: node.artist as string,
  year: node.year as number | undefined,
  genre: node.genre as string,
  coverArt: node.coverArt as string | undefined,
  playCount: node.playCount as number,
  created: node.created as string,
});

/** An artist as ArtistID3: its cover and album count, which the older Artist has not. */
export const artistNode = (a: { artist: string; coverSong: string | null; albums: number }): SubNode => ({
  id: artistId(a.artist),
  name: a.artist,
  coverArt: a.coverSong ? `co-${a.coverSong}` : undefined,
  albumCount: a.albums,
});

export function childNode(s: SubSongRow): SubNode {
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
