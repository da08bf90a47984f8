import {
  type Album,
  type AlbumResponse,
  type ArtistAlbumsResponse,
  CARD_ANIMATION_DELAY_S,
  countOf,
  DELETE_SONG_ERROR_PREFIX,
  ERROR_MESSAGES,
  genreLabel,
  type Song,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toasts';
import {
  artistKeys,
  deleteSong,
  useArtistAlbum,
  useArtistAlbums,
  useArtistSongs,
  useUpdateSong,
} from '../../../features/artist/api/artist-queries';
import { AlbumForm } from '../../../features/artist/components/album-form';
import { SkeletonGrid } from '../../../features/artist/components/artist-ui';
import { formatLongDate } from '../../../features/artist/components/format';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** 'My Albums': album cards, the album overlay and its delete flow. */
export function ArtistAlbumsPage() {
  useDocumentTitle('My Albums');
  const albums = useArtistAlbums();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  let body: React.ReactNode;
  if (albums.isPending) body = <SkeletonGrid label="Loading your albums" />;
  else if (albums.isError)
    body = (
      <p role="alert" className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
        {albums.error.message || ERROR_MESSAGES.ALBUMS_LOAD_FAILED}
      </p>
    );
  else if (albums.data.albums.length === 0)
    body = (
      <p className="rounded-xl bg-white p-6 text-center text-lg text-cloth-800">
        You have no albums yet. Create one, or name an album when you upload a song.
      </p>
    );
  else
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {albums.data.albums.map((album, index) => (
          <li
            key={album.id}
            className="artist-card-in"
            style={{ animationDelay: `${index * CARD_ANIMATION_DELAY_S}s` }}
          >
            <button
              type="button"
              onClick={() => setOpenId(album.id)}
              className="group relative flex w-full flex-col gap-3 rounded-2xl border border-sand-200 bg-white p-4 text-left shadow-card hover:bg-sand-50"
            >
              <span className="relative block">
                <CoverImage url={album.coverUrl} title={album.title} className="w-full" />
                <span className="absolute inset-0 flex items-center justify-center rounded-xl bg-cloth-950/60 text-lg font-bold text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  View Songs
                </span>
              </span>
              <span className="block">
                <span className="block text-lg font-bold text-cloth-950">{album.title}</span>
                <span className="block text-cloth-800">{genreLabel(album.genre)}</span>
                <span className="block text-sm text-cloth-700">{formatLongDate(album.releaseDate)}</span>
                <span className="mt-1 block text-sm font-semibold text-cloth-800">
                  {countOf(album.songCount, 'song')}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="My Albums"
        description="Group your songs into albums. Open an album to see, add or remove its songs."
        actions={<Button onClick={() => setCreating(true)}>New Album</Button>}
      />
      {body}
      <AlbumOverlay albumId={openId} onClose={() => setOpenId(null)} />
      <Dialog open={creating} onClose={() => setCreating(false)} title="New Album">
        {creating ? <AlbumForm onDone={() => setCreating(false)} /> : null}
      </Dialog>
    </div>
  );
}

function AlbumOverlay({ albumId, onClose }: { albumId: string | null; onClose: () => void }) {
  const client = useQueryClient();
  const album = useArtistAlbum(albumId);
  const [editing, setEditing] = useState(false);
  const [toDelete, setToDelete] = useState<Song | null>(null);
  const [toRemove, setToRemove] = useState<Song | null>(null);
  const update = useUpdateSong();
  const data = album.data?.album;

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

  function close() {
    setEditing(false);
    onClose();
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

  return (
    <>
      <Dialog open={albumId !== null} onClose={close} title={data?.title ?? 'Album'}>
        {album.isPending ? (
          <div role="status" aria-label="Loading the album" className="flex gap-4">
            <Skeleton className="size-28" />
            <div className="flex-1">
              <Skeleton className="mb-2 h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ) : album.isError ? (
          <p role="alert" className="font-semibold text-coral-700">
            {album.error.message || ERROR_MESSAGES.ALBUM_LOAD_FAILED}
          </p>
        ) : data ? (
          editing ? (
            <AlbumForm album={data} onDone={() => setEditing(false)} />
          ) : (
            <div className="flex flex-col gap-5">
              <div className="flex gap-4">
                <CoverImage url={data.coverUrl} title={data.title} className="size-28" />
                <div className="min-w-0">
                  <p className="text-lg font-bold">{data.title}</p>
                  <p className="text-cloth-800">{genreLabel(data.genre)}</p>
                  <p className="text-sm text-cloth-700">{formatLongDate(data.releaseDate)}</p>
                  <Button variant="outline" size="sm" className="mt-2" onClick={() => setEditing(true)}>
                    Edit album
                  </Button>
                </div>
              </div>
              <section aria-labelledby="album-songs-heading">
                <h3 id="album-songs-heading" className="mb-2 text-lg font-bold">
                  Songs ({data.songs.length})
                </h3>
                {data.songs.length === 0 ? (
                  <p className="text-cloth-800">No songs in this album yet.</p>
                ) : (
                  <ul className="flex flex-col divide-y divide-sand-200">
                    {data.songs.map((song) => (
                      <li key={song.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                        <CoverImage url={song.coverUrl} title={song.title} className="size-12 rounded-lg" />
                        <div className="min-w-0 flex-1 basis-[calc(100%-3.75rem)]">
                          <p className="truncate font-semibold">{song.title}</p>
                          <p className="truncate text-sm text-cloth-700">{song.artist}</p>
                        </div>
                        <div className="ml-auto flex flex-wrap justify-end gap-1">
                          <Button
                            variant="ghost"
                            size="sm"
                            className="whitespace-nowrap"
                            aria-label={`Remove from album: ${song.title}`}
                            title="Take the song out of this album; it stays in My Music"
                            onClick={() => setToRemove(song)}
                          >
                            Remove from album
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Delete song: ${song.title}`}
                            title="Delete the song everywhere"
                            className="whitespace-nowrap text-coral-700 hover:bg-coral-100"
                            onClick={() => setToDelete(song)}
                          >
                            <TrashIcon />
                            Delete song
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <AddSongToAlbum album={data} />
            </div>
          )
        ) : null}
      </Dialog>
      <Dialog open={toRemove !== null} onClose={() => setToRemove(null)} title="Remove from Album">
        <p className="mb-6">
          Take {toRemove?.title} out of {data?.title}? The song stays in My Music with its plays and likes; only the
          album no longer lists it.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setToRemove(null)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button variant="secondary" loading={update.isPending} onClick={() => toRemove && confirmRemove(toRemove)}>
            Remove from album
          </Button>
        </div>
      </Dialog>
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} title="Delete Song">
        <p className="mb-2">Are you sure you want to delete {toDelete?.title}?</p>
        <p className="mb-6 text-sm text-cloth-700">
          It disappears from My Music, from every album and from listeners. To keep the song and only take it out of{' '}
          {data?.title}, use Remove from album instead.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setToDelete(null)}>
            Cancel
          </Button>
          <Button
            className="bg-coral-700 text-white hover:bg-coral-500"
            onClick={() => toDelete && confirmDelete(toDelete)}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </>
  );
}

/** Moves one of the artist's songs into this album. */
function AddSongToAlbum({ album }: { album: Album }) {
  const songs = useArtistSongs();
  const update = useUpdateSong();
  const [songId, setSongId] = useState('');
  const candidates = (songs.data?.songs ?? []).filter((s) => s.album?.id !== album.id);
  if (candidates.length === 0) return null;
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-sand-200 pt-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!songId) return;
        try {
          await update.mutateAsync({ id: songId, patch: { albumId: album.id } });
          toast('success', `Moved into ${album.title}`);
          setSongId('');
        } catch (err) {
          toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
        }
      }}
    >
      <Field label="Move a song into this album" className="min-w-0 flex-1">
        {({ id }) => (
          <Select id={id} value={songId} onChange={(e) => setSongId(e.target.value)}>
            <option value="">Choose one of your songs</option>
            {candidates.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
                {s.album ? ` (now in ${s.album.title})` : ''}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" loading={update.isPending} disabled={!songId}>
        Move
      </Button>
    </form>
  );
}

/** The bin that marks the destructive "Delete song" apart from "Remove from album". */
function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
