import type { Song } from '@nupe/shared';
import { languageName } from '../../components/ui/archive-details';
import { Field, Select } from '../../components/ui/field';
import type { TranscriptKind, TranscriptStatus } from './use-transcript-editor';

const LANGUAGES = ['nup', 'hau', 'yor', 'eng', 'ara'];

/** Which layer is edited: its language, whether it is what is said or a translation, and its status. */
export function TranscriptLayerFields({
  song,
  language,
  onLanguage,
  kind,
  onKind,
  status,
  onStatus,
}: {
  song: Song;
  language: string;
  onLanguage: (language: string) => void;
  kind: TranscriptKind;
  onKind: (kind: TranscriptKind) => void;
  status: TranscriptStatus;
  onStatus: (status: TranscriptStatus) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label="Language of the text">
        {({ id }) => (
          <Select id={id} value={language} onChange={(e) => onLanguage(e.target.value)}>
            {[...new Set([...LANGUAGES, ...song.archive.languages])].map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="It is">
        {({ id }) => (
          <Select id={id} value={kind} onChange={(e) => onKind(e.target.value as TranscriptKind)}>
            <option value="transcript">What is said (transcript)</option>
            <option value="translation">A translation</option>
          </Select>
        )}
      </Field>
      <Field label="Status">
        {({ id }) => (
          <Select id={id} value={status} onChange={(e) => onStatus(e.target.value as TranscriptStatus)}>
            <option value="draft">Draft</option>
            <option value="reviewed">Reviewed</option>
          </Select>
        )}
      </Field>
    </div>
  );
}
