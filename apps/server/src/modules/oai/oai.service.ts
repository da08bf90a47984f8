import { createHash } from 'node:crypto';
import { GENRES, type Genre, SITE_NAME } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { type RecordContext, type RecordSource, toOaiDc, toOlac } from '../../mappers/dublin-core.mapper.js';
import { toSong } from '../../mappers/songs.mapper.js';
import { type OaiFilter, type OaiRecordRow, oaiRepository } from '../../repositories/oai.repository.js';
import { siteSettingsRepository } from '../../repositories/site-settings.repository.js';
import { isExportable } from '../../repositories/song-scopes.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import { header, metadata, type OaiSite, type Prefix } from './oai-records.js';

/** The context the fingerprints are computed in: independent of the address asked. */
const FINGERPRINT_CONTEXT: RecordContext = { siteUrl: '', publisher: SITE_NAME };
const REFRESH_BATCH = 500;

/**
 * The repository's records as the verbs read them: kept up to date with the catalogue
 * (`refresh`), found by item, paged by filter, and written as headers and metadata. Only what
 * the public may see is ever sent with its metadata.
 */
export function createOaiService(db: Db) {
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

  return {
    refresh,

    /** The site a request was made to, with the contact harvesters are given. */
    async site(siteUrl: string): Promise<OaiSite> {
      const url = new URL(siteUrl);
      const settings = await siteSettingsRepository.get(db);
      return {
        siteUrl,
        baseUrl: `${siteUrl}/oai`,
        host: url.hostname,
        // The site's contact email (Admin → Settings); until one is set, the archive address of this
        // host, which OLAC's schema accepts only with a domain (localhost gets .localdomain).
        adminEmail:
          settings?.contactEmail ??
          `archive@${url.hostname.includes('.') ? url.hostname : `${url.hostname}.localdomain`}`,
      };
    },

    /** Records of a page: an item that stopped being open since the refresh is sent as deleted, never with its metadata. */
    async records(site: OaiSite, rows: OaiRecordRow[], prefix: Prefix | null): Promise<string> {
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
    },

    /** The filter a set names; null for a set this repository does not have. */
    async setFilter(spec: string): Promise<OaiFilter['set'] | null> {
      if (spec === 'genre' || spec === 'collection') return { all: spec };
      const [kind, value, extra] = spec.split(':');
      if (extra !== undefined || !value) return null;
      if (kind === 'genre') return (GENRES as readonly string[]).includes(value) ? { genre: value as Genre } : null;
      if (kind === 'collection') {
        const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
        return uuid && (await oaiRepository.collectionExists(db, value)) ? { collectionId: value } : null;
      }
      return null;
    },

    find: (songId: string) => oaiRepository.find(db, songId),
    page: (filter: OaiFilter, after: string | undefined, limit: number) => oaiRepository.page(db, filter, after, limit),
    count: (filter: OaiFilter) => oaiRepository.count(db, filter),
    collections: () => oaiRepository.collections(db),
    earliestDatestamp: () => oaiRepository.earliestDatestamp(db),
  };
}

export type OaiService = ReturnType<typeof createOaiService>;
