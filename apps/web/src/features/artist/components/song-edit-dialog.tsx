import {
  ARTIST_SONG_AUDIO_KINDS,
  ARTIST_SONG_COVER_KINDS,
  type ArtistSongIssue,
  type ArtistSongPatch,
  ERROR_MESSAGES,
  type Song,
} from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { GenreSelect } from '../../../components/ui/genre-select';
import { toast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { useArtistIssues, useReplaceAudio, useReplaceSongCover, useUpdateSong } from '../api/artist-queries';
import { issueCount } from './format';
import { ReplaceFilesFields, SongAlbumField } from './song-edit-fields';

/**
 * Changes one of the artist's songs. A rejected song shows the reviewer's reason and goes
 * back for review ("Fix and resubmit"); a song under review can have its details, cover and
 * audio corrected; a published song's details are locked, but its album can change any
 * time (or it can be taken out of its album). The open quality issues are listed on top.
 */
export function SongEditDialog({ song, onClose }: { song: Song | null; onClose: () => void }) {
  const title = song?.status === 'rejected' ? 'Fix and resubmit' : 'Edit song';
  return (
    <Dialog open={song !== null} onClose={onClose} title={title}>
      {song ? <SongEditForm key={song.id} song={song} onDone={onClose} /> : null}
    </Dialog>
  );
}

/** The open issues on one song, as the artist reads them. */
export function SongIssueList({ issues, songTitle }: { issues: ArtistSongIssue[]; songTitle: string }) {
  return (
    <ul aria-label={`Issues to fix on ${songTitle}`} className="flex flex-col gap-2">
      {issues.map((issue) => (
        <li key={issue.id} className="rounded-xl border-l-4 border-coral-500 bg-coral-100/60 p-3">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-bold text-cloth-950">{issue.kindLabel}</span>
            <span className="text-sm font-semibold text-coral-700">{issue.statusLabel}</span>
          </p>
          <p className="mt-1 text-cloth-900">{issue.description}</p>
          <p className="mt-1 text-sm text-cloth-700">{issueHint(issue.kind)}</p>
        </li>
      ))}
    </ul>
  );
}

/** What the artist can do about an issue of this kind. */
function issueHint(kind: string): string {
  if ((ARTIST_SONG_AUDIO_KINDS as readonly string[]).includes(kind))
    return 'Replace the audio with a better recording.';
  if ((ARTIST_SONG_COVER_KINDS as readonly string[]).includes(kind)) return 'Replace the cover image.';
  if (kind === 'missing_album') return 'Put the song in one of your albums.';
  if (kind === 'missing_credit' || kind === 'metadata_problem') return 'Correct the title or the artist credit.';
  return 'Edit the song, or write to us through the contact page.';
}

function SongEditForm({ song, onDone }: { song: Song; onDone: () => void }) {
  const update = useUpdateSong();
  const replaceAudio = useReplaceAudio();
  const replaceCover = useReplaceSongCover();
  const issues = useArtistIssues();
  const open = issues.data?.bySong.get(song.id) ?? [];
  const rejected = song.status === 'rejected';
  const locked = song.status === 'published';
  const [title, setTitle] = useState(song.title);
  const [artist, setArtist] = useState(song.artist);
  const [genre, setGenre] = useState<string>(song.genre);
  const [albumId, setAlbumId] = useState(song.album?.id ?? '');
  const [audio, setAudio] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = update.isPending || replaceAudio.isPending || replaceCover.isPending;

  /** Only what changed; a rejected song always sends its details, which sends it back for review. */
  function patchOf(): ArtistSongPatch {
    const patch: ArtistSongPatch = {};
    if (!locked) {
      if (rejected || title.trim() !== song.title) patch.title = title.trim();
      if (rejected || artist.trim() !== song.artist) patch.artist = artist.trim();
      if (rejected || genre !== song.genre) patch.genre = genre as Song['genre'];
    }
    if (albumId !== (song.album?.id ?? '')) patch.albumId = albumId || null;
    return patch;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      const patch = patchOf();
      let message: string | null = null;
      if (Object.keys(patch).length > 0) message = (await update.mutateAsync({ id: song.id, patch })).message;
      if (cover) message = (await replaceCover.mutateAsync({ id: song.id, cover })).message;
      if (audio) message = (await replaceAudio.mutateAsync({ id: song.id, audio })).message;
      if (message) toast('success', message);
      onDone();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.UPLOAD_FAILED);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {rejected && song.rejectionReason ? (
        <div className="rounded-xl bg-coral-100 p-3">
          <p className="text-sm font-bold text-coral-700">Reason given by the reviewer</p>
          <p>{song.rejectionReason}</p>
        </div>
      ) : null}
      {open.length > 0 ? (
        <section aria-label="Issues to fix" className="flex flex-col gap-2">
          <h3 className="font-bold">{issueCount(open.length)}</h3>
          <SongIssueList issues={open} songTitle={song.title} />
        </section>
      ) : null}
      {locked ? (
        <p className="rounded-xl bg-sand-50 p-3 text-cloth-800">
          This song is published: its title, credit, genre, cover and audio are locked. Upload a new version to have
          changes reviewed. You can still change its album.
        </p>
      ) : (
        <>
          <Field label="Title" error={errors.title}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Field label="Artist" error={errors.artist}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={artist}
                onChange={(e) => setArtist(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Field label="Genre" error={errors.genre}>
            {({ id }) => <GenreSelect id={id} value={genre} onChange={(e) => setGenre(e.target.value)}></GenreSelect>}
          </Field>
        </>
      )}
      <SongAlbumField song={song} value={albumId} onChange={setAlbumId} error={errors.albumId} />
      {locked ? null : <ReplaceFilesFields onCover={setCover} onAudio={setAudio} />}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={!locked && (!title.trim() || !artist.trim())}>
          {rejected ? 'Send for review' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
