import { SITE_NAME } from '@nupe/shared';
import { toOaiDc } from '../../mappers/dublin-core.mapper.js';
import { toSong } from '../../mappers/songs.mapper.js';
import type { bagsRepository } from '../../repositories/bags.repository.js';
import type { songsRepository } from '../../repositories/songs.repository.js';
import type { BaggedItem, WrittenPayload } from './bag-item-payload.js';
import type { BagContext } from './bag-plan.js';
import type { BagWriter } from './bag-writer.js';
import { ITEM_FORMAT, type ItemEvents, type ItemRecord } from './item-record.js';

type FixityEvent = Awaited<ReturnType<typeof bagsRepository.fixityEvents>>[number];
type SongView = NonNullable<Awaited<ReturnType<typeof songsRepository.findView>>>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const iso = (d: Date) => d.toISOString();

/**
 * Writing an item's metadata under `data/<song id>/metadata/`: `item.json` (the record),
 * `dc.xml` (the record as Dublin Core, the harvested oai_dc) and `events.json` (consent ledger,
 * fixity events, description history).
 */
export async function writeItemMetadata(
  writer: BagWriter,
  ctx: BagContext,
  item: { it: BaggedItem; view: SongView; payload: WrittenPayload; fixity: FixityEvent[] },
) {
  const { it, view, payload, fixity } = item;
  const dir = it.song.id;
  const layers = it.transcripts.map((t) => ({ language: t.language, kind: t.kind }));
  await writer.addBytes(`${dir}/metadata/item.json`, json(itemRecordOf(it, payload)));
  await writer.addBytes(
    `${dir}/metadata/dc.xml`,
    `<?xml version="1.0" encoding="UTF-8"?>\n${toOaiDc({ song: toSong(view), layers }, { siteUrl: ctx.siteUrl, publisher: SITE_NAME })}\n`,
  );
  await writer.addBytes(`${dir}/metadata/events.json`, json(itemEventsOf(it, payload, fixity)));
}

/** The record of an item: what it is, its description and access protocol, and each file of its payload. */
function itemRecordOf(it: BaggedItem, payload: WrittenPayload): ItemRecord {
  const s = it.song;
  const d = it.description;
  return {
    format: ITEM_FORMAT,
    id: s.id,
    title: s.title,
    artist: s.artistCredit,
    genre: s.genre,
    createdAt: iso(s.createdAt),
    publishedAt: s.publishedAt ? iso(s.publishedAt) : null,
    durationSeconds: s.durationSeconds,
    bitrate: s.bitrate,
    album: it.album
      ? { id: it.album.id, title: it.album.title, genre: it.album.genre, releaseDate: it.album.releaseDate }
      : null,
    collection: it.collection
      ? { id: it.collection.id, title: it.collection.title, description: it.collection.description }
      : null,
    archive: d
      ? {
          languages: d.languages,
          recorded: d.recorded,
          place: d.place,
          occasion: d.occasion,
          description: d.description,
          subjects: d.subjects,
          discourseType: d.discourseType as NonNullable<ItemRecord['archive']>['discourseType'],
          contributors: d.contributors.map((c) => ({
            name: c.name,
            role: c.role,
            roleDetail: c.roleDetail ?? null,
          })) as NonNullable<ItemRecord['archive']>['contributors'],
          rights: d.rights,
          updatedAt: iso(d.updatedAt),
        }
      : null,
    access: {
      level: s.accessLevel,
      group: it.group ? { id: it.group.id, name: it.group.name, description: it.group.description } : null,
      labels: s.accessLabels,
      seasons: s.accessSeasons,
    },
    original: {
      file: payload.original,
      mime: it.original.mime,
      size: it.original.sizeBytes,
      sha256: it.original.sha256,
      filename: it.original.originalFilename,
      durationSeconds: it.original.durationSeconds,
      bitrate: it.original.bitrate,
      sampleRate: it.original.sampleRate,
      channels: it.original.channels,
      codec: it.original.codec,
      createdAt: iso(it.original.createdAt),
    },
    renditions: it.renditions.map((r) => ({
      kind: r.kind,
      file: payload.files.get(r.storageKey) as string,
      mime: r.mime,
      size: r.sizeBytes,
      sha256: r.sha256,
      bitrate: r.bitrate,
      durationSeconds: r.durationSeconds,
      createdAt: iso(r.createdAt),
    })),
    cover: payload.cover,
    transcripts: payload.transcripts,
  };
}

/** An item's events: its consent ledger, the fixity checks of its files, the history of its description. */
function itemEventsOf(it: BaggedItem, payload: WrittenPayload, fixity: FixityEvent[]): ItemEvents {
  return {
    consent: it.consents.map((e) => ({
      seq: e.seq,
      kind: e.kind,
      person: e.person,
      relation: e.relation,
      scopes: e.scopes,
      date: e.date,
      witness: e.witness,
      recordedBy: e.recordedBy,
      recordedByName: e.recordedByName,
      recordedAt: iso(e.recordedAt),
      prevHash: e.prevHash,
      hash: e.hash,
    })),
    // In the order checked, then by file: a bag made of the same item elsewhere lists them alike.
    fixity: fixity
      .map((e) => ({
        file: payload.files.get(e.storageKey) as string,
        objectKind: e.objectKind,
        algorithm: e.algorithm,
        expected: e.expected,
        found: e.found,
        outcome: e.outcome,
        checkedAt: iso(e.checkedAt),
        agent: e.agent,
      }))
      .sort((x, y) =>
        x.checkedAt === y.checkedAt
          ? x.file < y.file
            ? -1
            : x.file > y.file
              ? 1
              : 0
          : x.checkedAt < y.checkedAt
            ? -1
            : 1,
      ),
    descriptionHistory: it.history.map((h) => ({ at: iso(h.at), by: h.byName, changes: h.changes })),
  };
}
