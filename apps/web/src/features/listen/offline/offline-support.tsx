/**
 * Offline support for the listener app (issue 8): registers the service worker, offers the
 * install prompt once and tells the listener when they are offline. Skeleton; its owner fills it in.
 */
export function OfflineSupport() {
  return null;
}
