import { CONSENT_SCOPES, type ConsentScope } from '../schemas/consent.js';

/**
 * The one consent rule (docs/decisions/0012-consent-rule.md). Per person and per scope, the
 * newest entry of that person that names that scope decides that person's word on it, so a
 * withdrawal stands until that same person grants that scope again: another person's grant,
 * or the same person's grant of another scope, lifts nothing. A scope is open when someone's
 * word on it is a grant and nobody's is a withdrawal; a scope nobody granted is closed (a
 * `stream`-only consent does not download). An item with no ledger entry at all has not been
 * recorded yet: every scope stays open, and it waits first on the staff Consent screen.
 *
 * What each scope governs: `stream` playing (and with it being listed at all), `download`
 * downloads and offline copies, `derivative` clips and other derived works, `research` the
 * archive's exports (OAI-PMH records, BagIt bags).
 */
export type ConsentLedgerEntry = {
  kind: 'grant' | 'withdrawal';
  person: string;
  scopes: readonly string[];
};

/**
 * Who a ledger entry speaks for: the name as told, compared without case, surrounding spaces
 * or repeated spaces ("Mallam  Isa bida" is "Mallam Isa Bida"), in Unicode NFC so the same
 * tone-marked name typed two ways is one person.
 */
export function consentPersonKey(person: string): string {
  return person.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('und');
}

/** The scopes the ledger (oldest entry first) leaves closed, in CONSENT_SCOPES order. */
export function closedScopes(entries: readonly ConsentLedgerEntry[]): ConsentScope[] {
  if (entries.length === 0) return [];
  const words = new Map<string, Map<string, 'grant' | 'withdrawal'>>();
  for (const e of entries) {
    const who = consentPersonKey(e.person);
    for (const scope of e.scopes) {
      const byPerson = words.get(scope) ?? new Map<string, 'grant' | 'withdrawal'>();
      byPerson.set(who, e.kind);
      words.set(scope, byPerson);
    }
  }
  return CONSENT_SCOPES.filter((scope) => {
    const said = [...(words.get(scope)?.values() ?? [])];
    return !said.includes('grant') || said.includes('withdrawal');
  });
}
