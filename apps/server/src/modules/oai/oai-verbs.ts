import type { OaiService } from './oai.service.js';
import type { OaiSite } from './oai-records.js';
import type { OaiRequest } from './oai-request.js';
import { createTokenCodec } from './oai-token.js';
import { getRecord } from './verbs/get-record.js';
import { identify } from './verbs/identify.js';
import { listMetadataFormats } from './verbs/list-metadata-formats.js';
import { listRecords } from './verbs/list-records.js';
import { listSets } from './verbs/list-sets.js';

/**
 * The answer to a checked request, by its verb (`OaiError` for the protocol's error
 * conditions). The records are brought up to date first, so an answer is never older than the
 * writes committed before it.
 */
export function createOaiVerbs(oai: OaiService, options: { secret: string; pageSize: number }) {
  const tokens = createTokenCodec(options.secret);
  return async function answer(site: OaiSite, req: OaiRequest): Promise<string> {
    await oai.refresh();
    switch (req.verb) {
      case 'Identify':
        return identify(oai, site);
      case 'ListMetadataFormats':
        return listMetadataFormats(oai, site, req.identifier);
      case 'ListSets':
        return listSets(oai, req.resumptionToken);
      case 'GetRecord':
        return getRecord(oai, site, req);
      case 'ListIdentifiers':
      case 'ListRecords':
        return listRecords(oai, tokens, options.pageSize, site, req);
    }
  };
}

export type OaiAnswer = ReturnType<typeof createOaiVerbs>;
