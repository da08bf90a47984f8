import {
  type Album,
  type AlbumResponse,
  type ArtistAlbumsResponse,
  DELETE_SONG_ERROR_PREFIX,
  ERROR_MESSAGES,
  type Song,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { artistKeys, deleteSong, useUpdateSong } from '../api/artist-queries';

/**
 * An album's two ways to let a song go: take it out of the album (the song stays), or delete the
 * song everywhere. Each is asked first (`toRemove`, `toDelete` name the song being asked about).
 */
export function useAlbumSongActions(albumId: string | null) {
  const client = useQueryClient();
  const [toDelete, setToDelete] = useState<Song | null>(null);
  const [toRemove, setToRemove] = useState<Song | null>(null);
  const update = useUpdateSong();

  /** Takes a song out of this album (PATCH albumId: null); the song itself stays. */
  async function confirmRemove(song: Song) {
    try {
      await update.mutateAsync({ id: song.id, patch: { albumId: null } });
      toast('success', `${SUCCESS_MESSAGES.SONG_REMOVED_FROM_ALBUM}: ${song.title}`);
      setToRemove(null);
    } catch (err) {
      setToRemove(null);
      toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
    }
  }

  /** Optimistic, refetch on success, failures as toasts, no rollback. */
  async function confirmDelete(song: Song) {
    setToDelete(null);
    if (!albumId) return;
    const without = <T extends Pick<Album, 'songs' | 'songCount'>>(a: T): T => ({
      ...a,
      songs: a.songs.filter((s) => s.id !== song.id),
      songCount: Math.max(0, a.songCount - 1),
    });
    client.setQueryData<AlbumResponse>(artistKeys.album(albumId), (old) => (old ? { album: without(old.album) } : old));
    client.setQueryData<ArtistAlbumsResponse>(artistKeys.albums, (old) =>
      old ? { albums: old.albums.map((a) => (a.id === albumId ? without(a) : a)) } : old,
    );
    try {
      const result = await deleteSong(song.id);
      if (result.success) {
        toast('success', result.message);
        await client.invalidateQueries({ queryKey: artistKeys.all });
      } else {
        toast('error', result.message || ERROR_MESSAGES.DELETE_SONG_FAILED);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) {
        toast('error', err.serverError || err.message || ERROR_MESSAGES.DELETE_SONG_FAILED);
      } else {
        toast('error', `${DELETE_SONG_ERROR_PREFIX}${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }

  return { toRemove, setToRemove, toDelete, setToDelete, removing: update.isPending, confirmRemove, confirmDelete };
}
