import { describe, expect, it } from 'vitest';
import { closedScopes, consentPersonKey } from './consent-rule.js';

const grant = (person: string, ...scopes: string[]) => ({ kind: 'grant' as const, person, scopes });
const withdrawal = (person: string, ...scopes: string[]) => ({ kind: 'withdrawal' as const, person, scopes });
const ALL = ['stream', 'download', 'research', 'derivative'];

describe('the consent rule', () => {
  it('leaves an item without any record open, and closes what no one granted', () => {
    expect(closedScopes([])).toEqual([]);
    expect(closedScopes([grant('Isa', ...ALL)])).toEqual([]);
    // A stream-only consent does not download, derive or export.
    expect(closedScopes([grant('Isa', 'stream')])).toEqual(['download', 'research', 'derivative']);
  });

  it("keeps a withdrawal standing against another person's later grant", () => {
    expect(
      closedScopes([grant('Mallam Isa', ...ALL), withdrawal('Mallam Isa', 'stream'), grant('Hajiya Nnafu', ...ALL)]),
    ).toEqual(['stream']);
  });

  it('lifts a withdrawal only for the scopes the same person grants again', () => {
    const ledger = [
      grant('Mallam Isa', ...ALL),
      withdrawal('Mallam Isa', 'stream', 'download'),
      grant('Mallam Isa', 'stream'),
    ];
    expect(closedScopes(ledger)).toEqual(['download']);
    expect(closedScopes([...ledger, grant('mallam  isa ', 'download')])).toEqual([]);
  });

  it('closes only the scopes a withdrawal names; a later withdrawal wins over an earlier grant', () => {
    expect(closedScopes([grant('A', ...ALL), withdrawal('A', 'research')])).toEqual(['research']);
    expect(closedScopes([grant('A', ...ALL), withdrawal('A', 'derivative'), withdrawal('B', 'stream')])).toEqual([
      'stream',
      'derivative',
    ]);
  });

  it('reads a name without case, outer or repeated spaces, and in one Unicode form', () => {
    expect(consentPersonKey('  Ẹ̀yàgí   Ndako ')).toBe(consentPersonKey('ẹ̀yàgí ndako'.normalize('NFD')));
    expect(consentPersonKey('Isa')).not.toBe(consentPersonKey('Isah'));
  });
});
