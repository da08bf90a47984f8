import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  accessGroups,
  albums,
  archiveChanges,
  collections,
  consentEntries,
  fixityEvents,
  fixityStatus,
  mediaFiles,
  songDescriptions,
  songRenditions,
  songs,
  transcriptLayers,
} from '../db/schema/index.js';
import { songScope } from './song-scopes.js';

/**
 * What BagIt export and import read and write: an item with everything the archive
 * keeps of it. A bag holds published items that are not removed, whose `stream` and
 * `research` consent stand (`songScope.published`, and `research` governs the archive's
 * exports), whatever their access level: the level travels with them.
 */
const bagged = and(songScope.published, songScope.consentOpen('research')) as SQL;

export type BagScope = { song: string } | { collection: string } | { all: true };

export const bagsRepository = {
  /** The items of a scope, in id order. */
  async songIds(db: DbOrTx, scope: BagScope): Promise<string[]> {
    const q = db.select({ id: songs.id }).from(songs).leftJoin(songDescriptions, eq(songDescriptions.songId, songs.id));
    const where =
      'song' in scope
        ? and(bagged, eq(songs.id, scope.song))
        : 'collection' in scope
          ? and(bagged, eq(songDescriptions.collectionId, scope.collection))
          : bagged;
    return (await q.where(where).orderBy(asc(songs.id))).map((r) => r.id);
  },

  async collection(db: DbOrTx, id: string) {
    const [row] = await db.select().from(collections).where(eq(collections.id, id));
    return row;
  },

  /** One item and the rows around it. */
  async item(db: DbOrTx, songId: string) {
    const [row] = await db
      .select({
        song: songs,
        original: mediaFiles,
        album: albums,
        group: accessGroups,
        description: songDescriptions,
        collection: collections,
      })
      .from(songs)
      .innerJoin(mediaFiles, eq(mediaFiles.id, songs.audioFileId))
      .leftJoin(albums, eq(albums.id, songs.albumId))
      .leftJoin(accessGroups, eq(accessGroups.id, songs.accessGroupId))
      .leftJoin(songDescriptions, eq(songDescriptions.songId, songs.id))
      .leftJoin(collections, eq(collections.id, songDescriptions.collectionId))
      .where(and(eq(songs.id, songId), bagged));
    if (!row) return undefined;
    const [renditions, transcripts, consents, history] = await Promise.all([
      db
        .select()
        .from(songRenditions)
        .where(eq(songRenditions.mediaFileId, row.original.id))
        .orderBy(asc(songRenditions.kind)),
      db
        .select()
        .from(transcriptLayers)
        .where(eq(transcriptLayers.songId, songId))
        .orderBy(asc(transcriptLayers.language)),
      db.select().from(consentEntries).where(eq(consentEntries.songId, songId)).orderBy(asc(consentEntries.seq)),
      db
        .select()
        .from(archiveChanges)
        .where(eq(archiveChanges.songId, songId))
        .orderBy(asc(archiveChanges.at), asc(archiveChanges.id)),
    ]);
    return { ...row, renditions, transcripts, consents, history };
  },

  /** The fixity events of these files, oldest first. */
  fixityEvents(db: DbOrTx, keys: string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(fixityEvents)
      .where(inArray(fixityEvents.storageKey, keys))
      .orderBy(asc(fixityEvents.checkedAt), asc(fixityEvents.storageKey), asc(fixityEvents.id));
  },

  // ---- import -------------------------------------------------------------------------

  async songExists(db: DbOrTx, id: string): Promise<boolean> {
    const [row] = await db.select({ id: songs.id }).from(songs).where(eq(songs.id, id));
    return row !== undefined;
  },

  /** An album, a collection or an access group the item needs: kept if there, made with the same id if not. */
  async ensureAlbum(tx: DbOrTx, a: typeof albums.$inferInsert) {
    await tx.insert(albums).values(a).onConflictDoNothing({ target: albums.id });
  },
  async ensureCollection(tx: DbOrTx, c: typeof collections.$inferInsert): Promise<string> {
    const [byId] = await tx
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, c.id as string));
    if (byId) return byId.id;
    // Titles are unique: a collection of the same title under another id is the same collection.
    const [byTitle] = await tx.select({ id: collections.id }).from(collections).where(eq(collections.title, c.title));
    if (byTitle) return byTitle.id;
    await tx.insert(collections).values(c);
    return c.id as string;
  },
  async ensureGroup(tx: DbOrTx, g: typeof accessGroups.$inferInsert): Promise<string> {
    const [byId] = await tx
      .select({ id: accessGroups.id })
      .from(accessGroups)
      .where(eq(accessGroups.id, g.id as string));
    if (byId) return byId.id;
    const [byName] = await tx.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.name, g.name));
    if (byName) return byName.id;
    await tx.insert(accessGroups).values(g);
    return g.id as string;
  },

  async insertItem(
    tx: DbOrTx,
    item: {
      original: typeof mediaFiles.$inferInsert;
      song: typeof songs.$inferInsert;
      description: typeof songDescriptions.$inferInsert | null;
      renditions: (typeof songRenditions.$inferInsert)[];
      transcripts: (typeof transcriptLayers.$inferInsert)[];
      consents: (typeof consentEntries.$inferInsert)[];
      history: (typeof archiveChanges.$inferInsert)[];
      fixity: (typeof fixityEvents.$inferInsert)[];
      status: (typeof fixityStatus.$inferInsert)[];
    },
  ) {
    await tx.insert(mediaFiles).values(item.original);
    await tx.insert(songs).values(item.song);
    if (item.description) await tx.insert(songDescriptions).values(item.description);
    if (item.renditions.length) await tx.insert(songRenditions).values(item.renditions);
    if (item.transcripts.length) await tx.insert(transcriptLayers).values(item.transcripts);
    if (item.consents.length) await tx.insert(consentEntries).values(item.consents);
    if (item.history.length) await tx.insert(archiveChanges).values(item.history);
    if (item.fixity.length) await tx.insert(fixityEvents).values(item.fixity);
    if (item.status.length) await tx.insert(fixityStatus).values(item.status);
  },
};
