import { Trans, useLingui } from '@lingui/react/macro';
import type { Section, Song } from '@nupe/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { SectionList } from '../../../components/ui/section-list';
import { dataCostText } from '../../../lib/data-cost';
import { currentSectionIndex } from '../../../lib/sections';
import { withQuery } from '../../../lib/with-query';

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The song page's own small player: a plain `<audio>` of the song's stream at the listener's
 * quality (Data Saver when they chose it), play/pause, a seek slider, the time and what the
 * song costs in data. Nothing is downloaded before Play.
 */
export function CompactPlayer({
  song,
  dataSaver,
  sections = [],
  startAt = null,
  children,
}: {
  song: Song;
  dataSaver: boolean;
  sections?: readonly Section[];
  /** A shared moment (`?t=`): the player opens there and tries to play from there. */
  startAt?: number | null;
  /** What to draw under the player for the moment it is at (sharing it). */
  children?: (seconds: number) => ReactNode;
}) {
  const { t } = useLingui();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(startAt ?? 0);
  const [duration, setDuration] = useState(song.durationSeconds ?? 0);
  const [failed, setFailed] = useState(false);
  const src = withQuery(song.streamUrl, { quality: dataSaver ? 'data-saver' : 'standard' });

  useEffect(() => () => audio.current?.pause(), []);
  // Opened at a moment: start there (a browser that wants a tap first keeps it ready there).
  useEffect(() => {
    const a = audio.current;
    if (!a || startAt === null) return;
    a.currentTime = startAt;
    a.play().catch(() => setPlaying(false));
  }, [startAt]);

  // The lock screen names the section being heard once the song plays.
  const sectionTitle = playing ? (sections[currentSectionIndex(sections, time)]?.title ?? null) : null;
  useEffect(() => {
    if (!playing || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    navigator.mediaSession.metadata = new MediaMetadata({
      title: sectionTitle ? `${sectionTitle} — ${song.title}` : song.title,
      artist: song.artist,
      album: song.album?.title ?? '',
      artwork: song.coverUrls ? [{ src: song.coverUrls.md, sizes: '480x480', type: 'image/webp' }] : [],
    });
  }, [playing, sectionTitle, song]);

  const jump = (seconds: number) => {
    const a = audio.current;
    if (!a) return;
    a.currentTime = seconds;
    setTime(seconds);
    if (a.paused) a.play().catch(() => setPlaying(false));
  };

  const size = dataCostText(song, dataSaver)?.label ?? null;
  const elapsed = clock(time);
  const total = clock(duration);

  const toggle = () => {
    const a = audio.current;
    if (!a) return;
    if (a.paused) {
      setFailed(false);
      a.play().catch(() => setPlaying(false));
    } else a.pause();
  };

  return (
    <div className="mt-6 rounded-2xl border border-sand-200 bg-sand-100 p-4 text-left">
      {/* biome-ignore lint/a11y/useMediaCaption: music; the words are on the page (What is said) */}
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onDurationChange={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setDuration(e.currentTarget.duration);
        }}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? t`Pause` : t`Play`}
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-cloth-700 text-white hover:bg-cloth-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cloth-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="currentColor">
            {playing ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            ) : (
              <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5Z" />
            )}
          </svg>
        </button>
        <div className="min-w-0 flex-1">
          <input
            type="range"
            aria-label={t`Seek`}
            aria-valuetext={t`${elapsed} of ${total}`}
            min={0}
            max={Math.max(1, Math.floor(duration))}
            step={1}
            value={Math.floor(time)}
            onChange={(e) => {
              const to = Number(e.currentTarget.value);
              if (audio.current) audio.current.currentTime = to;
              setTime(to);
            }}
            className="w-full accent-cloth-700"
          />
          <p className="flex justify-between text-sm text-cloth-800 tabular-nums">
            <span>{clock(time)}</span>
            <span>{clock(duration)}</span>
          </p>
        </div>
      </div>
      {size ? (
        <p className="mt-2 text-sm text-cloth-800">
          <span className="sr-only">
            <Trans>Data used:</Trans>{' '}
          </span>
          {size}
        </p>
      ) : null}
      <SectionList sections={sections} seconds={time} onJump={jump} className="mt-4" />
      {children ? <div className="mt-3">{children(time)}</div> : null}
      {failed ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-cloth-900">
          <Trans>This song could not be played. Check your connection and try again.</Trans>
        </p>
      ) : null}
    </div>
  );
}
