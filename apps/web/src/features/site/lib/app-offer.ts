import type { MobilePlatform } from '@nupe/shared';

export type AppOffer = {
  /** This phone's store listing: the app is tried through its scheme, then the store. Null: nothing is tried. */
  storeUrl: string | null;
  /** Whether the page may speak of the phone app at all ("download the app here!"). */
  anyListing: boolean;
};

/**
 * What a page may promise of the phone app. Only a configured store listing makes the app
 * real for a visitor: without this phone's listing the page neither tries the app's scheme
 * nor says it is opening it, and without any listing it offers no download.
 */
export function appOffer(
  platform: MobilePlatform | null,
  appStoreUrls: { ios: string | null; android: string | null } | null,
): AppOffer {
  if (!appStoreUrls) return { storeUrl: null, anyListing: false };
  return {
    storeUrl: platform ? appStoreUrls[platform] : null,
    anyListing: appStoreUrls.ios !== null || appStoreUrls.android !== null,
  };
}
