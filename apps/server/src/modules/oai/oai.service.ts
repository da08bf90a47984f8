import { createHash } from 'node:crypto';
import { GENRE_LABELS, GENRES, type Genre, SITE_NAME } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { xmlAttrs, xmlElement, xmlText } from '../../lib/xml.js';
import {
  OAI_DC,
  OLAC,
  type RecordContext,
  type RecordSource,
  toOaiDc,
  toOlac,
} from '../../mappers/dublin-core.mapper.js';
import { toSong } from '../../mappers/songs.mapper.js';
import { type OaiFilter, type OaiRecordRow, oaiRepository } from '../../repositories/oai.repository.js';
import { isExportable } from '../../repositories/song-scopes.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import { OaiError, type OaiRequest, parseOaiDate, untilBound } from './oai-request.js';
import { createTokenCodec, TOKEN_LIFETIME_MS, type TokenState } from './oai-token.js';

/** Where the answer is read: the address harvesters use and the names in identifiers. */
export type OaiSite = {
  baseUrl: string;
  siteUrl: string;
  /** The host in `oai:<host>:song/<id>`. */
  host: string;
  adminEmail: string;
};

const FORMATS = [OAI_DC, OLAC] as const;
type Prefix = (typeof FORMATS)[number]['prefix'];
const isPrefix = (p: string): p is Prefix => FORMATS.some((f) => f.prefix === p);

/** The context the fingerprints are computed in: independent of the address asked. */
const FINGERPRINT_CONTEXT: RecordContext = { siteUrl: '', publisher: SITE_NAME };
const REFRESH_BATCH = 500;

const iso = (d: Date) => `${d.toISOString().slice(0, 19)}Z`;

export function createOaiService(db: Db, secret: string, pageSize: number) {
  const tokens = createTokenCodec(secret);

  /**
   * Brings oai_records up to date with every item marked by the triggers since the last
   * request: exposed items get a new datestamp when what a harvester sees changed, items no
   * longer open to all become deleted. Runs before every answer, so an answer is never older
   * than the writes committed before it.
   */
  async function refresh(): Promise<void> {
    for (;;) {
      const full = await db.transaction(async (tx) => {
        const ids = await oaiRepository.takePending(tx, REFRESH_BATCH);
        if (ids.length === 0) return false;
        const open = await oaiRepository.openToAll(tx, ids);
        const sources = await loadSources(
          tx as unknown as Db,
          open.map((o) => o.id),
        );
        await oaiRepository.recordExposed(
          tx,
          open.flatMap((o) => {
            const source = sources.get(o.id);
            return source
              ? [{ songId: o.id, fingerprint: fingerprint(source), genre: o.genre, collectionId: o.collectionId }]
              : [];
          }),
        );
        const exposed = new Set(open.map((o) => o.id));
        await oaiRepository.recordWithdrawn(
          tx,
          ids.filter((id) => !exposed.has(id)),
        );
        return ids.length === REFRESH_BATCH;
      });
      if (!full) return;
    }
  }

  const fingerprint = (s: RecordSource) =>
    createHash('sha256')
      .update(toOaiDc(s, FINGERPRINT_CONTEXT))
      .update(toOlac(s, FINGERPRINT_CONTEXT))
      .digest('base64url');

  /** The public records of these items, keyed by id; an item not open to all or not exportable is left out. */
  async function loadSources(conn: Db, ids: string[]): Promise<Map<string, RecordSource>> {
    const [views, layers] = await Promise.all([songsRepository.listByIds(conn, ids), oaiRepository.layers(conn, ids)]);
    const out = new Map<string, RecordSource>();
    for (const v of views) {
      if (!isExportable(v.song)) continue;
      out.set(v.song.id, { song: toSong(v), layers: layers.filter((l) => l.songId === v.song.id) });
    }
    return out;
  }

  const identifierOf = (site: OaiSite, songId: string) => `oai:${site.host}:song/${songId}`;
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  function songIdOf(site: OaiSite, identifier: string): string | null {
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

  function header(site: OaiSite, r: OaiRecordRow, deleted: boolean): string {
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

  function metadata(prefix: Prefix, source: RecordSource, site: OaiSite): string {
    const ctx = { siteUrl: site.siteUrl, publisher: SITE_NAME };
    return `<metadata>${prefix === 'olac' ? toOlac(source, ctx) : toOaiDc(source, ctx)}</metadata>`;
  }

  /** Records of a page: an item that stopped being open since the refresh is sent as deleted, never with its metadata. */
  async function records(site: OaiSite, rows: OaiRecordRow[], prefix: Prefix | null): Promise<string> {
    const sources = await loadSources(
      db,
      rows.filter((r) => !r.deleted).map((r) => r.songId),
    );
    return rows
      .map((r) => {
        const source = r.deleted ? undefined : sources.get(r.songId);
        if (prefix === null) return header(site, r, !source);
        return `<record>${header(site, r, !source)}${source ? metadata(prefix, source, site) : ''}</record>`;
      })
      .join('');
  }

  /** The filter a set names; null for a set this repository does not have. */
  async function setFilter(spec: string): Promise<OaiFilter['set'] | null> {
    if (spec === 'genre' || spec === 'collection') return { all: spec };
    const [kind, value, extra] = spec.split(':');
    if (extra !== undefined || !value) return null;
    if (kind === 'genre') return (GENRES as readonly string[]).includes(value) ? { genre: value as Genre } : null;
    if (kind === 'collection') {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
      return uuid && (await oaiRepository.collectionExists(db, value)) ? { collectionId: value } : null;
    }
    return null;
  }

  async function list(site: OaiSite, req: Extract<OaiRequest, { verb: 'ListIdentifiers' | 'ListRecords' }>) {
    let state: Omit<TokenState, 'a' | 'c' | 'n' | 'x'> & { a?: string; c: number; n?: number };
    if (req.resumptionToken !== undefined) {
      state = tokens.decode(req.resumptionToken, req.verb);
    } else {
      state = {
        v: req.verb,
        m: req.metadataPrefix as string,
        ...(req.from ? { f: req.from.text } : {}),
        ...(req.until ? { u: req.until.text } : {}),
        ...(req.set !== undefined ? { s: req.set } : {}),
        c: 0,
      };
    }
    if (!isPrefix(state.m)) {
      throw new OaiError('cannotDisseminateFormat', `This repository offers oai_dc and olac, not ${state.m}.`);
    }
    const from = state.f ? parseOaiDate(state.f) : null;
    const until = state.u ? parseOaiDate(state.u) : null;
    const filter: OaiFilter = {
      ...(from ? { from: from.at } : {}),
      ...(until ? { before: untilBound(until) } : {}),
    };
    if (state.s !== undefined) {
      const set = await setFilter(state.s);
      if (set === null) throw new OaiError('noRecordsMatch', `This repository has no set ${state.s}.`);
      filter.set = set;
    }
    const rows = await oaiRepository.page(db, filter, state.a, pageSize + 1);
    const more = rows.length > pageSize;
    const page = more ? rows.slice(0, pageSize) : rows;
    if (page.length === 0 && state.c === 0) throw new OaiError('noRecordsMatch', 'No record matches these arguments.');
    const total = state.n ?? (more ? await oaiRepository.count(db, filter) : page.length);
    const last = page.at(-1);
    let token = '';
    if (more && last) {
      const expires = Date.now() + TOKEN_LIFETIME_MS;
      const next: TokenState = { ...state, a: last.songId, c: state.c + page.length, n: total, x: expires };
      token = xmlElement('resumptionToken', tokens.encode(next), {
        completeListSize: total,
        cursor: state.c,
        expirationDate: iso(new Date(expires)),
      });
    } else if (req.resumptionToken !== undefined) {
      // The last page of a list that was resumed: an empty token says the list is complete.
      token = `<resumptionToken${xmlAttrs({ completeListSize: total, cursor: state.c })}/>`;
    }
    const body = await records(site, page, req.verb === 'ListRecords' ? state.m : null);
    return `<${req.verb}>${body}${token}</${req.verb}>`;
  }

  async function identify(site: OaiSite): Promise<string> {
    const earliest = (await oaiRepository.earliestDatestamp(db)) ?? new Date();
    // oai-identifier.xsd asks for a domain name with a dot; on other hosts (localhost) it is left out.
    const domain = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(site.host);
    const oaiIdentifier = domain
      ? `<description><oai-identifier${xmlAttrs({
          xmlns: 'http://www.openarchives.org/OAI/2.0/oai-identifier',
          'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
          'xsi:schemaLocation':
            'http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd',
        })}><scheme>oai</scheme>${xmlElement('repositoryIdentifier', site.host)}<delimiter>:</delimiter>${xmlElement(
          'sampleIdentifier',
          identifierOf(site, '00000000-0000-4000-8000-000000000000'),
        )}</oai-identifier></description>`
      : '';
    const olacArchive = `<description><olac-archive${xmlAttrs({
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
    return (
      '<Identify>' +
      xmlElement('repositoryName', `${SITE_NAME} archive`) +
      xmlElement('baseURL', site.baseUrl) +
      '<protocolVersion>2.0</protocolVersion>' +
      xmlElement('adminEmail', site.adminEmail) +
      xmlElement('earliestDatestamp', iso(earliest)) +
      '<deletedRecord>persistent</deletedRecord>' +
      '<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>' +
      oaiIdentifier +
      olacArchive +
      '</Identify>'
    );
  }

  return {
    /** The answer to a checked request (`OaiError` for the protocol's error conditions). */
    async answer(site: OaiSite, req: OaiRequest): Promise<string> {
      await refresh();
      switch (req.verb) {
        case 'Identify':
          return identify(site);
        case 'ListMetadataFormats': {
          if (req.identifier !== undefined) {
            const id = songIdOf(site, req.identifier);
            if (!id || !(await oaiRepository.find(db, id))) {
              throw new OaiError('idDoesNotExist', `${req.identifier} is not an identifier of this repository.`);
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
        case 'ListSets': {
          if (req.resumptionToken !== undefined) {
            throw new OaiError('badResumptionToken', 'The list of sets is sent whole: it has no resumptionToken.');
          }
          const set = (spec: string, name: string, description?: string) =>
            `<set>${xmlElement('setSpec', spec)}${xmlElement('setName', name)}${
              description ? `<setDescription>${toSetDescription(description)}</setDescription>` : ''
            }</set>`;
          const collections = await oaiRepository.collections(db);
          return `<ListSets>${[
            set('genre', 'Genres'),
            ...GENRES.map((g) => set(`genre:${g}`, GENRE_LABELS[g])),
            set('collection', 'Collections'),
            ...collections.map((c) => set(`collection:${c.id}`, c.title, c.description || undefined)),
          ].join('')}</ListSets>`;
        }
        case 'GetRecord': {
          if (!isPrefix(req.metadataPrefix)) {
            throw new OaiError(
              'cannotDisseminateFormat',
              `This repository offers oai_dc and olac, not ${req.metadataPrefix}.`,
            );
          }
          const id = songIdOf(site, req.identifier);
          const row = id ? await oaiRepository.find(db, id) : undefined;
          if (!row) throw new OaiError('idDoesNotExist', `${req.identifier} is not an identifier of this repository.`);
          return `<GetRecord>${await records(site, [row], req.metadataPrefix)}</GetRecord>`;
        }
        case 'ListIdentifiers':
        case 'ListRecords':
          return list(site, req);
      }
    },
    refresh,
  };
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

export type OaiService = ReturnType<typeof createOaiService>;
