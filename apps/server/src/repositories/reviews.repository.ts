import type { ReviewPriority } from '@nupe/shared';
import { and, asc, avg, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { albums, mediaFiles, reviewDecisions, reviewPriorities, songs, users } from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The artist's first song: no other song of the same owner was uploaded before it. */
const firstUpload = sql<boolean>`(${songs.ownerId} is not null and not exists (
  select 1 from songs earlier where earlier.owner_id = ${songs.ownerId} and earlier.created_at < ${songs.createdAt}))`;

/** A resubmission (the song was decided before) counts from its last change, a first submission from its upload. */
const submittedAt = sql`(case when exists (select 1 from review_decisions d where d.song_id = ${songs.id})
  then ${songs.updatedAt} else ${songs.createdAt} end)`;

const openIssues = sql<number>`(select count(*)::int from quality_issues q where q.song_id = ${songs.id} and q.resolved_at is null)`;

const waiting = songScope.awaitingReview;

export type QueueRow = {
  songId: string;
  title: string;
  artist: string;
  genre: string;
  album: string | null;
  submittedAt: Date;
  priority: ReviewPriority | null;
  firstUpload: boolean;
  openIssues: number;
};

export const reviewsRepository = {
  async listQueue(db: DbOrTx, limit: number, offset = 0): Promise<{ rows: QueueRow[]; total: number }> {
    const query = db
      .select({
        songId: songs.id,
        title: songs.title,
        artist: songs.artistCredit,
        genre: songs.genre,
        album: albums.title,
        submittedAt: submittedAt.mapWith(toDate),
        priority: reviewPriorities.priority,
        firstUpload: firstUpload.mapWith(Boolean),
        openIssues: openIssues.mapWith(Number),
      })
      .from(songs)
      .leftJoin(albums, eq(albums.id, songs.albumId))
      .leftJoin(reviewPriorities, eq(reviewPriorities.songId, songs.id))
      .where(waiting)
      .orderBy(asc(submittedAt), asc(songs.id));
    const [rows, [total]] = await Promise.all([
      query.limit(limit).offset(offset),
      db.select({ n: count() }).from(songs).where(waiting),
    ]);
    return { rows: rows as QueueRow[], total: total?.n ?? 0 };
  },

  async findQueueItem(db: DbOrTx, songId: string): Promise<QueueRow | undefined> {
    const [row] = await db
      .select({
        songId: songs.id,
        title: songs.title,
        artist: songs.artistCredit,
        genre: songs.genre,
        album: albums.title,
        submittedAt: submittedAt.mapWith(toDate),
        priority: reviewPriorities.priority,
        firstUpload: firstUpload.mapWith(Boolean),
        openIssues: openIssues.mapWith(Number),
      })
      .from(songs)
      .leftJoin(albums, eq(albums.id, songs.albumId))
      .leftJoin(reviewPriorities, eq(reviewPriorities.songId, songs.id))
      .where(and(waiting, eq(songs.id, songId)));
    return row as QueueRow | undefined;
  },

  async fileOf(db: DbOrTx, songId: string) {
    const [row] = await db
      .select({
        mime: mediaFiles.mime,
        codec: mediaFiles.codec,
        sizeBytes: mediaFiles.sizeBytes,
        sampleRate: mediaFiles.sampleRate,
        channels: mediaFiles.channels,
        originalFilename: mediaFiles.originalFilename,
        storageKey: mediaFiles.storageKey,
        uploaderId: users.id,
        uploaderName: users.fullName,
      })
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .leftJoin(users, eq(users.id, songs.uploadedBy))
      .where(eq(songs.id, songId));
    return row;
  },

  async setPriority(db: DbOrTx, songId: string, priority: ReviewPriority, by: string) {
    await db
      .insert(reviewPriorities)
      .values({ songId, priority, setBy: by })
      .onConflictDoUpdate({ target: reviewPriorities.songId, set: { priority, setBy: by, setAt: new Date() } });
  },

  /** Locks the songs for a decision; answers their id, status, removal and submission time. */
  async lockForDecision(tx: DbOrTx, songIds: string[]) {
    const rows = await tx
      .select({
        id: songs.id,
        status: songs.status,
        removedAt: songs.removedAt,
        submittedAt: submittedAt.mapWith(toDate),
      })
      .from(songs)
      .where(inArray(songs.id, songIds))
      .for('update');
    return rows as { id: string; status: string; removedAt: Date | null; submittedAt: Date }[];
  },

  async decide(
    tx: DbOrTx,
    d: {
      songId: string;
      decision: 'approved' | 'rejected';
      reason: string | null;
      by: string;
      at: Date;
      submittedAt: Date;
    },
  ) {
    await tx
      .update(songs)
      .set(
        d.decision === 'approved'
          ? { status: 'published', publishedAt: d.at, rejectionReason: null, updatedAt: d.at }
          : { status: 'rejected', publishedAt: null, rejectionReason: d.reason, updatedAt: d.at },
      )
      .where(eq(songs.id, d.songId));
    await tx.insert(reviewDecisions).values({
      songId: d.songId,
      decision: d.decision,
      reason: d.reason,
      decidedBy: d.by,
      decidedAt: d.at,
      responseSeconds: Math.max(0, Math.floor((d.at.getTime() - d.submittedAt.getTime()) / 1000)),
    });
    await tx.delete(reviewPriorities).where(eq(reviewPriorities.songId, d.songId));
  },

  async countApprovedSince(db: DbOrTx, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(reviewDecisions)
      .where(and(eq(reviewDecisions.decision, 'approved'), gte(reviewDecisions.decidedAt, since)));
    return row?.n ?? 0;
  },

  async responseSince(db: DbOrTx, since: Date): Promise<{ average: number | null; decisions: number }> {
    const [row] = await db
      .select({ average: avg(reviewDecisions.responseSeconds), n: count() })
      .from(reviewDecisions)
      .where(gte(reviewDecisions.decidedAt, since));
    return { average: row?.average == null ? null : Math.round(Number(row.average)), decisions: row?.n ?? 0 };
  },

  /** Decisions in [from, to), oldest first, for the CSV export. */
  async decisionsBetween(db: DbOrTx, from: Date, to: Date) {
    const decider = alias(users, 'decider');
    return db
      .select({
        decidedAt: reviewDecisions.decidedAt,
        decision: reviewDecisions.decision,
        title: songs.title,
        artist: songs.artistCredit,
        genre: songs.genre,
        reason: reviewDecisions.reason,
        decidedBy: decider.fullName,
        responseSeconds: reviewDecisions.responseSeconds,
      })
      .from(reviewDecisions)
      .innerJoin(songs, eq(songs.id, reviewDecisions.songId))
      .leftJoin(decider, eq(decider.id, reviewDecisions.decidedBy))
      .where(and(gte(reviewDecisions.decidedAt, from), lt(reviewDecisions.decidedAt, to)))
      .orderBy(asc(reviewDecisions.decidedAt), asc(reviewDecisions.id));
  },
};
