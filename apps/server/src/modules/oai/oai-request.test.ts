import { describe, expect, it } from 'vitest';
import { type OaiError, parseOaiDate, parseOaiRequest, untilBound } from './oai-request.js';

const codeOf = (raw: Record<string, string | string[]>) => {
  try {
    parseOaiRequest(raw);
    return null;
  } catch (err) {
    return (err as OaiError).code;
  }
};

describe('OAI-PMH arguments', () => {
  it('reads datestamps at day and second granularity, and refuses impossible ones', () => {
    expect(parseOaiDate('2026-02-28')).toMatchObject({ granularity: 'day' });
    expect(parseOaiDate('2026-02-28T23:59:59Z')?.at.toISOString()).toBe('2026-02-28T23:59:59.000Z');
    for (const bad of ['2026-02-30', '2026-2-1', '2026-02-28T24:00:00Z', '2026-02-28T10:00:00', '2026-02-28T10:00Z']) {
      expect(parseOaiDate(bad), bad).toBeNull();
    }
  });

  it('makes until inclusive: the next day, or the next second', () => {
    const day = parseOaiDate('2026-01-31');
    const second = parseOaiDate('2026-01-31T10:00:00Z');
    expect(untilBound(day as NonNullable<typeof day>).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(untilBound(second as NonNullable<typeof second>).toISOString()).toBe('2026-01-31T10:00:01.000Z');
  });

  it('tells a bad verb from a bad argument', () => {
    expect(codeOf({})).toBe('badVerb');
    expect(codeOf({ verb: ['Identify', 'Identify'] })).toBe('badVerb');
    expect(codeOf({ verb: 'toString' })).toBe('badVerb');
    expect(codeOf({ verb: 'Identify', from: '2026-01-01' })).toBe('badArgument');
    expect(codeOf({ verb: 'ListRecords', metadataPrefix: 'oai_dc', resumptionToken: 'x' })).toBe('badArgument');
    expect(codeOf({ verb: 'ListRecords', metadataPrefix: 'oai_dc', set: 'genre::x' })).toBe('badArgument');
    expect(codeOf({ verb: 'ListRecords', metadataPrefix: 'oai_dc', set: 'genre:Zikiri' })).toBeNull();
    expect(parseOaiRequest({ verb: 'ListRecords', resumptionToken: 'abc' })).toEqual({
      verb: 'ListRecords',
      resumptionToken: 'abc',
    });
  });
});
