import { SITE_NAME } from '@nupe/shared';
import { xmlAttrs, xmlElement } from '../../../lib/xml.js';
import type { OaiService } from '../oai.service.js';
import { identifierOf, iso, type OaiSite } from '../oai-records.js';

/**
 * Identify: the repository's name, address, earliest datestamp and policies, with its
 * oai-identifier description (on a host with a domain name) and its OLAC archive description.
 */
export async function identify(oai: OaiService, site: OaiSite): Promise<string> {
  const earliest = (await oai.earliestDatestamp()) ?? new Date();
  return (
    '<Identify>' +
    xmlElement('repositoryName', `${SITE_NAME} archive`) +
    xmlElement('baseURL', site.baseUrl) +
    '<protocolVersion>2.0</protocolVersion>' +
    xmlElement('adminEmail', site.adminEmail) +
    xmlElement('earliestDatestamp', iso(earliest)) +
    '<deletedRecord>persistent</deletedRecord>' +
    '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>' +
    oaiIdentifier(site) +
    olacArchive(site) +
    '</Identify>'
  );
}

/** oai-identifier.xsd asks for a domain name with a dot; on other hosts (localhost) it is left out. */
function oaiIdentifier(site: OaiSite): string {
  const domain = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(site.host);
  if (!domain) return '';
  return `<description><oai-identifier${xmlAttrs({
    xmlns: 'http://www.openarchives.org/OAI/2.0/oai-identifier',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation':
      'http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd',
  })}><scheme>oai</scheme>${xmlElement('repositoryIdentifier', site.host)}<delimiter>:</delimiter>${xmlElement(
    'sampleIdentifier',
    identifierOf(site, '00000000-0000-4000-8000-000000000000'),
  )}</oai-identifier></description>`;
}

function olacArchive(site: OaiSite): string {
  return `<description><olac-archive${xmlAttrs({
    xmlns: 'http://www.language-archives.org/OLAC/1.1/olac-archive',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation':
      'http://www.language-archives.org/OLAC/1.1/olac-archive http://www.language-archives.org/OLAC/1.1/olac-archive.xsd',
    type: 'institutional',
    currentAsOf: new Date().toISOString().slice(0, 10),
  })}>${xmlElement('archiveURL', site.siteUrl)}<participant${xmlAttrs({
    name: 'Nupe Music archive team',
    role: 'Archivist',
    email: site.adminEmail,
  })}/>${xmlElement('institution', SITE_NAME)}${xmlElement('institutionURL', site.siteUrl)}${xmlElement(
    'shortLocation',
    'Nigeria',
  )}${xmlElement(
    'synopsis',
    'Recordings of the music and oral culture of the Nupe people of Nigeria: songs, Zikiri chants, proverbs, preachings, histories, gospels, Tsankan rhythms and DJ mixes, with who performed them, where, when, in which language, and transcripts of what is said.',
  )}${xmlElement(
    'access',
    'Items open to the public are listed and streamed freely. Items under a community access protocol (Traditional Knowledge labels, seasons, named groups) are not harvested.',
  )}</olac-archive></description>`;
}
