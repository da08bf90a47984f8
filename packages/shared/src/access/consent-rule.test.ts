import { describe, expect, it } from 'vitest';
import { consentPersonKey, withdrawnScopes } from './consent-rule.js';

const grant = (person: string, ...scopes: string[]) => ({ kind: 'grant' as const, person, scopes });
const withdrawal = (person: string, ...scopes: string[]) => ({ kind: 'withdrawal' as const, person, scopes });

describe('the consent rule', () => {
  it('opens every scope when nothing was ever withdrawn', () => {
    expect(withdrawnScopes([])).toEqual([]);
    expect(withdrawnScopes([grant('Isa', 'stream')])).toEqual([]);
  });

  it("keeps a withdrawal standing against another person's later grant", () => {
    expect(withdrawnScopes([withdrawal('Mallam Isa', 'stream'), grant('Hajiya Nnafu', 'stream', 'research')])).toEqual([
      'stream',
    ]);
  });

  it('lifts a withdrawal only for the scopes the same person grants again', () => {
    const ledger = [withdrawal('Mallam Isa', 'stream', 'download'), grant('Mallam Isa', 'stream')];
    expect(withdrawnScopes(ledger)).toEqual(['download']);
    expect(withdrawnScopes([...ledger, grant('mallam  isa ', 'download')])).toEqual([]);
  });

  it('withdraws only the scopes named, and a later withdrawal wins over an earlier grant', () => {
    expect(withdrawnScopes([grant('A', 'stream', 'download', 'research'), withdrawal('A', 'research')])).toEqual([
      'research',
    ]);
    expect(withdrawnScopes([withdrawal('A', 'derivative'), withdrawal('B', 'stream')])).toEqual([
      'stream',
      'derivative',
    ]);
  });

  it('reads a name without case, outer or repeated spaces, and in one Unicode form', () => {
    expect(consentPersonKey('  Ẹ̀yàgí   Ndako ')).toBe(consentPersonKey('ẹ̀yàgí ndako'.normalize('NFD')));
    expect(consentPersonKey('Isa')).not.toBe(consentPersonKey('Isah'));
  });
});
