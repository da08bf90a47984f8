import type { MobilePlatform } from '@nupe/shared';
import { DEEP_LINK_FALLBACK_MS } from '@nupe/shared';
import { useEffect } from 'react';

type OpenInAppOptions = {
  /** Null on a desktop: nothing happens. */
  platform: MobilePlatform | null;
  /** `{appScheme}://{path}` is tried; null while the site settings are loading. */
  appScheme: string | null;
  path: string;
  /**
   * Where to go when the app did not open: this platform's store listing, or (none
   * configured) the song in the web app. Null: stay on the page.
   */
  fallbackUrl: string | null;
  enabled: boolean;
};

/**
 * On a phone, tries to open `path` in the mobile app through its custom scheme, then after
 * DEEP_LINK_FALLBACK_MS goes to `fallbackUrl` (the store listing, or the web app), unless the
 * page is hidden then (the app opened).
 */
export function useOpenInApp({ platform, appScheme, path, fallbackUrl, enabled }: OpenInAppOptions): void {
  useEffect(() => {
    if (!enabled || !platform || !appScheme) return;
    window.location.href = `${appScheme}://${path}`;
    if (!fallbackUrl) return;
    // The app opened if the page is hidden when the wait ends. Judged then, not at the first
    // visibility change: a browser asking "open with…?" may hide the page for a moment, and a
    // cancelled redirect would leave the visitor on a page promising an app that never came.
    const timer = window.setTimeout(() => {
      if (document.visibilityState !== 'hidden') window.location.href = fallbackUrl;
    }, DEEP_LINK_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, platform, appScheme, path, fallbackUrl]);
}
