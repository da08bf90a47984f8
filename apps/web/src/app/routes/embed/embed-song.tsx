import { Trans, useLingui } from '@lingui/react/macro';
import type { Section, Song, TranscriptLayersResponse } from '@nupe/shared';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { SongCover } from '../../../components/ui/cover';
import { SectionList } from '../../../components/ui/section-list';
import { paths } from '../../../config/paths';
import { parseCues, type TranscriptCue } from '../../../features/listen/transcript/cues';
import { usePublicGet } from '../../../lib/use-public-get';

/** The first text layer's lines, read as anyone reads them (an embed never carries the visitor's account). */
function useFirstLayer(songId: string): TranscriptCue[] {
  const layers = usePublicGet<TranscriptLayersResponse>(`/songs/${encodeURIComponent(songId)}/transcripts`);
  const language = layers.status === 'success' ? layers.data.transcripts[0]?.language : undefined;
  const [cues, setCues] = useState<TranscriptCue[]>([]);
  useEffect(() => {
    if (!language) return;
    let alive = true;
    fetch(`/api/songs/${encodeURIComponent(songId)}/transcripts/${language}.vtt`)
      .then((res) => (res.ok ? res.text() : ''))
      .then((text) => alive && setCues(text ? parseCues(text) : []))
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, [songId, language]);
  return cues;
}

/**
 * /embed/song/:id, the player other sites put in an iframe: the recording, the section and
 * the line being heard, previous and next section, and a link to its page. Only what anyone
 * may hear: it reads the API signed out, so an item under an access protocol is "not available".
 */
export function EmbedSong() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const read = usePublicGet<{ song: Song }>(`/songs/${encodeURIComponent(id)}`);
  const sectionsRead = usePublicGet<Section[]>(`/songs/${encodeURIComponent(id)}/sections`);
  const sections = sectionsRead.status === 'success' ? sectionsRead.data : [];
  const cues = useFirstLayer(id);
  const audio = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);

  if (read.status === 'pending')
    return (
      <p className="p-4 text-cloth-700">
        <Trans>Loading…</Trans>
      </p>
    );
  if (read.status === 'error') {
    return (
      <main className="p-4">
        <h1 className="font-bold">
          <Trans>This recording is not available.</Trans>
        </h1>
      </main>
    );
  }
  const song = read.data.song;
  const title = song.title;
  const line = cues.find((c) => c.start !== null && c.end !== null && time >= c.start && time < c.end);
  const jump = (seconds: number) => {
    const a = audio.current;
    if (!a) return;
    a.currentTime = seconds;
    setTime(seconds);
    void a.play().catch(() => {});
  };
  return (
    <main className="flex min-h-dvh flex-col gap-2 bg-sand-50 p-3 text-cloth-950">
      <div className="flex min-w-0 items-center gap-3">
        <SongCover song={song} sizes="56px" className="size-14 shrink-0 rounded-lg shadow-none" />
        <div className="min-w-0">
          <h1 className="truncate font-bold">
            <a href={paths.song(song.id)} target="_blank" rel="noopener" className="hover:underline">
              {song.title}
            </a>
          </h1>
          <p className="truncate text-sm text-cloth-800">{song.artist} · Nupe Music</p>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: the line being heard is shown below as it plays */}
      <audio
        ref={audio}
        controls
        preload="none"
        src={song.streamUrl}
        className="w-full"
        aria-label={t`Play ${title}`}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
      />
      <SectionList sections={sections} seconds={time} onJump={jump} compact />
      {line ? (
        <p aria-live="polite" className="text-sm" data-testid="current-line">
          {line.speaker ? <span className="font-semibold">{line.speaker}: </span> : null}
          {line.text}
        </p>
      ) : null}
    </main>
  );
}
