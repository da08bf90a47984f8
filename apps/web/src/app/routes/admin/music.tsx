import {
  ADMIN_SONG_VIEWS,
  type AdminSongView,
  countOf,
  GENRE_FILTERS,
  type GenreFilter,
  genreLabel,
  IMAGE_MIME_TYPES,
  type Song,
} from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Select } from '../../../components/ui/field';
import { FilePicker } from '../../../components/ui/file-picker';
import { GenreSelect } from '../../../components/ui/genre-select';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { serverErrorOr } from '../../../features/admin/api/artist-requests';
import { SONGS_PAGE_SIZE, useAdminSongs, useSongAction } from '../../../features/admin/api/songs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dateOnly } from './admin-ui';

const VIEW_LABEL: Record<AdminSongView, string> = {
  all: 'All songs',
  published: 'Published',
  pending: 'Pending',
  rejected: 'Rejected',
  removed: 'Removed',
};

const STATUS_STYLE: Record<Song['status'], string> = {
  published: 'bg-bead-100 text-bead-700',
  pending: 'bg-amber-100 text-amber-700',
  rejected: 'bg-coral-100 text-coral-700',
};

/** /admin/music: every song, in every state, with the actions an admin takes on it. */
export function AdminMusicPage() {
  useDocumentTitle('Music Library');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [genre, setGenre] = useState<GenreFilter>('All');
  const [status, setStatus] = useState<AdminSongView>('all');
  const [page, setPage] = useState(1);
  const songs = useAdminSongs({ q: search, genre, status, page });
  const [editing, setEditing] = useState<Song | null>(null);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Music Library"
        description="Every song on Nupe Music, including those waiting for review and removed ones."
      />
      <form
        aria-label="Filters"
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q);
          setPage(1);
        }}
      >
        <Field label="Search">
          {(p) => (
            <Input
              id={p.id}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Title, artist or album"
            />
          )}
        </Field>
        <Field label="Genre">
          {(p) => (
            <Select
              id={p.id}
              value={genre}
              onChange={(e) => {
                setGenre(e.target.value as GenreFilter);
                setPage(1);
              }}
            >
              {GENRE_FILTERS.map((g) => (
                <option key={g} value={g}>
                  {genreLabel(g)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status">
          {(p) => (
            <Select
              id={p.id}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as AdminSongView);
                setPage(1);
              }}
            >
              {ADMIN_SONG_VIEWS.map((v) => (
                <option key={v} value={v}>
                  {VIEW_LABEL[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {songs.isPending ? (
        <ListSkeleton rows={5} />
      ) : songs.isError ? (
        <ErrorState
          message={serverErrorOr(songs.error, 'Failed to load Songs.')}
          onRetry={() => void songs.refetch()}
        />
      ) : songs.data.songs.length === 0 ? (
        <EmptyState>{status === 'removed' ? 'No removed songs.' : 'No songs match these filters.'}</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-cloth-700" aria-live="polite">
            {countOf(songs.data.total, 'song')}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Songs">
            {songs.data.songs.map((s) => (
              <SongRow key={s.id} song={s} onEdit={() => setEditing(s)} />
            ))}
          </ul>
          <Pager page={page} total={songs.data.total} limit={SONGS_PAGE_SIZE} onPage={setPage} />
        </>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title="Edit song">
        {editing ? <EditSongForm song={editing} onDone={() => setEditing(null)} /> : null}
      </Dialog>
    </div>
  );
}

function SongRow({ song, onEdit }: { song: Song; onEdit: () => void }) {
  const action = useSongAction();
  const [preview, setPreview] = useState(false);
  const busy = action.isPending;
  const removed = song.removedAt !== null;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4" aria-label={song.title}>
        <div className="flex gap-3">
          {song.coverUrls ? (
            <img src={song.coverUrls.sm} alt="" className="size-16 shrink-0 rounded-lg object-cover" loading="lazy" />
          ) : (
            <span aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-cloth-900" />
          )}
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-bold break-words">{song.title}</h2>
            <p className="text-cloth-800 break-words">
              {song.artist}
              {song.album ? <span className="text-cloth-700"> · {song.album.title}</span> : null}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded-bead bg-sand-100 px-2 font-semibold">{genreLabel(song.genre)}</span>
              <span className={cn('rounded-bead px-2 font-semibold capitalize', STATUS_STYLE[song.status])}>
                {song.status}
              </span>
              {removed ? (
                <span className="rounded-bead bg-cloth-800 px-2 font-semibold text-white">Removed</span>
              ) : null}
              <span className="text-cloth-700">
                {countOf(song.playCount, 'play')} · {countOf(song.downloadCount, 'download')} · added{' '}
                {dateOnly.format(new Date(song.createdAt))}
              </span>
            </p>
          </div>
        </div>
        {preview ? (
          // biome-ignore lint/a11y/useMediaCaption: music recordings have no captions
          <audio controls autoPlay src={song.audioUrl} className="w-full" aria-label={`Preview of ${song.title}`} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setPreview((v) => !v)} aria-pressed={preview}>
            {preview ? 'Hide preview' : 'Play preview'}
          </Button>
          {removed ? (
            <Button size="sm" onClick={() => action.mutate({ kind: 'restore', id: song.id })} disabled={busy}>
              Restore
            </Button>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={onEdit} disabled={busy}>
                Edit
              </Button>
              {song.status === 'published' ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => action.mutate({ kind: 'unpublish', id: song.id })}
                  disabled={busy}
                >
                  Unpublish
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => action.mutate({ kind: 'publish', id: song.id })}
                  disabled={busy}
                >
                  Publish
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => action.mutate({ kind: 'remove', id: song.id })}
                disabled={busy}
              >
                Remove
              </Button>
            </>
          )}
        </div>
      </Card>
    </li>
  );
}

function EditSongForm({ song, onDone }: { song: Song; onDone: () => void }) {
  const action = useSongAction();
  const [title, setTitle] = useState(song.title);
  const [artist, setArtist] = useState(song.artist);
  const [genre, setGenre] = useState(song.genre);
  const [album, setAlbum] = useState(song.album?.title ?? '');
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await action.mutateAsync({
        kind: 'edit',
        id: song.id,
        body: { title, artist, genre, album: album.trim() || null },
      });
      if (cover) await action.mutateAsync({ kind: 'cover', id: song.id, file: cover });
      onDone();
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields;
      if (fields) setErrors(fields);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Title" error={errors.title}>
        {(p) => (
          <Input
            id={p.id}
            aria-invalid={p.invalid}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={200}
          />
        )}
      </Field>
      <Field label="Artist" error={errors.artist}>
        {(p) => (
          <Input
            id={p.id}
            aria-invalid={p.invalid}
            value={artist}
            onChange={(e) => setArtist(e.target.value)}
            maxLength={200}
          />
        )}
      </Field>
      <Field label="Genre">
        {(p) => (
          <GenreSelect
            id={p.id}
            value={genre}
            onChange={(e) => setGenre(e.target.value as Song['genre'])}
          ></GenreSelect>
        )}
      </Field>
      <Field label="Album" optional hint="Leave empty to take the song out of its album." error={errors.album}>
        {(p) => (
          <Input id={p.id} aria-describedby={p.describedBy} value={album} onChange={(e) => setAlbum(e.target.value)} />
        )}
      </Field>
      <Field label="New cover image" optional hint="JPEG, PNG or WebP. The current cover stays if you choose none.">
        {(p) => (
          <FilePicker
            id={p.id}
            aria-describedby={p.describedBy}
            accept={IMAGE_MIME_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              if (file && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
                toast('error', 'Invalid image file type');
                e.target.value = '';
                setCover(null);
                return;
              }
              setCover(file);
            }}
          />
        )}
      </Field>
      <div className="flex justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={action.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={action.isPending} disabled={!title.trim() || !artist.trim()}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
