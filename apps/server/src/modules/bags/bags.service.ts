import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage.js';
import type { BagScope } from '../../repositories/bags.repository.js';
import { exportBag } from './bag-export.js';
import { importBag } from './bag-import.js';
import type { BagImportOptions } from './bag-payload-checks.js';
import { type BagContext, type BagPlan, planBag } from './bag-plan.js';
import { BagProblems } from './bag-reader.js';
import type { BagSink } from './bag-writer.js';

export { bagContext } from './bag-plan.js';
export type { BagContext, BagScope };
export { BagProblems };

/**
 * BagIt export and import, step by step: choosing the items (bag-plan.ts), writing each item's
 * payload and metadata (bag-item-payload.ts, bag-item-metadata.ts) and the manifests and tag
 * files (bag-writer.ts); reading and verifying a bag (bag-reader.ts, bag-import-check.ts),
 * staging its files and importing its records (bag-import-stage.ts, bag-import-records.ts).
 * A bag holds, for each item, under `data/<song id>/`:
 *
 *   original/original.<ext>          the untouched upload, as its checksum says
 *   renditions/<kind>.<ext>          the streaming copies
 *   cover/<variant>                  the cover image and its sizes
 *   transcripts/<lang>.vtt           every transcript and translation layer, WebVTT
 *   metadata/item.json               the record (item-record.ts)
 *   metadata/dc.xml                  the record as Dublin Core (the harvested oai_dc)
 *   metadata/events.json             consent ledger, fixity events, description history
 *
 * An export streams every file once through its checksums; an import checks the whole bag
 * first and then brings its items in all at once, with the same ids and identical bytes.
 */
export function createBagService(db: Db, storage: Storage, ctx: BagContext) {
  const plan = (scope: BagScope) => planBag(db, ctx, scope);
  return {
    plan,

    /** Writes the bag of a scope into a sink (a folder or a tar stream). */
    async exportBag(scope: BagScope, sink: BagSink, planned?: BagPlan) {
      return exportBag(db, storage, ctx, planned ?? (await plan(scope)), sink);
    },

    importBag: (root: string, options: BagImportOptions = {}) => importBag(db, storage, root, options),
  };
}

export type BagService = ReturnType<typeof createBagService>;
