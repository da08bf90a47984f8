import type { Song } from '@nupe/shared';
import type { RefObject } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/field';
import { type VttLine as Line, vttTime } from '../../lib/webvtt';

const short = (s: number | null) => (s === null ? '–' : vttTime(s).slice(3, 10));

/** The recording to stamp by, "Stamp line n", and the lines: each selectable, its start, its text to correct. */
export function TranscriptStamping({
  song,
  audio,
  lines,
  onLines,
  next,
  onNext,
  onStamp,
  selected,
  onSelected,
}: {
  song: Song;
  audio: RefObject<HTMLAudioElement | null>;
  lines: Line[];
  onLines: (lines: Line[]) => void;
  next: number;
  onNext: (next: number) => void;
  onStamp: () => void;
  selected: number[];
  onSelected: (selected: number[]) => void;
}) {
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: this player is for stamping the captions themselves */}
      <audio ref={audio} controls src={song.streamUrl} className="w-full" aria-label={`Recording of ${song.title}`} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={onStamp} disabled={next >= lines.length}>
          {next < lines.length ? `Stamp line ${next + 1}` : 'Every line stamped'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onNext(0)}>
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
                onSelected(e.target.checked ? [...selected, i].sort((a, b) => a - b) : selected.filter((x) => x !== i))
              }
            />
            <span className="w-16 shrink-0 font-mono text-xs text-cloth-700 tabular-nums">{short(l.start)}</span>
            <Input
              aria-label={`Line ${i + 1}`}
              value={l.text}
              onChange={(e) => onLines(lines.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))}
              className="min-w-0 flex-1 py-1.5"
            />
          </li>
        ))}
      </ol>
    </>
  );
}
