import { describe, expect, it } from 'vitest';
import { safeListenReturn, withReturn } from './return-address';

describe('safeListenReturn', () => {
  it('keeps a page of the listener app', () => {
    expect(safeListenReturn('/listen/song/abc')).toBe('/listen/song/abc');
    expect(safeListenReturn('/listen/search?q=zikiri')).toBe('/listen/search?q=zikiri');
    expect(safeListenReturn('/listen')).toBe('/listen');
  });

  it('sends anything else to /listen: other sites, other areas, the auth pages, nothing', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/listen',
      '//evil.example/listen',
      '/\\evil.example',
      '/admin',
      '/listening-party',
      '/listen/sign-in?redirect=/listen',
      '/listen/register',
    ]) {
      expect(safeListenReturn(bad)).toBe('/listen');
    }
  });
});

describe('withReturn', () => {
  it('adds the return address, or none for the app home', () => {
    expect(withReturn('signIn', '/listen/song/abc')).toBe('/listen/sign-in?redirect=%2Flisten%2Fsong%2Fabc');
    expect(withReturn('register', '/listen/library/liked')).toBe(
      '/listen/register?redirect=%2Flisten%2Flibrary%2Fliked',
    );
    expect(withReturn('signIn', '/listen')).toBe('/listen/sign-in');
    expect(withReturn('signIn', '/listen/sign-in')).toBe('/listen/sign-in');
  });
});
