import { type Archive, accessLabel, type Song } from '@nupe/shared';
import { loudnessFigures } from '../lib/ebur128.js';
import { imageUrl } from '../lib/images.js';
import { renditionUrl } from '../media/media-urls.js';
import { isOpenToAll } from '../repositories/song-scopes.js';
import type { SongView, StoredArchive } from '../repositories/songs.repository.js';

export const coverUrls = (key: string | null, keyed: (url: string) => string = (url) => url) =>
  key
    ? {
        sm: keyed(imageUrl(key, 'sm') as string),
        card: keyed(imageUrl(key, 'card') as string),
        md: keyed(imageUrl(key, 'md') as string),
        lg: keyed(imageUrl(key, 'lg') as string),
      }
    : null;

/** The immutable address of an audio file: its storage key carries the media file id. */
export const audioUrl = (audioKey: string) => `/api/media/${audioKey}`;

/** `archive` of a song: what is known, and null or [] for what is not (never invented). */
export function toArchive(a: StoredArchive | null): Archive {
  return {
    languages: a?.languages ?? [],
    recorded: a?.recorded ?? null,
    place: a?.place
      ? {
          name: a.place.name,
          region: a.place.region ?? null,
          country: a.place.country,
          lat: a.place.lat ?? null,
          lon: a.place.lon ?? null,
        }
      : null,
    occasion: a?.occasion ?? null,
    description: a?.description ?? null,
    subjects: a?.subjects ?? [],
    discourseType: a?.discourseType ?? null,
    contributors: (a?.contributors ?? []).map((c) => ({
      name: c.name,
      role: c.role,
      roleDetail: c.roleDetail ?? null,
    })),
    rights: a?.rights ?? null,
    collection: a?.collection ?? null,
    describedBy: a?.describedBy ?? null,
  };
}

/**
 * A song as the API answers it. `mediaKey` (the viewer's, lib/tokens.ts) goes on the media
 * addresses of a song that is not open to all, so the viewer's browser may fetch them.
 */
export function toSong(v: SongView, reactions?: { liked: boolean; favorited: boolean }, mediaKey?: string): Song {
  const s = v.song;
  const keyed = (url: string) => (mediaKey && !isOpenToAll(s) ? `${url}?key=${mediaKey}` : url);
  const maybeKeyed = (url: string | null) => (url === null ? null : keyed(url));
  return {
    id: s.id,
    title: s.title,
    artist: s.artistCredit,
    genre: s.genre,
    coverUrl: maybeKeyed(imageUrl(s.coverKey, 'md')),
    coverUrls: coverUrls(s.coverKey, keyed),
    audioUrl: keyed(audioUrl(v.audioKey)),
    streamUrl: keyed(`/api/songs/${s.id}/stream`),
    downloadUrl: keyed(`/api/songs/${s.id}/download`),
    renditions: {
      standard: maybeKeyed(renditionUrl(v.standardKey)),
      dataSaver: maybeKeyed(renditionUrl(v.dataSaverKey)),
    },
    preservation: {
      sha256: v.sha256,
      lastVerifiedAt: v.fixityVerifiedAt?.toISOString() ?? null,
      // A missing original failed its check as surely as a changed one.
      lastOutcome:
        v.fixityOutcome === 'pass'
          ? 'pass'
          : v.fixityOutcome === 'fail' || v.fixityOutcome === 'missing'
            ? 'fail'
            : null,
    },
    archive: toArchive(v.archive),
    access: {
      level: s.accessLevel,
      labels: s.accessLabels.map(accessLabel),
      group: s.accessGroupId && v.accessGroupName !== null ? { id: s.accessGroupId, name: v.accessGroupName } : null,
      seasons: s.accessSeasons.map(({ name, from, to }) => ({ name, from, to })),
    },
    loudness: loudnessFigures(v.loudness ?? null, s.albumId ? (v.albumLoudness ?? null) : null),
    durationSeconds: s.durationSeconds === null ? null : Math.round(s.durationSeconds * 100) / 100,
    bitrate: s.bitrate,
    status: s.status,
    rejectionReason: s.rejectionReason,
    removedAt: s.removedAt?.toISOString() ?? null,
    album: s.albumId && v.albumTitle !== null ? { id: s.albumId, title: v.albumTitle } : null,
    ownerId: s.ownerId,
    artistId: v.artistId,
    playCount: s.playCount,
    downloadCount: s.downloadCount,
    likeCount: s.likeCount,
    favoriteCount: s.favoriteCount,
    publishedAt: s.publishedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    ...(reactions ?? {}),
  };
}
