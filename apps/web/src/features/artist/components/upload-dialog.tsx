import { ArchiveEssentials } from '../../../components/ui/archive-essentials';
import { Button } from '../../../components/ui/button';
import { ConsentFields } from '../../../components/ui/consent-fields';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { GenreSelect } from '../../../components/ui/genre-select';
import { Recorder } from './recorder';
import { AlbumField, ResumableProgress, UploadFileFields } from './upload-form-fields';
import { useUploadForm } from './use-upload-form';

type UploadDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The credit the form starts with: the artist's display name. */
  defaultArtist: string;
  /** 'record': the audio comes from the microphone instead of a file. */
  mode: 'file' | 'record';
};

/** Upload New Track / New Recording: the upload form for the artist's own songs. */
export function UploadDialog({ open, onClose, defaultArtist, mode }: UploadDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={mode === 'record' ? 'New Recording' : 'Upload New Track'}>
      {open ? <UploadForm key={mode} onDone={onClose} defaultArtist={defaultArtist} mode={mode} /> : null}
    </Dialog>
  );
}

function UploadForm({
  onDone,
  defaultArtist,
  mode,
}: {
  onDone: () => void;
  defaultArtist: string;
  mode: 'file' | 'record';
}) {
  const {
    title,
    setTitle,
    artist,
    setArtist,
    genre,
    setGenre,
    album,
    setAlbum,
    setAudio,
    pickAudio,
    pickCover,
    uploading,
    progress,
    resumedFrom,
    errors,
    consent,
    setConsent,
    essentials,
    setEssentials,
    ready,
    submit,
  } = useUploadForm({ onDone, defaultArtist });

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {mode === 'record' ? <Recorder disabled={uploading} onRecording={(file) => setAudio(file)} /> : null}
      <Field label="Title" error={errors.title}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploading}
          />
        )}
      </Field>
      <Field label="Artist" hint="The performer credit shown with the song." error={errors.artist}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={artist}
            onChange={(e) => setArtist(e.target.value)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploading}
          />
        )}
      </Field>
      <Field label="Genre" error={errors.genre}>
        {({ id, describedBy, invalid }) => (
          <GenreSelect
            id={id}
            value={genre}
            onChange={(e) => setGenre(e.target.value)}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
            disabled={uploading}
          >
            <option value="">Choose a genre</option>
          </GenreSelect>
        )}
      </Field>
      <AlbumField value={album} onChange={setAlbum} error={errors.album} disabled={uploading} />
      <UploadFileFields withAudio={mode === 'file'} pickAudio={pickAudio} pickCover={pickCover} disabled={uploading} />
      <ArchiveEssentials value={essentials} onChange={setEssentials} disabled={uploading} errors={errors} />
      <ConsentFields value={consent} onChange={setConsent} disabled={uploading} errors={errors} />
      {uploading ? <ResumableProgress progress={progress} resumedFrom={resumedFrom} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={uploading}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </form>
  );
}
