import type { AlbumSummary } from '@nupe/shared';
import { imageUrl } from '../lib/images.js';
import type { AlbumView } from '../repositories/albums.repository.js';
import { coverUrls } from './songs.mapper.js';

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
