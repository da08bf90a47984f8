import type { Song } from '@nupe/shared';
import { imageUrl } from '../lib/images.js';
import { renditionUrl } from '../media/media-urls.js';
import type { SongView } from '../repositories/songs.repository.js';

export const coverUrls = (key: string | null) =>
  key
    ? {
        sm: imageUrl(key, 'sm') as string,
        md: imageUrl(key, 'md') as string,
        lg: imageUrl(key, 'lg') as string,
      }
    : null;

/** The immutable address of an audio file: its storage key carries the media file id. */
export const audioUrl = (audioKey: string) => `/api/media/${audioKey}`;

export function toSong(v: SongView, reactions?: { liked: boolean; favorited: boolean }): Song {
  const s = v.song;
  return {
    id: s.id,
    title: s.title,
    artist: s.artistCredit,
    genre: s.genre,
    coverUrl: imageUrl(s.coverKey, 'md'),
    coverUrls: coverUrls(s.coverKey),
    audioUrl: audioUrl(v.audioKey),
    streamUrl: `/api/songs/${s.id}/stream`,
    downloadUrl: `/api/songs/${s.id}/download`,
    renditions: { standard: renditionUrl(v.standardKey), dataSaver: renditionUrl(v.dataSaverKey) },
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
