import type { AlbumSummary } from '@nupe/shared';
import { imageUrl } from '../media/images.js';
import { coverUrls } from '../songs/songs.mapper.js';
import type { AlbumView } from './albums.repository.js';

export const toAlbumSummary = (v: AlbumView): AlbumSummary => ({
  id: v.album.id,
  title: v.album.title,
  genre: v.album.genre,
  coverUrl: imageUrl(v.album.coverKey, 'md'),
  coverUrls: coverUrls(v.album.coverKey),
  releaseDate: v.album.releaseDate,
  ownerId: v.album.ownerId,
  artistId: v.artistId,
  artist: v.artistName,
  songCount: v.songCount,
  createdAt: v.album.createdAt.toISOString(),
  updatedAt: v.album.updatedAt.toISOString(),
});
