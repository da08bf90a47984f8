import { describe, expect, it } from 'vitest';
import { requestLocale } from './web-locale.js';

describe('requestLocale', () => {
  it("follows the visitor's stored choice first", () => {
    expect(requestLocale({ cookie: 'a=1; nupeLocale=yo', 'accept-language': 'ha' })).toBe('yo');
  });

  it('reads Accept-Language by weight, with region tags', () => {
    expect(requestLocale({ 'accept-language': 'fr;q=0.9, ha-NG;q=0.8, en;q=0.5' })).toBe('ha');
    expect(requestLocale({ 'accept-language': 'en;q=0.4, yo;q=0.9' })).toBe('yo');
    expect(requestLocale({ 'accept-language': 'nup, ha' })).toBe('nup');
  });

  it('falls back to English for what it does not speak or cannot read', () => {
    expect(requestLocale({})).toBe('en');
    expect(requestLocale({ 'accept-language': 'fr, de;q=0.5' })).toBe('en');
    expect(requestLocale({ cookie: 'nupeLocale=xx', 'accept-language': 'ha;q=0' })).toBe('en');
  });
});
