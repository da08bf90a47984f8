import { Trans } from '@lingui/react/macro';

/**
 * "Follow as a podcast": a plain link to a series' RSS feed, which a podcast app subscribes to
 * (a browser that knows none shows or offers to save the feed).
 */
export function PodcastLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      type="application/rss+xml"
      className="inline-flex min-h-11 items-center font-semibold text-cloth-700 underline underline-offset-4"
    >
      <Trans>Follow as a podcast</Trans>
    </a>
  );
}
