import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { formatCompact } from '../../../lib/format';
import { type Kind, library, useSongReactions } from '../library/library-store';
import { withReturn } from '../library/return-address';
import { useSession } from '../library/session';
import { HeartIcon, StarIcon } from './action-icons';

const words = {
  like: { verb: msg`Like`, Icon: HeartIcon, on: 'text-coral-700' },
  favorite: { verb: msg`Favourite`, Icon: StarIcon, on: 'text-brass-700' },
} as const;

/**
 * Like or favourite a song: a toggle (aria-pressed) for a signed-in listener; for anyone
 * else the same button leads to sign in, and back here afterwards. `full` shows the word and the count (song page);
 * `icon` is a 44 px icon button (rows, menus).
 */
export function ReactionButton({
  kind,
  song,
  variant = 'icon',
  className,
}: {
  kind: Kind;
  song: Song;
  variant?: 'icon' | 'full';
  className?: string;
}) {
  const session = useSession();
  const r = useSongReactions(song);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hintId = useId();
  const { t, i18n } = useLingui();
  const title = song.title;
  const name = kind === 'like' ? t`Like ${title}` : t`Favourite ${title}`;
  const signedOut = session.status === 'signed-out';
  const { verb, Icon, on: onColour } = words[kind];
  const pressed = kind === 'like' ? r.liked : r.favorited;
  const count = kind === 'like' ? r.likeCount : r.favoriteCount;
  const box =
    variant === 'full'
      ? 'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 font-semibold'
      : 'flex size-11 shrink-0 items-center justify-center rounded-full';
  const content = (
    <>
      <Icon filled={pressed} className={variant === 'full' ? 'size-5' : 'size-6'} />
      {variant === 'full' ? (
        <>
          <span>{i18n._(verb)}</span>
          <span className="tabular-nums text-cloth-700" aria-hidden="true">
            {formatCompact(count)}
          </span>
        </>
      ) : null}
    </>
  );

  return (
    <button
      type="button"
      aria-pressed={signedOut ? undefined : pressed}
      aria-label={name}
      aria-describedby={signedOut ? hintId : undefined}
      onClick={() => {
        if (r.signedIn) void library.toggle(kind, song, !pressed);
        // Signed out: sign in first, then come back to this page.
        else if (signedOut) navigate(withReturn('signIn', `${pathname}${search}`));
      }}
      className={cn(
        box,
        pressed ? cn(onColour, 'border-current bg-white') : 'border-sand-300 text-cloth-800 hover:bg-sand-100',
        className,
      )}
    >
      {content}
      {signedOut ? (
        <span id={hintId} className="sr-only">
          <Trans>Sign in first</Trans>
        </span>
      ) : null}
    </button>
  );
}
