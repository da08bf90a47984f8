import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

type StoreButtonsProps = {
  ios: string | null | undefined;
  android: string | null | undefined;
  /**
   * The web app (/listen, or a song in it), offered where a platform has no store
   * listing, so every visitor has somewhere to listen.
   */
  web?: string;
  className?: string;
};

function StoreLink({ href, kicker, name, icon }: { href: string; kicker: string; name: string; icon: ReactNode }) {
  return (
    <a
      href={href}
      rel="noopener"
      className="inline-flex min-h-14 min-w-52 items-center gap-3 rounded-xl bg-cloth-950 px-5 py-2 text-white no-underline ring-2 ring-brass-400/70 hover:bg-cloth-800"
    >
      {icon}
      <span className="flex flex-col text-left leading-tight">
        <span className="text-xs text-cloth-100">{kicker}</span>
        <span className="text-lg font-bold">{name}</span>
      </span>
    </a>
  );
}

/**
 * One button per store listing that is configured. A missing listing hides its button; then
 * the web app's button (`web`) takes its place.
 */
export function StoreButtons({ ios, android, web, className }: StoreButtonsProps) {
  const { t } = useLingui();
  const offerWeb = Boolean(web) && (!ios || !android);
  if (!ios && !android && !offerWeb) return null;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {android ? (
        <StoreLink
          href={android}
          kicker={t`Get it on`}
          name="Google Play"
          icon={
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
              <path d="M4 3.5v17l9-8.5-9-8.5zm10.4 7.2L6.6 3.3l10.3 5.9-2.5 1.5zm0 2.6 2.5 1.5-10.3 5.9 7.8-7.4zm3.8-3.4 2.6 1.5c.6.4.6 1.3 0 1.7l-2.6 1.5-2.8-2.4 2.8-2.3z" />
            </svg>
          }
        />
      ) : null}
      {ios ? (
        <StoreLink
          href={ios}
          kicker={t`Download on the`}
          name="App Store"
          icon={
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
              <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.8zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
            </svg>
          }
        />
      ) : null}
      {offerWeb && web ? (
        <StoreLink
          href={web}
          kicker={t`No app store needed`}
          name={t`Listen on the web`}
          icon={
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
              <rect x="3" y="14" width="4.5" height="7" rx="1.5" />
              <rect x="16.5" y="14" width="4.5" height="7" rx="1.5" />
            </svg>
          }
        />
      ) : null}
    </div>
  );
}
