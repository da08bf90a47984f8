import { coverSrcSet, type Song } from '@nupe/shared';
import { cn } from './cn';

type SongCoverProps = {
  song: Pick<Song, 'title' | 'coverUrl' | 'coverUrls'>;
  /** The `sizes` attribute: how wide the cover is drawn, so the browser picks the right file. */
  sizes: string;
  className?: string;
  /** Above the fold: fetched at once with high priority; otherwise lazy. */
  priority?: boolean;
};

/** The song's square cover in the size the screen needs, or a music-note placeholder. */
export function SongCover({ song, sizes, className, priority = false }: SongCoverProps) {
  const box = cn('aspect-square overflow-hidden rounded-2xl shadow-card', className);
  if (!song.coverUrl) {
    return (
      <div
        role="img"
        aria-label={`No cover for ${song.title}`}
        className={cn(box, 'flex items-center justify-center bg-cloth-900 text-brass-300')}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-1/3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M9 18V5l12-2v13" />
          <circle cx="6" cy="18" r="3" />
          <circle cx="18" cy="16" r="3" />
        </svg>
      </div>
    );
  }
  const urls = song.coverUrls;
  return (
    <img
      src={song.coverUrl}
      srcSet={urls ? coverSrcSet(urls) : undefined}
      sizes={urls ? sizes : undefined}
      width={480}
      height={480}
      alt={`Cover of ${song.title}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn(box, 'bg-sand-200 object-cover')}
    />
  );
}
