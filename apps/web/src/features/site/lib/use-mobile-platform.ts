import { detectMobilePlatform, type MobilePlatform } from '@nupe/shared';
import { useState } from 'react';
import { drawnPlatform } from '../../../lib/page-data';

/**
 * The reader's phone platform, read once (it never changes during a visit). A page the server
 * drew takes the platform it was drawn for (the request's user agent), so its first render
 * draws the same offer and React finds no mismatch; an undrawn page asks the browser, which
 * also knows an iPad from its touch screen.
 */
export function useMobilePlatform(): MobilePlatform | null {
  const [platform] = useState(() => {
    const drawn = drawnPlatform();
    return drawn !== undefined ? drawn : detectMobilePlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0);
  });
  return platform;
}
