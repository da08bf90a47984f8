import type { Song } from '@nupe/shared';
import { Button } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/field';
import type { VttLine as Line } from '../../lib/webvtt';
import { ProverbFromLines } from './proverb-from-lines';
import { TranscriptLayerFields } from './transcript-layer-fields';
import { TranscriptStamping } from './transcript-stamping';
import { useTranscriptEditor } from './use-transcript-editor';

/**
 * A transcript or translation layer, made the way oral-history indexers do it: paste or type the
 * lines, play the recording, and tap "Stamp" as each line begins; save as draft or reviewed.
 * Lines selected together can be marked as a proverb said at that moment.
 */
export function TranscriptEditor({ song }: { song: Song }) {
  const {
    language,
    setLanguage,
    kind,
    setKind,
    status,
    setStatus,
    lines,
    setLines,
    draftText,
    setDraftText,
    next,
    setNext,
    selected,
    setSelected,
    error,
    saving,
    audio,
    useTyped,
    stampNext,
    save,
  } = useTranscriptEditor(song);

  return (
    <form onSubmit={save} noValidate className="grid min-w-0 gap-4" aria-label="Transcript">
      <TranscriptLayerFields
        song={song}
        language={language}
        onLanguage={setLanguage}
        kind={kind}
        onKind={setKind}
        status={status}
        onStatus={setStatus}
      />
      {lines.length === 0 ? (
        <div className="grid gap-2">
          <Field label="Lines" hint="One line per line of speech or song. Tone marks are kept as typed.">
            {({ id }) => <Textarea id={id} rows={5} value={draftText} onChange={(e) => setDraftText(e.target.value)} />}
          </Field>
          <div>
            <Button type="button" variant="outline" size="sm" onClick={useTyped} disabled={!draftText.trim()}>
              Use these lines
            </Button>
          </div>
        </div>
      ) : (
        <>
          <TranscriptStamping
            song={song}
            audio={audio}
            lines={lines}
            onLines={setLines}
            next={next}
            onNext={setNext}
            onStamp={stampNext}
            selected={selected}
            onSelected={setSelected}
          />
          <ProverbFromLines song={song} lines={selected.map((i) => lines[i]).filter((l): l is Line => Boolean(l))} />
        </>
      )}
      {error ? (
        <p role="alert" className="font-semibold text-coral-700">
          {error}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <div>
          <Button type="submit" loading={saving}>
            Save transcript
          </Button>
        </div>
      ) : null}
    </form>
  );
}
