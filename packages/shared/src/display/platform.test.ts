import { describe, expect, it } from 'vitest';
import { detectMobilePlatform } from './platform';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const GOOGLEBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('detectMobilePlatform', () => {
  it('tells Android and iOS phones from their user agents', () => {
    expect(detectMobilePlatform(ANDROID)).toBe('android');
    expect(detectMobilePlatform(IPHONE)).toBe('ios');
  });
  it('says desktop for a Mac, unless it has a touch screen (an iPad)', () => {
    expect(detectMobilePlatform(MAC)).toBeNull();
    expect(detectMobilePlatform(MAC, 5)).toBe('ios');
  });
  it('never sends a robot or an audit tool to a store', () => {
    expect(detectMobilePlatform(GOOGLEBOT_PHONE)).toBeNull();
    expect(detectMobilePlatform(`${ANDROID} Chrome-Lighthouse`)).toBeNull();
  });
});
