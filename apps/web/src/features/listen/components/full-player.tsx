import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { SongCover } from '../../../components/ui/cover';
import { PlayerMomentActions } from '../moments/player-moment';
import { DownloadButton } from '../offline/download-button';
import { usePlayer } from '../player-store';
import { AddToPlaylistButton } from '../playlists/add-to-playlist-button';
import { PlayerSections } from '../sections/player-sections';
import { ChevronDownIcon } from './icons';
import { NowPlayingCredits } from './now-playing-credits';
import { control, PlayerControls } from './player-controls';
import { PlayerQueue } from './player-queue';
import { PlayerSeekBar } from './player-seek-bar';
import { ReactionButton } from './reaction-button';
import { ShareButton } from './share-button';

/**
 * "Now playing": the whole screen on a phone, with the large cover, the song's credits, the
 * seek bar, the controls (shuffle and repeat included) and the queue. A modal <dialog>, like
 * components/ui/dialog.tsx: focus stays inside, Escape closes it, and focus returns to the
 * mini player's button that opened it. It slides in only when motion is welcome.
 */
export function FullPlayer({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const s = usePlayer();
  const song = s.queue[s.index];
  const { t } = useLingui();

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
            <NowPlayingCredits song={song} onLeave={close} />
            <PlayerSeekBar className="mt-5 w-full max-w-md" />
            <PlayerControls />
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
