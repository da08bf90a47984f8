import type { Song, TranscriptLayersResponse } from '@nupe/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { languageName } from '../../components/ui/archive-details';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Field, FieldError, Input, Select, Textarea } from '../../components/ui/field';
import { toast } from '../../components/ui/toasts';
import { ApiError, api } from '../../lib/api-client';
import { tokenStorage } from '../../lib/token-storage';
import { fetchVtt, readVtt, type VttLine, vttTime, writeVtt } from '../../lib/webvtt';

type Line = VttLine;

const LANGUAGES = ['nup', 'hau', 'yor', 'eng', 'ara'];
const short = (s: number | null) => (s === null ? '–' : vttTime(s).slice(3, 10));

async function sendText(path: string, method: 'PUT', body: string): Promise<TranscriptLayersResponse> {
  const token = tokenStorage.get();
  const res = await fetch(`/api${path}`, {
    method,
    headers: { 'content-type': 'text/vtt', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const data = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new ApiError({
      message: data.message ?? 'Saving failed.',
      status: res.status,
      code: data.code ?? 'ERROR',
      serverError: data.message,
      fields: data.fields,
    });
  return data as TranscriptLayersResponse;
}

/**
 * A transcript or translation layer, made the way oral-history indexers do it: paste or type the
 * lines, play the recording, and tap "Stamp" as each line begins; save as draft or reviewed.
 * Lines selected together can be marked as a proverb said at that moment.
 */
export function TranscriptEditor({ song }: { song: Song }) {
  const qc = useQueryClient();
  const layers = useQuery({
    queryKey: ['archive', 'transcripts', song.id],
    queryFn: () => api<TranscriptLayersResponse>(`/songs/${song.id}/transcripts`),
  });
  const [language, setLanguage] = useState(song.archive.languages[0] ?? 'nup');
  const [kind, setKind] = useState<'transcript' | 'translation'>('transcript');
  const [status, setStatus] = useState<'draft' | 'reviewed'>('draft');
  const [lines, setLines] = useState<Line[]>([]);
  const [draftText, setDraftText] = useState('');
  const [next, setNext] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const existing = layers.data?.transcripts.find((l) => l.language === language);

  // The chosen language's layer, when there is one, is loaded to edit.
  useEffect(() => {
    if (!existing) {
      setLines([]);
      return;
    }
    setKind(existing.kind);
    setStatus(existing.status);
    fetchVtt(song.id, language).then(
      (t) => setLines(readVtt(t)),
      (err: Error) => setError(err.message),
    );
  }, [existing, language, song.id]);

  const useTyped = () => {
    setLines(
      draftText
        .split('\n')
        .map((t) => t.trim())
        .filter(Boolean)
        .map((text) => ({ start: null, end: null, text })),
    );
    setNext(0);
  };

  const stampNext = () => {
    const at = audio.current?.currentTime ?? 0;
    setLines((ls) =>
      ls.map((l, i) => {
        if (i === next) return { ...l, start: at, end: null };
        // The line before ends where this one begins.
        if (i === next - 1 && l.start !== null) return { ...l, end: Math.max(at, l.start + 0.001) };
        return l;
      }),
    );
    setNext((n) => n + 1);
  };

  const finish = (ls: Line[]): Line[] => {
    const end =
      audio.current && Number.isFinite(audio.current.duration) ? audio.current.duration : (song.durationSeconds ?? 0);
    return ls.map((l, i) =>
      l.start !== null && l.end === null && i === ls.length - 1
        ? { ...l, end: Math.max(end - 0.01, l.start + 0.001) }
        : l.start !== null && l.end === null
          ? { ...l, start: null }
          : l,
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const done = finish(lines);
      setLines(done);
      await sendText(`/songs/${song.id}/transcripts/${language}?kind=${kind}&status=${status}`, 'PUT', writeVtt(done));
      toast('success', 'Transcript saved.');
      await qc.invalidateQueries({ queryKey: ['archive', 'transcripts', song.id] });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Saving failed.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="grid min-w-0 gap-4" aria-label="Transcript">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Language of the text">
          {({ id }) => (
            <Select id={id} value={language} onChange={(e) => setLanguage(e.target.value)}>
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
            <Select id={id} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              <option value="transcript">What is said (transcript)</option>
              <option value="translation">A translation</option>
            </Select>
          )}
        </Field>
        <Field label="Status">
          {({ id }) => (
            <Select id={id} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              <option value="draft">Draft</option>
              <option value="reviewed">Reviewed</option>
            </Select>
          )}
        </Field>
      </div>
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
          {/* biome-ignore lint/a11y/useMediaCaption: this player is for stamping the captions themselves */}
          <audio
            ref={audio}
            controls
            src={song.streamUrl}
            className="w-full"
            aria-label={`Recording of ${song.title}`}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" onClick={stampNext} disabled={next >= lines.length}>
              {next < lines.length ? `Stamp line ${next + 1}` : 'Every line stamped'}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setNext(0)}>
              Start stamping again
            </Button>
          </div>
          <ol className="grid gap-1" aria-label="Lines">
            {lines.map((l, i) => (
              <li
                key={i}
                className={cn('flex min-w-0 items-center gap-2 rounded-lg px-2 py-1', i === next ? 'bg-brass-100' : '')}
              >
                <input
                  type="checkbox"
                  className="size-5 shrink-0"
                  aria-label={`Select line ${i + 1}`}
                  checked={selected.includes(i)}
                  onChange={(e) =>
                    setSelected(
                      e.target.checked ? [...selected, i].sort((a, b) => a - b) : selected.filter((x) => x !== i),
                    )
                  }
                />
                <span className="w-16 shrink-0 font-mono text-xs text-cloth-700 tabular-nums">{short(l.start)}</span>
                <Input
                  aria-label={`Line ${i + 1}`}
                  value={l.text}
                  onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
                  className="min-w-0 flex-1 py-1.5"
                />
              </li>
            ))}
          </ol>
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

/** "This is a proverb": the selected lines, stamped, become an occurrence of a new proverb. */
function ProverbFromLines({ song, lines }: { song: Song; lines: Line[] }) {
  const [open, setOpen] = useState(false);
  const [literal, setLiteral] = useState('');
  const [figurative, setFigurative] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stamped = lines.filter((l) => l.start !== null);
  if (lines.length === 0) return null;
  const start = stamped[0]?.start ?? null;
  const end = stamped.at(-1)?.end ?? null;
  const mark = async () => {
    setError(null);
    try {
      if (start === null || end === null)
        throw new Error('Stamp and save the lines first: a proverb is marked at its moment.');
      const created = await api<{ proverb: { id: string } }>('/proverbs', {
        method: 'POST',
        body: {
          text: lines.map((l) => l.text.trim()).join(' '),
          meanings: { eng: { literal: literal.trim() || null, figurative: figurative.trim() || null } },
        },
      });
      await api(`/proverbs/${created.proverb.id}/occurrences`, { method: 'POST', body: { song: song.id, start, end } });
      toast('success', 'Proverb marked. It is in the proverb index.');
      setOpen(false);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Marking failed.');
    }
  };
  return (
    <div className="rounded-xl border-2 border-sand-200 p-3">
      {open ? (
        <div className="grid gap-3">
          <p className="font-semibold">“{lines.map((l) => l.text).join(' ')}”</p>
          <Field label="Literal meaning in English">
            {({ id }) => <Input id={id} value={literal} onChange={(e) => setLiteral(e.target.value)} />}
          </Field>
          <Field label="What it means" optional>
            {({ id }) => <Input id={id} value={figurative} onChange={(e) => setFigurative(e.target.value)} />}
          </Field>
          {error ? <FieldError>{error}</FieldError> : null}
          <div className="flex gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => void mark()}>
              Mark as a proverb
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          This is a proverb
        </Button>
      )}
    </div>
  );
}
