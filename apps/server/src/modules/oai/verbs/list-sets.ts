import { GENRE_LABELS, GENRES } from '@nupe/shared';
import { xmlAttrs, xmlElement, xmlText } from '../../../lib/xml.js';
import { OAI_DC } from '../../../mappers/dublin-core.mapper.js';
import type { OaiService } from '../oai.service.js';
import { OaiError } from '../oai-request.js';

/** ListSets: every genre and every collection, each also as a whole (`genre`, `collection`), sent in one answer. */
export async function listSets(oai: OaiService, resumptionToken?: string): Promise<string> {
  if (resumptionToken !== undefined) {
    throw new OaiError('badResumptionToken', 'The list of sets is sent whole: it has no resumptionToken.');
  }
  const set = (spec: string, name: string, description?: string) =>
    `<set>${xmlElement('setSpec', spec)}${xmlElement('setName', name)}${
      description ? `<setDescription>${toSetDescription(description)}</setDescription>` : ''
    }</set>`;
  const collections = await oai.collections();
  return `<ListSets>${[
    set('genre', 'Genres'),
    ...GENRES.map((g) => set(`genre:${g}`, GENRE_LABELS[g])),
    set('collection', 'Collections'),
    ...collections.map((c) => set(`collection:${c.id}`, c.title, c.description || undefined)),
  ].join('')}</ListSets>`;
}

/** A set's description as simple Dublin Core (OAI-PMH section 4.4). */
function toSetDescription(text: string): string {
  return `<oai_dc:dc${xmlAttrs({
    'xmlns:oai_dc': OAI_DC.namespace,
    'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': `${OAI_DC.namespace} ${OAI_DC.schema}`,
  })}><dc:description>${xmlText(text)}</dc:description></oai_dc:dc>`;
}
