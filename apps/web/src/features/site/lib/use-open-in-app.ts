import { DEEP_LINK_FALLBACK_MS } from '@nupe/shared';
import { useEffect } from 'react';
import type { MobilePlatform } from './platform';

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
 * DEEP_LINK_FALLBACK_MS goes to `fallbackUrl` (the store listing, or the web app). When the
 * app opens, the page is hidden and the redirect is cancelled.
 */
export function useOpenInApp({ platform, appScheme, path, fallbackUrl, enabled }: OpenInAppOptions): void {
  useEffect(() => {
    if (!enabled || !platform || !appScheme) return;
    window.location.href = `${appScheme}://${path}`;
    if (!fallbackUrl) return;
    const timer = window.setTimeout(() => {
      window.location.href = fallbackUrl;
    }, DEEP_LINK_FALLBACK_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') window.clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [enabled, platform, appScheme, path, fallbackUrl]);
}
