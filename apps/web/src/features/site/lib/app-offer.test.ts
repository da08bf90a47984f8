import { describe, expect, it } from 'vitest';
import { appOffer } from './app-offer';

const PLAY = 'https://play.google.com/store/apps/details?id=x';
const APPLE = 'https://apps.apple.com/app/x';

describe('appOffer', () => {
  it("tries the app on a phone only with that phone's store listing", () => {
    expect(appOffer('android', { ios: APPLE, android: PLAY })).toEqual({ storeUrl: PLAY, anyListing: true });
    expect(appOffer('ios', { ios: APPLE, android: PLAY })).toEqual({ storeUrl: APPLE, anyListing: true });
    expect(appOffer('ios', { ios: null, android: PLAY })).toEqual({ storeUrl: null, anyListing: true });
  });

  it('promises no app without any listing, nor while the settings load', () => {
    expect(appOffer('android', { ios: null, android: null })).toEqual({ storeUrl: null, anyListing: false });
    expect(appOffer(null, { ios: null, android: null })).toEqual({ storeUrl: null, anyListing: false });
    expect(appOffer('android', null)).toEqual({ storeUrl: null, anyListing: false });
  });

  it('on a desktop: nothing to try, the download offer when a listing exists', () => {
    expect(appOffer(null, { ios: APPLE, android: null })).toEqual({ storeUrl: null, anyListing: true });
  });
});
