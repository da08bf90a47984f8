import { describe, expect, it } from 'vitest';
import { formatMoment, momentPath, parseMoment } from './moment.js';

describe('moments', () => {
  it('reads the seconds of a link and the forms other players write', () => {
    expect(parseMoment('83')).toBe(83);
    expect(parseMoment('83.9')).toBe(83);
    expect(parseMoment('1:23')).toBe(83);
    expect(parseMoment('1:02:03')).toBe(3723);
    expect(parseMoment('1m23s')).toBe(83);
    expect(parseMoment('90s')).toBe(90);
  });

  it('is no moment for nothing, negatives or words', () => {
    for (const v of [null, undefined, '', '-5', 'abc', '1:2:3:4', 'm', '12e3']) expect(parseMoment(v)).toBeNull();
  });

  it('says a moment as people do, and puts it on an address', () => {
    expect(formatMoment(83)).toBe('1:23');
    expect(formatMoment(5)).toBe('0:05');
    expect(formatMoment(3723)).toBe('1:02:03');
    expect(momentPath('/song/x', 83.7)).toBe('/song/x?t=83');
    expect(momentPath('/song/x', 0)).toBe('/song/x');
  });
});
