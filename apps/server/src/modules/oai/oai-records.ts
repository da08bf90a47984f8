import { SITE_NAME } from '@nupe/shared';
import { xmlElement } from '../../lib/xml.js';
import { OAI_DC, OLAC, type RecordSource, toOaiDc, toOlac } from '../../mappers/dublin-core.mapper.js';
import type { OaiRecordRow } from '../../repositories/oai.repository.js';

/** Where the answer is read: the address harvesters use and the names in identifiers. */
export type OaiSite = {
  baseUrl: string;
  siteUrl: string;
  /** The host in `oai:<host>:song/<id>`. */
  host: string;
  adminEmail: string;
};

/** The metadata formats offered: simple Dublin Core and OLAC. */
export const FORMATS = [OAI_DC, OLAC] as const;
export type Prefix = (typeof FORMATS)[number]['prefix'];
export const isPrefix = (p: string): p is Prefix => FORMATS.some((f) => f.prefix === p);

export const iso = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

export const identifierOf = (site: OaiSite, songId: string) => `oai:${site.host}:song/${songId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The item an identifier names, or null for an identifier not of this repository. */
export function songIdOf(site: OaiSite, identifier: string): string | null {
  const prefix = `oai:${site.host}:song/`;
  if (!identifier.startsWith(prefix)) return null;
  const id = identifier.slice(prefix.length);
  return UUID.test(id) ? id : null;
}

function setSpecs(r: Pick<OaiRecordRow, 'genre' | 'collectionId'>): string[] {
  return [r.genre ? `genre:${r.genre}` : null, r.collectionId ? `collection:${r.collectionId}` : null].filter(
    (s): s is string => s !== null,
  );
}

export function header(site: OaiSite, r: OaiRecordRow, deleted: boolean): string {
  return (
    `<header${deleted ? ' status="deleted"' : ''}>` +
    xmlElement('identifier', identifierOf(site, r.songId)) +
    xmlElement('datestamp', iso(r.datestamp)) +
    setSpecs(r)
      .map((s) => xmlElement('setSpec', s))
      .join('') +
    '</header>'
  );
}

export function metadata(prefix: Prefix, source: RecordSource, site: OaiSite): string {
  const ctx = { siteUrl: site.siteUrl, publisher: SITE_NAME };
  return `<metadata>${prefix === 'olac' ? toOlac(source, ctx) : toOaiDc(source, ctx)}</metadata>`;
}
