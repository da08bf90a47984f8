import type { Section, Song } from '@nupe/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { languageName } from '../../components/ui/archive-details';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toasts';
import { api } from '../../lib/api-client';
import { archiveKeys } from './api';
import { type DraftSection, SectionRow } from './section-row';

const LANGUAGES = ['nup', 'hau', 'yor', 'eng', 'ara'];
let nextKey = 0;
const draft = (s: Omit<Section, 'id'>): DraftSection => ({
  key: nextKey++,
  start: s.start,
  end: s.end,
  title: s.title,
  synopsis: s.synopsis ?? '',
  keywords: s.keywords.join(', '),
  language: s.language ?? '',
});
const byStart = (list: DraftSection[]) => [...list].sort((a, b) => a.start - b.start);

/**
 * The sections of a long recording, made as the transcript is: play it and press "Mark a
 * section here" as each part begins, then give each its title (and a synopsis, keywords and
 * language when useful). Saving replaces the whole list; a problem names the section.
 */
export function SectionsEditor({ song }: { song: Song }) {
  const qc = useQueryClient();
  const key = ['archive', 'sections', song.id];
  const stored = useQuery({ queryKey: key, queryFn: () => api<Section[]>(`/songs/${song.id}/sections`) });
  const [list, setList] = useState<DraftSection[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    if (stored.data) setList(stored.data.map(draft));
  }, [stored.data]);

  const now = () => Math.round((audio.current?.currentTime ?? 0) * 1000) / 1000;
  const mark = () =>
    setList((l) =>
      byStart([...l, draft({ start: now(), end: null, title: '', synopsis: null, keywords: [], language: null })]),
    );
  const change = (k: number, patch: Partial<DraftSection>) =>
    setList((l) => byStart(l.map((s) => (s.key === k ? { ...s, ...patch } : s))));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const sections = list.map((s) => ({
        start: s.start,
        end: s.end,
        title: s.title,
        synopsis: s.synopsis.trim() || null,
        keywords: s.keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
        language: s.language || null,
      }));
      const saved = await api<Section[]>(`/songs/${song.id}/sections`, { method: 'PUT', body: { sections } });
      qc.setQueryData(key, saved);
      void qc.invalidateQueries({ queryKey: archiveKeys.history(song.id) });
      toast('success', 'Sections saved.');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Saving failed.');
    } finally {
      setSaving(false);
    }
  };

  const languages = [...new Set([...LANGUAGES, ...song.archive.languages])].map((code) => ({
    code,
    name: languageName(code),
  }));
  return (
    <form onSubmit={save} noValidate className="grid min-w-0 gap-4" aria-label="Sections">
      {/* biome-ignore lint/a11y/useMediaCaption: this player is for marking the sections themselves */}
      <audio ref={audio} controls src={song.streamUrl} className="w-full" aria-label={`Recording of ${song.title}`} />
      <div>
        <Button type="button" variant="secondary" onClick={mark}>
          Mark a section here
        </Button>
      </div>
      {list.length === 0 ? (
        <p className="text-cloth-700">No sections yet. Play the recording and mark where each part begins.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Sections">
          {list.map((s, i) => (
            <SectionRow
              key={s.key}
              section={s}
              n={i + 1}
              languages={languages}
              onChange={(patch) => change(s.key, patch)}
              onStamp={() => change(s.key, { start: now() })}
              onRemove={() => setList((l) => l.filter((x) => x.key !== s.key))}
            />
          ))}
        </ol>
      )}
      {error ? (
        <p role="alert" className="font-semibold text-coral-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={saving}>
          Save sections
        </Button>
      </div>
    </form>
  );
}
