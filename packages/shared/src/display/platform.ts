export type MobilePlatform = 'android' | 'ios';

/**
 * Crawlers, link-preview fetchers and audit tools (Googlebot's smartphone agent says
 * "Android"; PageSpeed Insights adds "Chrome-Lighthouse"): they must read the page, not be
 * sent to a store.
 */
const ROBOT = /bot\b|crawler|spider|slurp|facebookexternalhit|embedly|preview|lighthouse/i;

/**
 * The phone platform of a browser, from its user agent, or null on a desktop (and for robots).
 * iPadOS reports itself as a Mac, so a Mac with a touch screen counts as iOS: only the browser
 * knows its touch points (`maxTouchPoints`); the server, which has the user agent alone, says
 * desktop for it. Shared: the server draws a song page for the platform the browser will find.
 */
export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (ROBOT.test(userAgent)) return null;
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}
