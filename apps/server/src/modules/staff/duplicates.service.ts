import {
  type DuplicateItem,
  type DuplicatePairResponse,
  type DuplicateSide,
  type MergeDuplicateBody,
  type MergeDuplicateResponse,
  SUCCESS_MESSAGES,
} from '@nupe/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEvents } from '../../lib/events.js';
import type { CurrentUser } from '../../plugins/access.js';
import { archiveRepository, type DescriptionPatch } from '../../repositories/archive.repository.js';
import { auditRepository } from '../../repositories/audit.repository.js';
import { type DuplicateItemRow, duplicatesRepository as repo } from '../../repositories/duplicates.repository.js';
import { type IssueView, qualityRepository } from '../../repositories/quality.repository.js';
import { compareOriginals, formatLabel, isLossless } from './better-original.js';
import { toIssue } from './staff.mappers.js';

export type DuplicatesService = ReturnType<typeof createDuplicatesService>;

const toItem = ({ song, file, integratedLufs }: DuplicateItemRow): DuplicateItem => ({
  id: song.id,
  title: song.title,
  artist: song.artistCredit,
  status: song.status,
  durationSeconds: file.durationSeconds,
  bitrate: file.bitrate,
  format: formatLabel(file),
  lossless: isLossless(file),
  sizeBytes: file.sizeBytes,
  loudnessLufs: integratedLufs,
  uploadedAt: song.createdAt.toISOString(),
  streamUrl: `/api/songs/${song.id}/stream`,
});

type Described = NonNullable<Awaited<ReturnType<typeof archiveRepository.find>>>;

/**
 * What the survivor's description lacks and the alias's has: every empty field filled from the
 * alias, and the alias's contributors it does not already credit (same name and role) added.
 */
function descriptionGaps(kept: Described | undefined, other: Described | undefined): DescriptionPatch {
  if (!other) return {};
  const patch: DescriptionPatch = {};
  const empty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);
  if (empty(kept?.languages) && !empty(other.languages)) patch.languages = other.languages;
  if (empty(kept?.recorded) && !empty(other.recorded)) patch.recorded = other.recorded;
  if (empty(kept?.place) && other.place) patch.place = other.place;
  if (empty(kept?.occasion) && !empty(other.occasion)) patch.occasion = other.occasion;
  if (empty(kept?.description) && !empty(other.description)) patch.description = other.description;
  if (empty(kept?.subjects) && !empty(other.subjects)) patch.subjects = other.subjects;
  if (empty(kept?.discourseType) && !empty(other.discourseType)) patch.discourseType = other.discourseType;
  if (empty(kept?.rights) && !empty(other.rights)) patch.rights = other.rights;
  if (empty(kept?.collectionId) && other.collectionId) patch.collection = other.collectionId;
  const credited = new Set((kept?.contributors ?? []).map((c) => `${c.name.toLowerCase()}|${c.role}`));
  const added = other.contributors.filter((c) => !credited.has(`${c.name.toLowerCase()}|${c.role}`));
  if (added.length) patch.contributors = [...(kept?.contributors ?? []), ...added];
  return patch;
}

/**
 * "Same recording, different file": the two items of a duplicate issue side by side, and the
 * staff merge that keeps one (with the better original and both items' credits) and makes the
 * other an alias that redirects to it.
 */
export function createDuplicatesService(db: Db, events: AppEvents) {
  /** The issue and its two items, or the 4xx that says why there is no pair to show or merge. */
  async function pairOf(tx: Db | Tx, issueId: string) {
    const issue = await repo.issue(tx, issueId);
    if (!issue) throw new AppError('QUALITY_ISSUE_NOT_FOUND', 404);
    if (issue.kind !== 'possible_duplicate' || !issue.duplicateOf || issue.duplicateOf === issue.songId) {
      throw new AppError('NOT_A_DUPLICATE_ISSUE', 409);
    }
    const [upload, archived] = await Promise.all([repo.item(tx, issue.songId), repo.item(tx, issue.duplicateOf)]);
    if (!upload || !archived) throw new AppError('DUPLICATE_ITEM_GONE', 409);
    return { issue, upload, archived };
  }

  return {
    async pair(issueId: string): Promise<DuplicatePairResponse> {
      const { issue, upload, archived } = await pairOf(db, issueId);
      return {
        issueId: issue.id,
        resolved: issue.resolvedAt !== null,
        upload: toItem(upload),
        archived: toItem(archived),
        betterOriginal: compareOriginals(upload.file, archived.file) > 0 ? 'upload' : 'archived',
        mergedInto: upload.song.mergedInto ?? archived.song.mergedInto ?? null,
      };
    },

    /**
     * One transaction: the survivor takes the better original (the alias keeps the other, still
     * stored and audited), the alias's credits, description, album and cover it lacks, its
     * listeners' likes, plays and playlist places and its transcripts and sections; the alias
     * leaves every list and redirects; the issue is resolved by the caller; the audit log says so.
     */
    async merge(user: CurrentUser, issueId: string, body: MergeDuplicateBody): Promise<MergeDuplicateResponse> {
      const result = await db.transaction(async (tx) => {
        const first = await pairOf(tx, issueId);
        await repo.lock(tx, [first.upload.song.id, first.archived.song.id]);
        // Read again under the locks: a merge that ran meanwhile is seen, not repeated.
        const { issue, upload, archived } = await pairOf(tx, issueId);
        if (issue.resolvedAt || upload.song.mergedInto || archived.song.mergedInto) {
          throw new AppError('DUPLICATE_ALREADY_MERGED', 409);
        }
        if (upload.song.removedAt || archived.song.removedAt) throw new AppError('DUPLICATE_ITEM_GONE', 409);
        const survivorId = body.survivorId ?? archived.song.id;
        if (survivorId !== upload.song.id && survivorId !== archived.song.id) {
          throw new AppError('MERGE_SURVIVOR_NOT_IN_PAIR', 400);
        }
        const survivorSide: DuplicateSide = survivorId === upload.song.id ? 'upload' : 'archived';
        const [survivor, alias] = survivorSide === 'upload' ? [upload, archived] : [archived, upload];
        const at = new Date();

        const aliasBetter = compareOriginals(alias.file, survivor.file) > 0;
        if (aliasBetter) await repo.swapOriginals(tx, survivor.song.id, alias.song.id);
        await repo.fillGaps(tx, survivor.song.id, alias.song.id);
        const patch = descriptionGaps(
          await archiveRepository.find(tx, survivor.song.id),
          await archiveRepository.find(tx, alias.song.id),
        );
        await archiveRepository.describe(tx, survivor.song.id, user, patch);
        await repo.moveListening(tx, alias.song.id, survivor.song.id);
        await repo.moveScholarship(tx, alias.song.id, survivor.song.id);
        await repo.markAlias(tx, alias.song.id, survivor.song.id, user.id, at);
        await repo.resolveBetween(tx, upload.song.id, archived.song.id, user.id, at);
        const originalFrom: DuplicateSide = aliasBetter
          ? survivorSide === 'upload'
            ? 'archived'
            : 'upload'
          : survivorSide;
        await auditRepository.record(tx, user, {
          action: 'song.merge',
          targetType: 'song',
          targetId: alias.song.id,
          targetLabel: alias.song.title,
          details: {
            survivorId: survivor.song.id,
            survivorTitle: survivor.song.title,
            issueId: issue.id,
            originalFrom,
            keptOriginalFileId: aliasBetter ? alias.file.id : survivor.file.id,
            otherOriginalFileId: aliasBetter ? survivor.file.id : alias.file.id,
            credited: patch.contributors?.length ?? 0,
          },
        });
        return { survivorId: survivor.song.id, aliasId: alias.song.id, originalFrom, issueId: issue.id };
      });
      events.songChanged(result.aliasId);
      events.songChanged(result.survivorId);
      const view = await qualityRepository.find(db, result.issueId);
      return {
        message: SUCCESS_MESSAGES.DUPLICATES_MERGED,
        survivorId: result.survivorId,
        aliasId: result.aliasId,
        originalFrom: result.originalFrom,
        issue: toIssue(view as IssueView),
      };
    },
  };
}
