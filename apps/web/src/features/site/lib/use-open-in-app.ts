import { DEEP_LINK_FALLBACK_MS } from '@nupe/shared';
import { useEffect } from 'react';
import type { MobilePlatform } from './platform';

type OpenInAppOptions = {
  /** Null on a desktop: nothing happens. */
  platform: MobilePlatform | null;
  /** `{appScheme}://{path}` is tried; null while the site settings are loading. */
  appScheme: string | null;
  path: string;
  /** The store listing of this platform, or null when none is configured. */
  storeUrl: string | null;
  enabled: boolean;
};

/**
 * On a phone, tries to open `path` in the mobile app through its custom scheme, then after
 * DEEP_LINK_FALLBACK_MS goes to the platform's store listing. When the app opens, the page
 * is hidden and the store redirect is cancelled.
 */
export function useOpenInApp({ platform, appScheme, path, storeUrl, enabled }: OpenInAppOptions): void {
  useEffect(() => {
    if (!enabled || !platform || !appScheme) return;
    window.location.href = `${appScheme}://${path}`;
    if (!storeUrl) return;
    const timer = window.setTimeout(() => {
      window.location.href = storeUrl;
    }, DEEP_LINK_FALLBACK_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') window.clearTimeout(timer);
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [enabled, platform, appScheme, path, storeUrl]);
}
