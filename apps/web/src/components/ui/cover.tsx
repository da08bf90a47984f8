import { useLingui } from '@lingui/react/macro';
import { coverSrcSet, type Song } from '@nupe/shared';

type CoverUrls = NonNullable<Song['coverUrls']>;

import { cn } from './cn';

type CoverProps = {
  title: string;
  url: string | null;
  /** Every stored size: with `sizes`, the browser picks the file the screen needs. */
  urls?: CoverUrls | null;
  /** The `sizes` attribute: how wide the cover is drawn. */
  sizes?: string;
  className?: string;
  /** Above the fold: fetched at once with high priority; otherwise lazy. */
  priority?: boolean;
};

/** The square cover of a song or album, or a music-note placeholder: the one cover of the design system. */
export function Cover({ title, url, urls, sizes, className, priority = false }: CoverProps) {
  const { t } = useLingui();
  const box = cn('aspect-square shrink-0 overflow-hidden', className);
  if (!url) {
    return (
      <div
        role="img"
        aria-label={t`No cover for ${title}`}
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
  return (
    <img
      src={url}
      srcSet={urls && sizes ? coverSrcSet(urls) : undefined}
      sizes={urls && sizes ? sizes : undefined}
      width={480}
      height={480}
      alt={t`Cover of ${title}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={cn(box, 'bg-sand-200 object-cover')}
    />
  );
}

/** A song's cover in the listener app: large rounding and a shadow, the right file for its size. */
export function SongCover({
  song,
  sizes,
  className,
  priority,
}: {
  song: Pick<Song, 'title' | 'coverUrl' | 'coverUrls'>;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <Cover
      title={song.title}
      url={song.coverUrl}
      urls={song.coverUrls}
      sizes={sizes}
      priority={priority}
      className={cn('rounded-2xl shadow-card', className)}
    />
  );
}

/** A cover in the dashboards' lists and cards. */
export function CoverImage({ url, title, className }: { url: string | null; title: string; className?: string }) {
  return <Cover url={url} title={title} className={cn('rounded-xl', className)} />;
}
