import { Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useEffect, useRef, useState } from 'react';
import { languageName } from '../../../components/ui/archive-details';
import { cn } from '../../../components/ui/cn';
import { currentLocale } from '../../../lib/i18n';
import { fetchVtt } from '../../../lib/webvtt';
import { listenReads, useListenData } from '../api';
import { player, usePlayer } from '../player-store';
import { parseCues, type TranscriptCue } from './cues';
import { LineShare } from './line-share';

/** The layer's WebVTT, as text (signed in when the listener is: the item may be theirs to see). */
function useCues(songId: string, language: string | null): TranscriptCue[] | null | 'error' {
  const [cues, setCues] = useState<TranscriptCue[] | null | 'error'>(null);
  useEffect(() => {
    if (!language) return;
    let alive = true;
    setCues(null);
    fetchVtt(songId, language)
      .then((text) => {
        if (alive) setCues(parseCues(text));
      })
      .catch(() => alive && setCues('error'));
    return () => {
      alive = false;
    };
  }, [songId, language]);
  return cues;
}

/**
 * What is said in the recording: the transcript and its translations, the line being
 * heard highlighted while the song plays, and a tap on a timed line playing from there.
 */
export function SyncedTranscript({ song, className }: { song: Song; className?: string }) {
  const layers = useListenData(listenReads.transcripts(song.id));
  const list = layers.status === 'success' ? layers.data.transcripts : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? list[0]?.language ?? null;
  const cues = useCues(song.id, language);
  const state = usePlayer();
  const playingThis = state.queue[state.index]?.id === song.id;
  const now = playingThis ? state.currentTime : -1;
  const listRef = useRef<HTMLOListElement>(null);
  const { t } = useLingui();
  const locale = currentLocale();
  const nameOf = (code: string) => (code === 'nup' ? t`Nupe` : languageName(code, locale));
  const currentIndex =
    Array.isArray(cues) && now >= 0
      ? cues.findIndex((c) => c.start !== null && c.end !== null && now >= c.start && now < c.end)
      : -1;

  // Keeps the line being heard in view inside the transcript box (never scrolls the page).
  useEffect(() => {
    const box = listRef.current;
    const line = currentIndex >= 0 ? box?.children[currentIndex] : null;
    if (!box || !(line instanceof HTMLElement)) return;
    const top = line.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTo({ top: Math.max(0, top - box.clientHeight / 3), behavior: 'smooth' });
    }
  }, [currentIndex]);

  if (list.length === 0) return null;
  const languageText = language ? nameOf(language) : '';
  // Another song playing: this one from the line (playQueue starts it there).
  const playFrom = (start: number) => {
    if (!playingThis) return player.playQueue([song], 0, start);
    player.seek(start);
    player.resume();
  };
  return (
    <section aria-labelledby="transcript-title" className={cn('grid min-w-0 gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="transcript-title" className="text-xl font-bold">
          <Trans>What is said</Trans>
        </h2>
        {list.length > 1 ? (
          <fieldset className="flex flex-wrap gap-1 rounded-full bg-sand-100 p-1">
            <legend className="sr-only">
              <Trans>Language of the text</Trans>
            </legend>
            {list.map((l) => (
              <label
                key={l.language}
                className={cn(
                  'cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold',
                  l.language === language ? 'bg-cloth-900 text-white' : 'text-cloth-800',
                )}
              >
                <input
                  type="radio"
                  name={`transcript-${song.id}`}
                  className="sr-only"
                  checked={l.language === language}
                  onChange={() => setChosen(l.language)}
                />
                {nameOf(l.language)}
                {l.kind === 'translation' ? ` ${t`(translation)`}` : ''}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      {cues === null ? (
        <p className="text-cloth-700">
          <Trans>Loading the text…</Trans>
        </p>
      ) : cues === 'error' ? (
        <p className="text-cloth-700">
          <Trans>The text could not be loaded.</Trans>
        </p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t`Text in ${languageText}`}
          className="relative grid max-h-80 gap-1 overflow-y-auto rounded-xl bg-sand-50 p-2"
          lang={language ?? undefined}
        >
          {cues.map((c, i) => (
            <li key={`${c.start ?? 'untimed'}-${i}`} className="flex items-start gap-1">
              {c.start === null ? (
                <p className="px-3 py-2 text-cloth-800">{c.text}</p>
              ) : (
                <button
                  type="button"
                  aria-current={i === currentIndex ? 'true' : undefined}
                  onClick={() => playFrom(c.start as number)}
                  className={cn(
                    'w-full rounded-lg px-3 py-2 text-left transition-colors',
                    i === currentIndex
                      ? 'bg-brass-300 font-semibold text-cloth-950'
                      : 'text-cloth-800 hover:bg-sand-100',
                  )}
                >
                  {c.speaker ? <span className="mr-1 text-sm font-semibold text-cloth-700">{c.speaker}:</span> : null}
                  {c.text}
                </button>
              )}
              {c.start === null ? null : <LineShare song={song} seconds={c.start} text={c.text} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
