import type { Song, TranscriptLayersResponse } from '@nupe/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/ui/toasts';
import { ApiError, api } from '../../lib/api-client';
import { tokenStorage } from '../../lib/token-storage';
import { fetchVtt, type VttLine as Line, readVtt, writeVtt } from '../../lib/webvtt';

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

export type TranscriptKind = 'transcript' | 'translation';
export type TranscriptStatus = 'draft' | 'reviewed';

/**
 * The transcript editor's state: the chosen language's layer loaded to edit, typed lines taken
 * in, each line stamped at the recording's moment, and the layer saved as WebVTT.
 */
export function useTranscriptEditor(song: Song) {
  const qc = useQueryClient();
  const layers = useQuery({
    queryKey: ['archive', 'transcripts', song.id],
    queryFn: () => api<TranscriptLayersResponse>(`/songs/${song.id}/transcripts`),
  });
  const [language, setLanguage] = useState(song.archive.languages[0] ?? 'nup');
  const [kind, setKind] = useState<TranscriptKind>('transcript');
  const [status, setStatus] = useState<TranscriptStatus>('draft');
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

  return {
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
  };
}
