import { verifyChain } from '../lib/consent-hash.js';
import { consentsRepository } from '../repositories/consents.repository.js';
import { openForCli } from './cli-database.js';

/**
 * `npm run ledger:verify`: walks every item's consent chain (lib/consent-hash.ts) and names
 * each entry that was edited, removed or re-ordered since it was recorded. Exits 1 when one
 * is found. With the embedded database, stop the server first.
 */
const { database } = await openForCli();
try {
  let items = 0;
  let entries = 0;
  let broken = 0;
  for await (const chain of consentsRepository.allChains(database.db)) {
    items++;
    entries += chain.entries.length;
    const problems = verifyChain(chain.entries, chain.headHash);
    if (problems.length > 0) broken++;
    for (const p of problems) {
      console.error(`song ${chain.songId}${p.seq === null ? '' : `, entry ${p.seq}`}: ${p.problem}`);
    }
  }
  if (broken > 0) {
    process.exitCode = 1;
    console.error(
      `Error: the consent ledger of ${broken} of ${items} item(s) was changed after it was recorded (listed above).`,
    );
  } else {
    console.log(`Consent ledger intact: ${entries} entries over ${items} item(s), every hash and link checked.`);
  }
} finally {
  await database.close();
}
