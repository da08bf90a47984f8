import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  artistProfiles,
  collections,
  proverbOccurrences,
  proverbs,
  songDescriptions,
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
 *
 * Everything around a song is read by primary-key subqueries, one per song answered, never by
 * joins: joined, the planner hashes whole tables to meet a feed's 500 songs, a cost that grows
 * with the archive; this way a feed costs the same in a catalogue of a thousand or a million.
 */
type Place = { name: string; region?: string | null; country: string; lat?: number | null; lon?: number | null };
type Stored = {
  original: { key: string; mime: string; sizeBytes: number; duration: number | null };
  mp3: { key: string; mime: string; sizeBytes: number } | null;
  description: {
    languages: string[];
    recorded: string | null;
    place: Place | null;
    occasion: string | null;
    description: string | null;
    subjects: string[];
    contributors: { name: string; role: string; roleDetail?: string | null }[];
    rights: string | null;
    collectionId: string | null;
    collectionTitle: string | null;
  } | null;
};

const itemColumns = {
  id: songs.id,
  title: songs.title,
  artistCredit: songs.artistCredit,
  genre: songs.genre,
  coverKey: songs.coverKey,
  durationSeconds: songs.durationSeconds,
  accessLabels: songs.accessLabels,
  publishedAt: songs.publishedAt,
  original: sql<Stored['original']>`(select json_build_object('key', m.storage_key, 'mime', m.mime,
      'sizeBytes', m.size_bytes, 'duration', m.duration_seconds) from media_files m where m.id = ${songs.audioFileId})`,
  // The standard rendition (~128 kbps MP3) of the current audio file, when the worker has made it.
  mp3: sql<Stored['mp3']>`(select json_build_object('key', r.storage_key, 'mime', r.mime, 'sizeBytes', r.size_bytes)
      from song_renditions r where r.media_file_id = ${songs.audioFileId} and r.kind = 'standard')`,
  description: sql<Stored['description']>`(select json_build_object('languages', d.languages,
      'recorded', d.recorded, 'place', d.place, 'occasion', d.occasion, 'description', d.description,
      'subjects', d.subjects, 'contributors', d.contributors, 'rights', d.rights,
      'collectionId', d.collection_id,
      'collectionTitle', (select c.title from collections c where c.id = d.collection_id))
    from song_descriptions d where d.song_id = ${songs.id})`,
};

/** The flat row the documents are built from. */
function toItem(r: Awaited<ReturnType<typeof selectItems>>[number]) {
  const { original, mp3, description, ...song } = r;
  return {
    ...song,
    original: { key: original.key, mime: original.mime, sizeBytes: Number(original.sizeBytes) },
    originalDuration: original.duration,
    mp3Key: mp3?.key ?? null,
    mp3Mime: mp3?.mime ?? null,
    mp3Size: mp3 ? Number(mp3.sizeBytes) : null,
    description: description && {
      languages: description.languages,
      recorded: description.recorded,
      place: description.place,
      occasion: description.occasion,
      description: description.description,
      subjects: description.subjects,
      contributors: description.contributors,
      rights: description.rights,
    },
    collectionId: description?.collectionId ?? null,
    collectionTitle: description?.collectionTitle ?? null,
  };
}

const selectItems = (db: DbOrTx) => db.select(itemColumns).from(songs);

export type OpenItemRow = ReturnType<typeof toItem>;

/**
 * An MP3 to send a podcast app: the standard rendition, or an original that is itself an MP3.
 * Scalar subqueries, looked up by key for each song: as EXISTS under an OR the planner may
 * hash every rendition instead.
 */
const hasMp3 = sql`((select r.id from song_renditions r where r.media_file_id = ${songs.audioFileId} and r.kind = 'standard') is not null
  or (select m.mime from media_files m where m.id = ${songs.audioFileId}) = 'audio/mpeg')`;

/** Songs of a series: a collection, or the artist account that owns them. */
export type SeriesFilter = { collectionId: string } | { ownerId: string };

export const openItemsRepository = {
  async find(db: DbOrTx, songId: string): Promise<OpenItemRow | undefined> {
    const [row] = await selectItems(db).where(and(eq(songs.id, songId), songScope.openToAll));
    return row && toItem(row);
  },

  /**
   * A series' open items, newest published first; `mp3Only` keeps those a podcast app can play.
   * A collection's items are found first by their index, then joined by primary key: in one
   * query the planner hashes every song to meet a collection's few, which grows with the archive.
   */
  async series(db: DbOrTx, f: SeriesFilter, opts: { mp3Only: boolean; limit?: number }): Promise<OpenItemRow[]> {
    let inSeries: SQL;
    if ('collectionId' in f) {
      const members = await db
        .select({ id: songDescriptions.songId })
        .from(songDescriptions)
        .where(eq(songDescriptions.collectionId, f.collectionId));
      if (members.length === 0) return [];
      inSeries = sql`${songs.id} = any(${sql.param(members.map((m) => m.id))}::uuid[])`;
    } else inSeries = eq(songs.ownerId, f.ownerId);
    const query = selectItems(db)
      .where(and(inSeries, songScope.openToAll, opts.mp3Only ? hasMp3 : undefined))
      .orderBy(sql`${songs.publishedAt} desc nulls last`, desc(songs.id));
    return (await (opts.limit === undefined ? query : query.limit(opts.limit))).map(toItem);
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
      .where(and(sql`${songs.ownerId} = ${artistProfiles.userId}`, songScope.openToAll, hasMp3));
    return db
      .select({ id: artistProfiles.id, displayName: artistProfiles.displayName, bio: artistProfiles.bio })
      .from(artistProfiles)
      .innerJoin(users, eq(users.id, artistProfiles.userId))
      .where(and(eq(users.status, 'active'), sql`exists (${item})`))
      .orderBy(asc(sql`lower(${artistProfiles.displayName})`), asc(artistProfiles.id));
  },
};
