import type { Archive, Place } from '@nupe/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { fixityStatus, mediaFiles, songs } from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

/*
 * Column sets and query fragments the repositories share; no queries of their own.
 */

export type StoredLoudness = { integratedLufs: number; rangeLu: number; truePeak: number };
export type StoredAlbumLoudness = { integratedLufs: number; truePeak: number };

export type StoredArchive = Omit<Archive, 'collection' | 'place' | 'contributors'> & {
  place: Archive['place'] | Place | null;
  contributors: { name: string; role: string; roleDetail?: string | null }[];
  collection: { id: string; title: string } | null;
};

/**
 * The archive's columns of a song view: the original's checksum and its last fixity check,
 * from fixity_status joined on the original's key (`joinPreservation`), one primary-key
 * lookup a row; and the name of a group item's access group.
 */
export const archiveColumns = {
  sha256: mediaFiles.sha256,
  fixityOutcome: fixityStatus.lastOutcome,
  fixityVerifiedAt: fixityStatus.lastVerifiedAt,
  accessGroupName: sql<string | null>`(select g.name from access_groups g where g.id = ${songs.accessGroupId})`,
  // One primary-key lookup: the description with its collection, as JSON.
  archive: sql<StoredArchive | null>`(select json_build_object(
      'languages', d.languages, 'recorded', d.recorded, 'place', d.place, 'occasion', d.occasion,
      'description', d.description, 'subjects', d.subjects, 'discourseType', d.discourse_type,
      'contributors', d.contributors, 'rights', d.rights,
      'describedBy', (select u.full_name from users u where u.id = d.described_by),
      'collection', case when c.id is null then null else json_build_object('id', c.id, 'title', c.title) end)
    from song_descriptions d left join collections c on c.id = d.collection_id where d.song_id = songs.id)`,
  // One primary-key lookup each: the original's measurement and its album's.
  loudness: sql<StoredLoudness | null>`(select json_build_object('integratedLufs', l.integrated_lufs,
      'rangeLu', l.range_lu, 'truePeak', l.true_peak) from audio_loudness l where l.media_file_id = songs.audio_file_id)`,
  albumLoudness: sql<StoredAlbumLoudness | null>`(select json_build_object('integratedLufs', al.integrated_lufs,
      'truePeak', al.true_peak) from album_loudness al where al.album_id = songs.album_id)`,
};
export const joinPreservation = eq(fixityStatus.storageKey, mediaFiles.storageKey);

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The caller's songs that count in their figures: owned and not removed. */
export const ownedLive = (ownerId: string) => and(eq(songs.ownerId, ownerId), songScope.live) as SQL;
