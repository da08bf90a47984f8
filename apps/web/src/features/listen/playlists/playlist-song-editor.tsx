import { useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { SongCover } from '../../../components/ui/cover';
import { lineIcon } from '../components/icon';
import { ArrowDownIcon, ArrowUpIcon, RemoveIcon } from '../components/icons';
import { formatTime } from '../format';

const GripIcon = lineIcon(
  <>
    <circle cx="9" cy="6" r="0.6" />
    <circle cx="15" cy="6" r="0.6" />
    <circle cx="9" cy="12" r="0.6" />
    <circle cx="15" cy="12" r="0.6" />
    <circle cx="9" cy="18" r="0.6" />
    <circle cx="15" cy="18" r="0.6" />
  </>,
);

const tool =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-cloth-800 hover:bg-sand-200 disabled:opacity-30 disabled:hover:bg-transparent';

/**
 * The owner's playlist in edit mode: each row moves up or down with its buttons (the way for a
 * keyboard and a phone), by dragging its grip (a mouse; native HTML5 drag and drop), or
 * leaves the list. `onMove` and `onRemove` get positions; the page sends the whole order.
 */
export function PlaylistSongEditor({
  songs,
  onMove,
  onRemove,
}: {
  songs: Song[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const from = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const seen = new Map<string, number>();
  const list = useRef<HTMLOListElement>(null);
  // A moved row's button keeps the keyboard's place (or its twin, at the end of the list).
  const [refocus, setRefocus] = useState<{ id: string; dir: 'up' | 'down' } | null>(null);
  const { t } = useLingui();
  useEffect(() => {
    if (!refocus || !list.current) return;
    const pick = (dir: string) =>
      list.current?.querySelector<HTMLButtonElement>(
        `button[data-move="${dir}"][data-song="${refocus.id}"]:not(:disabled)`,
      );
    (pick(refocus.dir) ?? pick(refocus.dir === 'up' ? 'down' : 'up'))?.focus();
    setRefocus(null);
  });

  const end = () => {
    from.current = null;
    setOver(null);
  };

  return (
    <ol
      ref={list}
      aria-label={t`Songs, in order`}
      className="flex flex-col divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white"
    >
      {songs.map((song, i) => {
        const n = (seen.get(song.id) ?? 0) + 1;
        seen.set(song.id, n);
        const dropHere = over === i && from.current !== null && from.current !== i;
        const below = dropHere && (from.current ?? 0) < i;
        const title = song.title;
        return (
          <li
            key={`${song.id}:${n}`}
            data-testid="playlist-edit-row"
            onDragOver={(e) => {
              if (from.current === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (over !== i) setOver(i);
            }}
            onDrop={(e) => {
              e.preventDefault();
              const start = from.current;
              end();
              if (start !== null && start !== i) onMove(start, i);
            }}
            className={cn(
              'relative flex items-center gap-1 py-1.5 pr-1.5 pl-1 sm:gap-2 sm:pr-3',
              dropHere && 'bg-brass-200/50',
            )}
          >
            {dropHere ? (
              <span
                aria-hidden="true"
                className={cn('absolute inset-x-2 h-1 rounded-full bg-brass-500', below ? '-bottom-0.5' : '-top-0.5')}
              />
            ) : null}
            <span
              draggable
              role="img"
              aria-label={t`Drag to reorder “${title}”`}
              title={t`Drag to reorder`}
              onDragStart={(e) => {
                from.current = i;
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', song.id);
              }}
              onDragEnd={end}
              className="flex h-11 w-8 shrink-0 cursor-grab items-center justify-center rounded-lg text-cloth-700 hover:bg-sand-100 active:cursor-grabbing sm:w-10"
            >
              <GripIcon className="size-5" />
            </span>
            <span
              className="hidden w-6 shrink-0 text-center text-sm text-cloth-700 tabular-nums sm:block"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className="hidden shrink-0 min-[480px]:block">
              <SongCover song={song} sizes="44px" className="size-11 rounded-lg shadow-none" />
            </span>
            <span className="ml-1 min-w-0 flex-1">
              <span className="block truncate font-semibold text-cloth-900">{song.title}</span>
              <span className="block truncate text-sm text-cloth-700">
                {song.artist}
                <span className="hidden sm:inline"> · {formatTime(song.durationSeconds)}</span>
              </span>
            </span>
            <button
              type="button"
              className={tool}
              disabled={i === 0}
              aria-label={t`Move “${title}” up`}
              data-move="up"
              data-song={song.id}
              onClick={() => {
                onMove(i, i - 1);
                setRefocus({ id: song.id, dir: 'up' });
              }}
            >
              <ArrowUpIcon className="size-5" />
            </button>
            <button
              type="button"
              className={tool}
              disabled={i === songs.length - 1}
              aria-label={t`Move “${title}” down`}
              data-move="down"
              data-song={song.id}
              onClick={() => {
                onMove(i, i + 1);
                setRefocus({ id: song.id, dir: 'down' });
              }}
            >
              <ArrowDownIcon className="size-5" />
            </button>
            <button
              type="button"
              className={cn(tool, 'text-coral-700 hover:bg-coral-100')}
              aria-label={t`Remove “${title}” from the playlist`}
              onClick={() => onRemove(i)}
            >
              <RemoveIcon className="size-5" />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
