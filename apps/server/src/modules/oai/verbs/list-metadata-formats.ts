import { xmlElement } from '../../../lib/xml.js';
import type { OaiService } from '../oai.service.js';
import { FORMATS, type OaiSite, songIdOf } from '../oai-records.js';
import { OaiError } from '../oai-request.js';

/** ListMetadataFormats: oai_dc and OLAC, for the repository or for one item it has. */
export async function listMetadataFormats(oai: OaiService, site: OaiSite, identifier?: string): Promise<string> {
  if (identifier !== undefined) {
    const id = songIdOf(site, identifier);
    if (!id || !(await oai.find(id))) {
      throw new OaiError('idDoesNotExist', `${identifier} is not an identifier of this repository.`);
    }
  }
  return `<ListMetadataFormats>${FORMATS.map(
    (f) =>
      `<metadataFormat>${xmlElement('metadataPrefix', f.prefix)}${xmlElement('schema', f.schema)}${xmlElement(
        'metadataNamespace',
        f.namespace,
      )}</metadataFormat>`,
  ).join('')}</ListMetadataFormats>`;
}
