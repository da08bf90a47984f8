import { closedScopes, type TkLabelCode } from '@nupe/shared';
import type { DbOrTx } from '../../db/client.js';
import { archiveRepository } from '../../repositories/archive.repository.js';
import { bagsRepository } from '../../repositories/bags.repository.js';
import type { StagedItem } from './bag-import-stage.js';
import { withdrawnAt } from './bag-payload-checks.js';
import type { ItemEvents } from './item-record.js';

/**
 * Bringing a staged item's records in, in the import's transaction: its album, collection and
 * access group (found or made), then the item with its original, renditions, description,
 * transcripts, consent ledger, description history, fixity events and each file's fixity status,
 * under the same ids, owned by no account of this installation.
 */
export async function insertItemRecords(tx: DbOrTx, staged: StagedItem) {
  const { r, events, keys, fileId, audioKey, renditions, coverKey, transcripts, originalMime } = staged;
  if (r.album) {
    await bagsRepository.ensureAlbum(tx, { ...r.album, ownerId: null });
  }
  const collectionId = r.collection
    ? await bagsRepository.ensureCollection(tx, { ...r.collection, createdBy: null })
    : null;
  const groupId = r.access.group ? await bagsRepository.ensureGroup(tx, { ...r.access.group, createdBy: null }) : null;
  await bagsRepository.insertItem(tx, {
    original: {
      id: fileId,
      storageKey: audioKey,
      mime: originalMime,
      sizeBytes: r.original.size,
      sha256: r.original.sha256,
      durationSeconds: r.original.durationSeconds,
      bitrate: r.original.bitrate,
      sampleRate: r.original.sampleRate,
      channels: r.original.channels,
      codec: r.original.codec,
      originalFilename: r.original.filename,
      uploadedBy: null,
      createdAt: new Date(r.original.createdAt),
    },
    song: {
      id: r.id,
      title: r.title,
      artistCredit: r.artist,
      ownerId: null,
      genre: r.genre,
      albumId: r.album?.id ?? null,
      coverKey,
      audioFileId: fileId,
      durationSeconds: r.durationSeconds,
      bitrate: r.bitrate,
      status: 'published',
      consentHeadHash: events.consent.at(-1)?.hash ?? null,
      // A ledger that ends in a withdrawal arrives withdrawn: off every public surface.
      consentWithdrawnAt: withdrawnAt(events),
      // And each other use the ledger closed (download, research…) stays closed here too.
      consentClosedScopes: closedScopes(events.consent),
      accessLevel: r.access.level,
      accessGroupId: groupId,
      accessLabels: r.access.labels as TkLabelCode[],
      accessSeasons: r.access.seasons,
      publishedAt: r.publishedAt ? new Date(r.publishedAt) : null,
      createdAt: new Date(r.createdAt),
    },
    description: r.archive
      ? {
          ...archiveRepository.descriptionRow(r.id, { ...r.archive, collection: collectionId }, null),
          updatedAt: new Date(r.archive.updatedAt),
        }
      : null,
    renditions,
    transcripts,
    consents: events.consent.map((e) => ({ ...e, songId: r.id, recordedAt: new Date(e.recordedAt) })),
    history: events.descriptionHistory.map((h) => ({
      songId: r.id,
      at: new Date(h.at),
      byId: null,
      byName: h.by,
      changes: h.changes,
    })),
    fixity: events.fixity.flatMap((e) => {
      const key = keys.get(e.file);
      return key ? [{ ...e, storageKey: key, checkedAt: new Date(e.checkedAt), runId: null }] : [];
    }),
    status: fixityStatus(r.id, events, keys),
  });
}

/** Each imported file's fixity status: its last check as the bag recorded it, and its last pass. */
function fixityStatus(songId: string, events: ItemEvents, keys: Map<string, string>) {
  const lastPass = (key: string) =>
    events.fixity.filter((e) => keys.get(e.file) === key && e.outcome === 'pass').at(-1)?.checkedAt;
  const statusKeys = [...new Set(events.fixity.map((e) => keys.get(e.file)).filter((k): k is string => !!k))];
  return statusKeys.map((key) => {
    const last = events.fixity.filter((e) => keys.get(e.file) === key).at(-1) as ItemEvents['fixity'][number];
    const pass = lastPass(key);
    return {
      storageKey: key,
      objectKind: last.objectKind,
      songId,
      expected: last.expected ?? '',
      lastOutcome: last.outcome,
      lastCheckedAt: new Date(last.checkedAt),
      lastVerifiedAt: pass ? new Date(pass) : null,
    };
  });
}
