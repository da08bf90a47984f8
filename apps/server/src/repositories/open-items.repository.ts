import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  artistProfiles,
  collections,
  mediaFiles,
  proverbOccurrences,
  proverbs,
  songDescriptions,
  songRenditions,
  songs,
  transcriptLayers,
  users,
} from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

/**
 * Items open to anyone on any day (`songScope.openToAll`), as the publishing protocols that
 * leave the platform (IIIF manifests, podcast feeds) read them: the item, its original, its
 * standard MP3 rendition when made, and its description. Nothing here is shown to a viewer who
 * may see more: these surfaces publish only what everyone may have for good.
 */
const itemColumns = {
  id: songs.id,
  title: songs.title,
  artistCredit: songs.artistCredit,
  genre: songs.genre,
  coverKey: songs.coverKey,
  durationSeconds: songs.durationSeconds,
  accessLabels: songs.accessLabels,
  publishedAt: songs.publishedAt,
  updatedAt: songs.updatedAt,
  original: { key: mediaFiles.storageKey, mime: mediaFiles.mime, sizeBytes: mediaFiles.sizeBytes },
  originalDuration: mediaFiles.durationSeconds,
  // The standard rendition (~128 kbps MP3) of the current audio file, when the worker has made it.
  mp3Key: songRenditions.storageKey,
  mp3Mime: songRenditions.mime,
  mp3Size: songRenditions.sizeBytes,
  description: {
    languages: songDescriptions.languages,
    recorded: songDescriptions.recorded,
    place: songDescriptions.place,
    occasion: songDescriptions.occasion,
    description: songDescriptions.description,
    subjects: songDescriptions.subjects,
    contributors: songDescriptions.contributors,
    rights: songDescriptions.rights,
  },
  collectionId: collections.id,
  collectionTitle: collections.title,
};

function selectItems(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(songs)
    .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
    .leftJoin(
      songRenditions,
      and(eq(songRenditions.mediaFileId, songs.audioFileId), eq(songRenditions.kind, 'standard')),
    )
    .leftJoin(songDescriptions, eq(songDescriptions.songId, songs.id))
    .leftJoin(collections, eq(collections.id, songDescriptions.collectionId));
}

export type OpenItemRow = NonNullable<Awaited<ReturnType<typeof openItemsRepository.find>>>;

/** An MP3 to send a podcast app: the standard rendition, or an original that is itself an MP3. */
const hasMp3 = or(isNotNull(songRenditions.storageKey), eq(mediaFiles.mime, 'audio/mpeg')) as SQL;

/** Songs of a series: a collection, or the artist account that owns them. */
export type SeriesFilter = { collectionId: string } | { ownerId: string };

export const openItemsRepository = {
  async find(db: DbOrTx, songId: string) {
    const [row] = await selectItems(db).where(and(eq(songs.id, songId), songScope.openToAll));
    return row;
  },

  /** A series' open items, newest published first; `mp3Only` keeps those a podcast app can play. */
  series(db: DbOrTx, f: SeriesFilter, opts: { mp3Only: boolean; limit?: number }) {
    const inSeries =
      'collectionId' in f ? eq(songDescriptions.collectionId, f.collectionId) : eq(songs.ownerId, f.ownerId);
    const query = selectItems(db)
      .where(and(inSeries, songScope.openToAll, opts.mp3Only ? hasMp3 : undefined))
      .orderBy(sql`${songs.publishedAt} desc nulls last`, desc(songs.id));
    return opts.limit === undefined ? query : query.limit(opts.limit);
  },

  /** The transcript and translation layers of an item, with their cues, by language. */
  layers(db: DbOrTx, songId: string) {
    return db
      .select({ language: transcriptLayers.language, kind: transcriptLayers.kind, cues: transcriptLayers.cues })
      .from(transcriptLayers)
      .where(eq(transcriptLayers.songId, songId))
      .orderBy(asc(transcriptLayers.kind), asc(transcriptLayers.language));
  },

  /** The languages and kinds of the layers of these items. */
  layerLanguages(db: DbOrTx, songIds: string[]) {
    if (songIds.length === 0) return Promise.resolve([]);
    return db
      .select({ songId: transcriptLayers.songId, language: transcriptLayers.language, kind: transcriptLayers.kind })
      .from(transcriptLayers)
      .where(inArray(transcriptLayers.songId, songIds))
      .orderBy(asc(transcriptLayers.kind), asc(transcriptLayers.language));
  },

  /** Where proverbs are said in an item, in time order, with the proverb. */
  proverbMoments(db: DbOrTx, songId: string) {
    return db
      .select({
        proverbId: proverbs.id,
        text: proverbs.text,
        start: proverbOccurrences.start,
        end: proverbOccurrences.end,
      })
      .from(proverbOccurrences)
      .innerJoin(proverbs, eq(proverbs.id, proverbOccurrences.proverbId))
      .where(eq(proverbOccurrences.songId, songId))
      .orderBy(asc(proverbOccurrences.start), asc(proverbs.id));
  },

  async collection(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ id: collections.id, title: collections.title, description: collections.description })
      .from(collections)
      .where(eq(collections.id, id));
    return row;
  },

  /** Collections holding at least one open item (one that a podcast app can play, with `mp3Only`). */
  collectionsWithOpenItems(db: DbOrTx, opts: { mp3Only: boolean }) {
    const item = db
      .select({ one: sql`1` })
      .from(songDescriptions)
      .innerJoin(songs, eq(songs.id, songDescriptions.songId))
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .leftJoin(
        songRenditions,
        and(eq(songRenditions.mediaFileId, songs.audioFileId), eq(songRenditions.kind, 'standard')),
      )
      .where(
        and(
          sql`${songDescriptions.collectionId} = ${collections.id}`,
          songScope.openToAll,
          opts.mp3Only ? hasMp3 : undefined,
        ),
      );
    return db
      .select({ id: collections.id, title: collections.title, description: collections.description })
      .from(collections)
      .where(sql`exists (${item})`)
      .orderBy(asc(sql`lower(${collections.title})`), asc(collections.id));
  },

  /** Public artists (active accounts) with at least one open item a podcast app can play. */
  artistsWithEpisodes(db: DbOrTx) {
    const item = db
      .select({ one: sql`1` })
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .leftJoin(
        songRenditions,
        and(eq(songRenditions.mediaFileId, songs.audioFileId), eq(songRenditions.kind, 'standard')),
      )
      .where(and(sql`${songs.ownerId} = ${artistProfiles.userId}`, songScope.openToAll, hasMp3));
    return db
      .select({ id: artistProfiles.id, displayName: artistProfiles.displayName, bio: artistProfiles.bio })
      .from(artistProfiles)
      .innerJoin(users, eq(users.id, artistProfiles.userId))
      .where(and(eq(users.status, 'active'), sql`exists (${item})`))
      .orderBy(asc(sql`lower(${artistProfiles.displayName})`), asc(artistProfiles.id));
  },
};
