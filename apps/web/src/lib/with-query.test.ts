import { describe, expect, it } from 'vitest';
import { withQuery } from './with-query';

describe('withQuery', () => {
  it('starts a query on a bare address', () => {
    expect(withQuery('/api/songs/1/stream', { quality: 'data-saver' })).toBe('/api/songs/1/stream?quality=data-saver');
  });
  it('adds to a media key already there', () => {
    expect(withQuery('/api/songs/1/stream?key=abc', { quality: 'standard' })).toBe(
      '/api/songs/1/stream?key=abc&quality=standard',
    );
  });
});
