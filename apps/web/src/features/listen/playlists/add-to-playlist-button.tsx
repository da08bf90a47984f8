import { Trans } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { lineIcon } from '../components/icon';
import { menuItem } from '../components/menu-item';

/** The chooser is its own chunk: the shared schema it checks with stays off the first screen. */
const AddToPlaylistDialog = lazy(() => import('./add-to-playlist-dialog'));

export const AddToPlaylistIcon = lineIcon(
  <>
    <path d="M3 6h12" />
    <path d="M3 12h12" />
    <path d="M3 18h8" />
    <path d="M18 13v8" />
    <path d="M14 17h8" />
  </>,
);

const looks = {
  /** An item of a song's More menu. */
  menu: menuItem,
  /** Beside Share and Download on the song page. */
  pill: 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-sand-300 px-4 font-semibold text-cloth-800 hover:bg-sand-100',
  /** In "Now playing", on the dark cloth. */
  dark: 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-white/25 px-4 text-sm font-semibold text-white hover:bg-white/10',
} as const;

/** "Add to playlist": opens the chooser for `song` (a sign-in prompt when signed out). */
export function AddToPlaylistButton({
  song,
  look = 'pill',
  className,
  onOpen,
  onClose,
  onLeave,
}: {
  song: Song;
  look?: keyof typeof looks;
  className?: string;
  /** Called as the chooser opens (a menu closes itself). */
  onOpen?: () => void;
  /** Called once the chooser closed (a menu puts focus back on its button). */
  onClose?: () => void;
  /** Called when the chooser leaves the page (to sign in). */
  onLeave?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cn(looks[look], className)}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        <AddToPlaylistIcon className="size-5 shrink-0" />
        <Trans>Add to playlist</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddToPlaylistDialog
            song={song}
            onLeave={onLeave}
            onClose={() => {
              setOpen(false);
              onClose?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
