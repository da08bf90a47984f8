import { Trans, useLingui } from '@lingui/react/macro';
import { dataCostShort } from '@nupe/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { SongCover } from '../../../components/ui/cover';
import { formatTime } from '../format';
import { player, usePlayer } from '../player-store';
import { ArrowDownIcon, ArrowUpIcon, RemoveIcon } from './icons';

const itemButton =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-sand-100 hover:bg-white/10 hover:text-white disabled:opacity-30 disabled:hover:bg-transparent';

/** Where focus goes after a change moved or removed the button that had it. */
type FocusAfter = { key: string; action: 'up' | 'down' | 'remove' } | { key: null; action: 'heading' };

/**
 * The songs after the current one, in the order they will play: each can be played now,
 * moved up or down one place (buttons, so it works by touch, keyboard and screen reader)
 * or removed; "Clear queue" removes them all and keeps the current song.
 */
export function PlayerQueue() {
  const s = usePlayer();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter | null>(null);
  const { t } = useLingui();
  const upcoming = s.entries.slice(s.index + 1).map((entry, i) => ({ entry, position: s.index + 1 + i }));

  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    if (focusAfter.key === null) return headingRef.current?.focus();
    const row = listRef.current?.querySelector(`[data-entry="${focusAfter.key}"]`);
    const preferred = row?.querySelector<HTMLButtonElement>(`[data-action="${focusAfter.action}"]`);
    // At the top or the bottom the pressed button is disabled now: its neighbour takes focus.
    const target =
      preferred && !preferred.disabled
        ? preferred
        : row?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    if (target) target.focus();
    else headingRef.current?.focus();
  }, [focusAfter]);

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-bold text-white outline-none"
        >
          <Trans>Next up</Trans>
        </h3>
        <button
          type="button"
          disabled={upcoming.length === 0}
          onClick={() => {
            player.clearUpcoming();
            setFocusAfter({ key: null, action: 'heading' });
          }}
          className="min-h-11 rounded-full px-4 text-sm font-semibold text-sand-100 ring-1 ring-white/30 hover:bg-white/10 disabled:opacity-40 disabled:hover:bg-transparent"
        >
          <Trans>Clear queue</Trans>
        </button>
      </div>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-sm text-sand-200">
          <Trans>Nothing after this song. “Play next” and “Add to queue” on any song put it here.</Trans>
        </p>
      ) : (
        <ol ref={listRef} aria-label={t`Queue`} className="mt-3 flex flex-col gap-1">
          {upcoming.map(({ entry, position }, i) => {
            const song = entry.song;
            const title = song.title;
            const cost = dataCostShort(song, s.dataSaver);
            const first = i === 0;
            const last = i === upcoming.length - 1;
            return (
              <li
                key={entry.key}
                data-entry={entry.key}
                className="flex items-center gap-1 rounded-xl hover:bg-white/5"
              >
                <button
                  type="button"
                  onClick={() => player.playAt(position)}
                  className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl p-1.5 text-left"
                >
                  <SongCover song={song} sizes="40px" className="size-10 rounded-md shadow-none" />
                  <span className="min-w-0 flex-1">
                    <span className="sr-only">
                      <Trans>Play</Trans>{' '}
                    </span>
                    <span className="block truncate font-semibold text-white">{song.title}</span>
                    <span className="block truncate text-sm text-sand-200">
                      {song.artist}
                      <span className="sr-only">, </span>
                      <span aria-hidden="true"> · </span>
                      {formatTime(song.durationSeconds)}
                      {cost ? ` · ${cost}` : null}
                    </span>
                  </span>
                </button>
                <button
                  type="button"
                  data-action="up"
                  className={itemButton}
                  aria-label={t`Move ${title} up`}
                  disabled={first}
                  onClick={() => {
                    player.move(position, position - 1);
                    setFocusAfter({ key: entry.key, action: 'up' });
                  }}
                >
                  <ArrowUpIcon className="size-5" />
                </button>
                <button
                  type="button"
                  data-action="down"
                  className={itemButton}
                  aria-label={t`Move ${title} down`}
                  disabled={last}
                  onClick={() => {
                    player.move(position, position + 1);
                    setFocusAfter({ key: entry.key, action: 'down' });
                  }}
                >
                  <ArrowDownIcon className="size-5" />
                </button>
                <button
                  type="button"
                  data-action="remove"
                  className={itemButton}
                  aria-label={t`Remove ${title} from the queue`}
                  onClick={() => {
                    // Focus moves on to the row that takes this one's place (or the one above).
                    const neighbour = upcoming[i + 1] ?? upcoming[i - 1];
                    player.remove(entry.key);
                    setFocusAfter(
                      neighbour ? { key: neighbour.entry.key, action: 'remove' } : { key: null, action: 'heading' },
                    );
                  }}
                >
                  <RemoveIcon className="size-5" />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
