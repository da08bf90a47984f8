import type { OaiService } from '../oai.service.js';
import { isPrefix, type OaiSite, songIdOf } from '../oai-records.js';
import { OaiError } from '../oai-request.js';

/** GetRecord: one item's record in a format offered (a deleted header for an item no longer open to all). */
export async function getRecord(
  oai: OaiService,
  site: OaiSite,
  req: { identifier: string; metadataPrefix: string },
): Promise<string> {
  if (!isPrefix(req.metadataPrefix)) {
    throw new OaiError('cannotDisseminateFormat', `This repository offers oai_dc and olac, not ${req.metadataPrefix}.`);
  }
  const id = songIdOf(site, req.identifier);
  const row = id ? await oai.find(id) : undefined;
  if (!row) throw new OaiError('idDoesNotExist', `${req.identifier} is not an identifier of this repository.`);
  return `<GetRecord>${await oai.records(site, [row], req.metadataPrefix)}</GetRecord>`;
}
