import { CONSENT_SCOPES, type ConsentScope } from '../schemas/consent.js';

/**
 * The one consent rule (docs/decisions/0010-consent-rule.md). Per person and per scope, the
 * newest entry of that person that names that scope decides: a withdrawal stands until that
 * same person grants that scope again. Another person's grant, or the same person's grant of
 * another scope, lifts nothing. An item whose ledger has no withdrawal has every scope open.
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

/** The scopes withdrawn by the ledger, oldest entry first, in CONSENT_SCOPES order. */
export function withdrawnScopes(entries: readonly ConsentLedgerEntry[]): ConsentScope[] {
  const standing = new Map<string, 'grant' | 'withdrawal'>();
  for (const e of entries) {
    const who = consentPersonKey(e.person);
    for (const scope of e.scopes) standing.set(`${scope}\u0000${who}`, e.kind);
  }
  return CONSENT_SCOPES.filter((scope) =>
    [...standing].some(([key, kind]) => kind === 'withdrawal' && key.startsWith(`${scope}\u0000`)),
  );
}
