import { CARD_ANIMATION_DELAY_S, countOf, ERROR_MESSAGES, genreLabel } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CoverImage } from '../../../components/ui/cover';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useArtistAlbum, useArtistAlbums } from '../../../features/artist/api/artist-queries';
import { AddSongToAlbum } from '../../../features/artist/components/add-song-to-album';
import { AlbumForm } from '../../../features/artist/components/album-form';
import { DeleteSongDialog, RemoveFromAlbumDialog } from '../../../features/artist/components/album-song-dialogs';
import { AlbumSongList } from '../../../features/artist/components/album-song-list';
import { SkeletonGrid } from '../../../features/artist/components/artist-ui';
import { formatLongDate } from '../../../features/artist/components/format';
import { useAlbumSongActions } from '../../../features/artist/components/use-album-song-actions';
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
  const album = useArtistAlbum(albumId);
  const [editing, setEditing] = useState(false);
  const { toRemove, setToRemove, toDelete, setToDelete, removing, confirmRemove, confirmDelete } =
    useAlbumSongActions(albumId);
  const data = album.data?.album;

  function close() {
    setEditing(false);
    onClose();
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
              <AlbumSongList songs={data.songs} onRemove={setToRemove} onDelete={setToDelete} />
              <AddSongToAlbum album={data} />
            </div>
          )
        ) : null}
      </Dialog>
      <RemoveFromAlbumDialog
        song={toRemove}
        albumTitle={data?.title}
        onCancel={() => setToRemove(null)}
        onConfirm={confirmRemove}
        pending={removing}
      />
      <DeleteSongDialog
        song={toDelete}
        albumTitle={data?.title}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
