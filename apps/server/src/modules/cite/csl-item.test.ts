import { describe, expect, it } from 'vitest';
import { cslDate } from './csl-item.js';

describe('recording dates as CSL', () => {
  it('exact dates as parts, a year known roughly as circa, the rest as written', () => {
    expect(cslDate('1987-06-14')).toEqual({ 'date-parts': [[1987, 6, 14]] });
    expect(cslDate('1987-06')).toEqual({ 'date-parts': [[1987, 6]] });
    expect(cslDate('1987~')).toEqual({ 'date-parts': [[1987]], circa: true });
    expect(cslDate('198X')).toEqual({ literal: '198X' });
    expect(cslDate(null)).toBeUndefined();
  });
});
