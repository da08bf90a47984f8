import { createHash } from 'node:crypto';

/** The fields of a consent ledger entry that its hash covers. */
export type HashedConsentFields = {
  songId: string;
  seq: number;
  kind: string;
  person: string;
  relation: string;
  scopes: string[];
  date: string;
  witness: string | null;
  recordedBy: string | null;
  recordedAt: Date;
  prevHash: string | null;
};

/**
 * SHA-256 (hex) of an entry: of the JSON array of its fields in this fixed order, scopes
 * sorted, time as ISO 8601 in UTC. Written down in README "Consent ledger" so anyone can
 * check a chain without this code.
 */
export function consentHash(e: HashedConsentFields): string {
  const canonical = JSON.stringify([
    e.songId,
    e.seq,
    e.kind,
    e.person,
    e.relation,
    [...e.scopes].sort(),
    e.date,
    e.witness,
    e.recordedBy,
    e.recordedAt.toISOString(),
    e.prevHash,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The next entry of an item's chain, sealed with its hash: numbered after `prev` and carrying
 * its hash. Scopes are kept sorted, as the hash covers them.
 */
export function ledgerEntry<E extends Omit<HashedConsentFields, 'seq' | 'prevHash'>>(
  prev: { seq: number; hash: string } | undefined,
  e: E,
): E & { seq: number; prevHash: string | null; hash: string } {
  const fields = { ...e, scopes: [...e.scopes].sort(), seq: (prev?.seq ?? 0) + 1, prevHash: prev?.hash ?? null };
  return { ...fields, hash: consentHash(fields) };
}

export type ChainProblem = { seq: number | null; problem: string };

/**
 * Checks one item's chain: numbering 1, 2, 3…, each entry's hash over its own fields, each
 * `prevHash` equal to the entry before's hash, and the newest hash equal to the item's head.
 */
export function verifyChain(entries: (HashedConsentFields & { hash: string })[], head: string | null): ChainProblem[] {
  const problems: ChainProblem[] = [];
  let prev: string | null = null;
  entries.forEach((e, i) => {
    if (e.seq !== i + 1)
      problems.push({ seq: e.seq, problem: `entry ${i + 1} is missing (numbering jumps to ${e.seq})` });
    if (e.prevHash !== prev)
      problems.push({ seq: e.seq, problem: 'does not follow the entry before it (prevHash differs)' });
    if (consentHash(e) !== e.hash)
      problems.push({ seq: e.seq, problem: 'was edited after it was recorded (hash differs)' });
    prev = e.hash;
  });
  if (prev !== head) {
    problems.push({
      seq: null,
      problem:
        head === null
          ? 'entries exist but the item records no chain head'
          : 'the newest entry is missing (the chain head differs)',
    });
  }
  return problems;
}
