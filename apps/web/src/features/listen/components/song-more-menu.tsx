import { Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { usePopover } from '../../../lib/use-popover';
import { useSongReactions } from '../library/library-store';
import { DownloadButton } from '../offline/download-button';
import { listenPaths } from '../paths';
import { AddToPlaylistButton } from '../playlists/add-to-playlist-button';
import { QueueActions } from '../queue/queue-actions';
import { MoreIcon } from './action-icons';
import { menuItem } from './menu-item';
import { ReactionButton } from './reaction-button';

/** Where a floating panel sits: under its button, right edges together, kept on the screen (above when no room below). */
function placePanel(button: HTMLElement, panel: HTMLElement) {
  const gap = 8;
  const b = button.getBoundingClientRect();
  const p = panel.getBoundingClientRect();
  const left = Math.min(Math.max(gap, b.right - p.width), window.innerWidth - p.width - gap);
  let top = b.bottom + 4;
  if (top + p.height > window.innerHeight - gap) top = b.top - 4 - p.height;
  if (top < gap) top = Math.max(gap, window.innerHeight - p.height - gap);
  panel.style.left = `${Math.max(gap, left)}px`;
  panel.style.top = `${top}px`;
}

/**
 * A song row's other actions, behind one "More" button so a phone row keeps room for the
 * title: favourite, queue, download, add to a playlist, and the way to the artist and album.
 * `onCover` is a home shelf's card: the button sits on the cover, and the panel floats above
 * the page (a popover in the top layer) so the shelf's sideways scrolling does not clip it;
 * scrolling closes it.
 */
export function SongMoreMenu({ song, onCover = false }: { song: Song; onCover?: boolean }) {
  const { open, setOpen, panelId, box, button } = usePopover();
  const panel = useRef<HTMLDivElement>(null);
  // The panel's actions are drawn when first opened, then kept (a playlist dialog it opened
  // outlives the panel): a home screen has dozens of cards, and drawing every card's menu
  // with its own subscriptions made the listener app's first render a long task.
  const opened = useRef(false);
  if (open) opened.current = true;
  const { t } = useLingui();
  const title = song.title;

  useLayoutEffect(() => {
    const el = panel.current;
    if (!onCover || !el || !button.current) return;
    if (!open) {
      if (el.matches(':popover-open')) el.hidePopover();
      return;
    }
    el.showPopover();
    placePanel(button.current, el);
    const shut = (e: Event) => {
      if (!(e.target instanceof Node && el.contains(e.target))) setOpen(false);
    };
    document.addEventListener('scroll', shut, { capture: true, passive: true });
    window.addEventListener('resize', shut);
    return () => {
      document.removeEventListener('scroll', shut, { capture: true });
      window.removeEventListener('resize', shut);
    };
  }, [open, onCover, button, setOpen]);

  return (
    <div ref={box} className={onCover ? undefined : 'relative'}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`More for ${title}`}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex size-11 items-center justify-center rounded-full',
          onCover
            ? 'bg-white/90 text-cloth-900 shadow-card hover:bg-white'
            : cn('text-cloth-800 hover:bg-sand-100', open && 'bg-sand-200'),
        )}
      >
        <MoreIcon />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover={onCover ? 'manual' : undefined}
        hidden={onCover ? undefined : !open}
        className={cn(
          'w-64 rounded-xl border border-sand-200 bg-white p-2 text-cloth-900 shadow-card',
          onCover ? 'fixed inset-auto m-0' : 'absolute top-full right-0 z-20 mt-1',
        )}
      >
        {opened.current ? (
          <MoreActions
            song={song}
            onPlaylistOpen={() => setOpen(false)}
            onPlaylistClose={() => button.current?.focus()}
          />
        ) : null}
      </div>
    </div>
  );
}

/** The menu's actions: favourite, queue, download, add to a playlist, and links to the song's pages. */
function MoreActions({
  song,
  onPlaylistOpen,
  onPlaylistClose,
}: {
  song: Song;
  onPlaylistOpen: () => void;
  onPlaylistClose: () => void;
}) {
  const { favorited } = useSongReactions(song);
  const { t } = useLingui();
  return (
    <>
      <div className="flex items-center gap-2 px-1">
        <ReactionButton kind="favorite" song={song} />
        <span className="text-sm font-semibold text-cloth-800">{favorited ? t`In your favourites` : t`Favourite`}</span>
      </div>
      <QueueActions song={song} look="menu" className="mt-1" />
      <DownloadButton songs={[song]} look="menu" />
      <AddToPlaylistButton song={song} look="menu" className="mt-1" onOpen={onPlaylistOpen} onClose={onPlaylistClose} />
      {song.artistId ? (
        <Link to={listenPaths.artist(song.artistId)} className={menuItem}>
          <Trans>Go to artist</Trans>
        </Link>
      ) : null}
      {song.album ? (
        <Link to={listenPaths.album(song.album.id)} className={menuItem}>
          <Trans>Go to album</Trans>
        </Link>
      ) : null}
      <Link to={listenPaths.song(song.id)} className={menuItem}>
        <Trans>Song details</Trans>
      </Link>
    </>
  );
}
