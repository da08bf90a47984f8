import type {
  MessageResponse,
  PlaylistCreateBody,
  PlaylistPatchBody,
  PlaylistResponse,
  PlaylistsResponse,
} from '@nupe/shared';
import { api } from '../../../lib/api-client';

/**
 * Playlists through /api/playlists. The listener app reads them with plain requests,
 * like its library (library-store.ts), rather than through the query cache.
 */
const one = (id: string) => `/playlists/${encodeURIComponent(id)}`;

/** `GET /api/playlists`: the caller's own, oldest first. */
export const getMyPlaylists = (signal?: AbortSignal) => api<PlaylistsResponse>('/playlists', { signal });

/** `GET /api/playlists/:id`: mine, or anyone's public one (signed out too). */
export const getPlaylist = (id: string, signal?: AbortSignal) => api<PlaylistResponse>(one(id), { signal });

/** `POST /api/playlists` */
export const createPlaylist = (body: PlaylistCreateBody) =>
  api<PlaylistResponse>('/playlists', { method: 'POST', body });

/** `PATCH /api/playlists/:id`: rename, describe, make public or private. */
export const updatePlaylist = (id: string, body: PlaylistPatchBody) =>
  api<PlaylistResponse>(one(id), { method: 'PATCH', body });

/** `PUT /api/playlists/:id/songs`: the whole order (add, remove and reorder alike). */
export const setPlaylistSongs = (id: string, songIds: string[]) =>
  api<PlaylistResponse>(`${one(id)}/songs`, { method: 'PUT', body: { songIds } });

/** `DELETE /api/playlists/:id` */
export const deletePlaylist = (id: string) => api<MessageResponse>(one(id), { method: 'DELETE' });

/**
 * Adds a song at the end of a playlist: its current order read first, since the server
 * takes the whole order. A song already in it stays where it is (`added: false`).
 */
export async function addSongToPlaylist(id: string, songId: string) {
  const { playlist } = await getPlaylist(id);
  const ids = playlist.songs.map((s) => s.id);
  if (ids.includes(songId)) return { playlist, added: false };
  const answer = await setPlaylistSongs(id, [...ids, songId]);
  return { playlist: answer.playlist, added: true };
}
