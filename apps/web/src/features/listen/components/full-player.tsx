import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { SongCover } from '../../../components/ui/cover';
import { PlayerMomentActions } from '../moments/player-moment';
import { DownloadButton } from '../offline/download-button';
import { listenPaths } from '../paths';
import { hasNext, player, usePlayer } from '../player-store';
import { AddToPlaylistButton } from '../playlists/add-to-playlist-button';
import { nextRepeatMode } from '../queue/queue';
import { PlayerSections } from '../sections/player-sections';
import { DataCost } from './data-cost';
import { ChevronDownIcon, NextIcon, PauseIcon, PlayIcon, PreviousIcon, RepeatIcon, ShuffleIcon } from './icons';
import { PlayerQueue } from './player-queue';
import { PlayerSeekBar } from './player-seek-bar';
import { ReactionButton } from './reaction-button';
import { ShareButton } from './share-button';

const control =
  'flex size-12 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 disabled:opacity-40 disabled:hover:bg-transparent';
const toggle = (on: boolean) =>
  cn(
    'relative flex size-12 shrink-0 items-center justify-center rounded-full hover:bg-white/10',
    on ? 'text-brass-300' : 'text-sand-200',
  );

const repeatDescription = {
  off: msg`Off`,
  all: msg`Repeats the queue`,
  one: msg`Repeats this song`,
} as const;

/**
 * "Now playing": the whole screen on a phone, with the large cover, the song's credits, the
 * seek bar, the controls (shuffle and repeat included) and the queue. A modal <dialog>, like
 * components/ui/dialog.tsx: focus stays inside, Escape closes it, and focus returns to the
 * mini player's button that opened it. It slides in only when motion is welcome.
 */
export function FullPlayer({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const repeatId = useId();
  const s = usePlayer();
  const song = s.queue[s.index];
  const { t, i18n } = useLingui();
  const repeatText = i18n._(repeatDescription[s.repeat]);

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
  }, []);

  // A button that leads elsewhere (Like or Favourite when signed out goes to sign in) closes the player.
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) ref.current?.close();
  }, [pathname]);

  // Closing through the element returns focus to the opener; its `close` event tells the parent.
  const close = () => ref.current?.close();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={cn(
        'm-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto bg-cloth-950 p-0 text-white open:flex backdrop:bg-cloth-950',
        'motion-safe:transition-[opacity,translate] motion-safe:duration-200 motion-safe:starting:translate-y-8 motion-safe:starting:opacity-0',
        'lg:overflow-hidden',
      )}
    >
      <header className="mx-auto flex w-full max-w-5xl items-center gap-3 px-3 pt-2 sm:px-6 sm:pt-4">
        <button type="button" onClick={close} aria-label={t`Close the player`} className={control}>
          <ChevronDownIcon className="size-7" />
        </button>
        <h2
          id={titleId}
          className="flex-1 text-center font-sans text-sm font-semibold tracking-wide text-sand-200 uppercase"
        >
          <Trans>Now playing</Trans>
        </h2>
        <span aria-hidden="true" className="size-12" />
      </header>
      {song ? (
        <div className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-1 gap-10 px-4 pt-4 pb-10 sm:px-6 lg:min-h-0 lg:grid-cols-2 lg:gap-14 lg:pb-6">
          <div className="flex flex-col items-center lg:justify-center">
            <SongCover
              song={song}
              priority
              sizes="(min-width: 1024px) 448px, min(100vw, 320px)"
              className="w-full max-w-80 lg:max-w-md"
            />
            <div className="mt-6 w-full max-w-md min-w-0 text-center">
              <Link
                to={listenPaths.song(song.id)}
                onClick={close}
                className="block truncate font-display text-2xl font-bold text-white hover:underline"
                data-testid="full-player-title"
              >
                {song.title}
              </Link>
              <p className="mt-1 truncate text-base text-sand-200">
                {song.artistId ? (
                  <Link
                    to={listenPaths.artist(song.artistId)}
                    onClick={close}
                    className="underline-offset-2 hover:underline"
                  >
                    {song.artist}
                  </Link>
                ) : (
                  song.artist
                )}
                {song.album ? (
                  <>
                    {' · '}
                    <Link
                      to={listenPaths.album(song.album.id)}
                      onClick={close}
                      className="underline-offset-2 hover:underline"
                    >
                      {song.album.title}
                    </Link>
                  </>
                ) : null}
              </p>
              <DataCost songs={song} className="mt-1 block text-sm text-sand-200" />
            </div>
            <PlayerSeekBar className="mt-5 w-full max-w-md" />
            <div className="mt-3 flex w-full max-w-md items-center justify-between">
              <button
                type="button"
                className={toggle(s.shuffle)}
                aria-label={t`Shuffle`}
                aria-pressed={s.shuffle}
                onClick={() => player.setShuffle(!s.shuffle)}
              >
                <ShuffleIcon />
                {s.shuffle ? (
                  <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-brass-300" />
                ) : null}
              </button>
              <button type="button" className={control} aria-label={t`Previous`} onClick={() => player.previous()}>
                <PreviousIcon className="size-8" />
              </button>
              <button
                type="button"
                className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brass-400 text-cloth-950 shadow-card hover:bg-brass-300"
                aria-label={s.playing ? t`Pause` : t`Play`}
                onClick={() => player.toggle()}
              >
                {s.playing ? <PauseIcon className="size-8" /> : <PlayIcon className="size-8" />}
              </button>
              <button
                type="button"
                className={control}
                aria-label={t`Next`}
                disabled={!hasNext(s)}
                onClick={() => player.next()}
              >
                <NextIcon className="size-8" />
              </button>
              <button
                type="button"
                className={toggle(s.repeat !== 'off')}
                aria-label={t`Repeat`}
                aria-pressed={s.repeat !== 'off'}
                aria-describedby={repeatId}
                title={repeatText}
                onClick={() => player.setRepeat(nextRepeatMode(s.repeat))}
              >
                <RepeatIcon />
                {s.repeat === 'one' ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-brass-300 text-[10px] font-bold text-cloth-950"
                  >
                    1
                  </span>
                ) : null}
                {s.repeat !== 'off' ? (
                  <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-brass-300" />
                ) : null}
                <span id={repeatId} hidden>
                  {repeatText}
                </span>
              </button>
            </div>
            {/* The song page's own buttons, on a light tray so they read as they do there. */}
            <div className="mt-5 flex w-full max-w-md flex-wrap items-center justify-center gap-2 rounded-2xl bg-sand-50 p-2 text-cloth-900">
              <ReactionButton kind="like" song={song} />
              <ReactionButton kind="favorite" song={song} />
              <DownloadButton songs={[song]} />
              <ShareButton song={song} />
              <PlayerMomentActions song={song} className="justify-center" />
            </div>
            <AddToPlaylistButton song={song} look="dark" className="mt-4" onLeave={close} />
            {s.error ? (
              <p role="alert" className="mt-3 text-sm text-coral-100">
                {s.error}
              </p>
            ) : null}
          </div>
          <div className="lg:min-h-0 lg:overflow-y-auto lg:py-4 lg:pr-1">
            <PlayerSections song={song} dark className="mb-6" />
            <PlayerQueue />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
