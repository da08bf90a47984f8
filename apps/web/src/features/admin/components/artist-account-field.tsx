import { useId } from 'react';
import { Field, Input, Select } from '../../../components/ui/field';
import { useArtistOptions } from '../api/songs';
import type { UploadValues } from './use-upload-song-form';

/** "Artist account": search the approved artists and link the song to one (its credit filled in when empty). */
export function ArtistAccountField({
  values,
  setValues,
  query,
  onQuery,
  error,
  disabled,
}: {
  values: UploadValues;
  setValues: (update: (v: UploadValues) => UploadValues) => void;
  query: string;
  onQuery: (query: string) => void;
  error?: string;
  disabled: boolean;
}) {
  const options = useArtistOptions(query);
  return (
    <Field label="Artist account" optional hint="Link the song to an approved artist’s account." error={error}>
      {(p) => (
        <div className="flex flex-col gap-2">
          <Input
            type="search"
            aria-label="Search artist accounts"
            placeholder="Search artist accounts"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            disabled={disabled}
          />
          <Select
            id={p.id}
            aria-describedby={p.describedBy}
            value={values.ownerId}
            onChange={(e) => {
              const id = e.target.value;
              const chosen = options.data?.artists.find((a) => a.userId === id);
              setValues((v) => ({ ...v, ownerId: id, artist: v.artist || chosen?.displayName || '' }));
            }}
            disabled={disabled}
          >
            <option value="">No linked account</option>
            {options.data?.artists.map((a) => (
              <option key={a.userId} value={a.userId}>
                {a.displayName}
                {a.fullName !== a.displayName ? ` (${a.fullName})` : ''}
              </option>
            ))}
          </Select>
        </div>
      )}
    </Field>
  );
}

/** "Sending the files" with the upload's progress in percent. */
export function UploadProgress({ progress }: { progress: number }) {
  const progressId = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm font-semibold text-cloth-800">
        <span id={progressId}>Sending the files</span>
        <span>{progress}%</span>
      </div>
      <progress
        aria-labelledby={progressId}
        value={progress}
        max={100}
        className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-sand-200 [&::-webkit-progress-value]:bg-bead-700"
      />
    </div>
  );
}
