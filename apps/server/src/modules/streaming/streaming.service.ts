import type { OfflineRightsResponse } from '@nupe/shared';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import { type AudioTarget, audioTargetsRepository as repo } from '../../repositories/audio-targets.repository.js';
import { renditionsRepository } from '../../repositories/renditions.repository.js';
import type { RenditionKind } from '../../repositories/rows.js';
import { canUseSong, canViewSong, consentAllows, isOpenToAll, listedFor } from '../../repositories/song-scopes.js';

/** What the "send bytes" step needs: the file, its type, its cache policy, a download name. */
export type AudioFile = {
  target: AudioTarget;
  /** Storage key of the file (a path under the media root on local disk). */
  key: string;
  mime: string;
  /**
   * Open to all (published, public level, no seasons): shared caches may keep it. Anything
   * else only the viewer's own browser, so a closed season or a changed level takes effect.
   */
  isPublic: boolean;
  /** Listed for this viewer (published and open to them): a download of it is counted. */
  listed: boolean;
  downloadName: string;
  /** A file made on this machine for listeners (a tagged copy, a clip): `key` names it in the derived cache. */
  derived?: boolean;
};

export type StreamingService = ReturnType<typeof createStreamingService>;
/** What a request does with the bytes: each is governed by the consent scope of that name. */
export type AudioUse = 'stream' | 'download';

/** Seconds a resolved song is trusted without asking the database again (other processes' changes). */
const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

/**
 * The "authorise and resolve" step of streaming, kept apart from sending the bytes so a
 * front server (nginx X-Accel-Redirect) can take over the second step. Lookups are cached
 * for a few seconds, and dropped at once when this process changes a song's visibility.
 */
export function createStreamingService(db: Db) {
  const cache = new LRUCache<string, AudioTarget>({ max: CACHE_MAX, ttl: CACHE_TTL_MS });
  /** Renditions by `fileId:kind`, including "not made yet" (null) for a few seconds. */
  const renditionCache = new LRUCache<string, { value: { key: string; mime: string } | null }>({
    max: CACHE_MAX,
    ttl: CACHE_TTL_MS,
  });

  async function lookup(kind: 'song' | 'file', id: string): Promise<AudioTarget | undefined> {
    const cacheKey = `${kind}:${id}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const target = kind === 'song' ? await repo.bySong(db, id) : await repo.byFile(db, id);
    if (target) cache.set(cacheKey, target);
    return target;
  }

  return {
    /**
     * The file of a song this viewer may use this way (`canUseSong`: its access and the consent
     * rule): `stream` for playing, `download` for a download or an offline copy. Anything else
     * is a 404, as for an item they may not see.
     */
    async resolve(
      by: { songId: string } | { fileId: string },
      viewer: CurrentUser | null,
      use: AudioUse = 'stream',
    ): Promise<AudioFile> {
      const target = 'songId' in by ? await lookup('song', by.songId) : await lookup('file', by.fileId);
      if (!target || !(await canUseSong(db, target, viewer, use))) throw new AppError('SONG_NOT_FOUND', 404);
      const ext = target.key.slice(target.key.lastIndexOf('.') + 1);
      return {
        target,
        key: target.key,
        mime: target.mime,
        isPublic: isOpenToAll(target),
        // Past canViewSong, a group item is the viewer's group's (or they own it / are staff).
        listed: listedFor(target, viewer, true),
        downloadName: `${target.artist} - ${target.title}.${ext}`.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim(),
      };
    },

    /**
     * Renditions: the song's rendition of `kind` when the worker has made it,
     * else the original (so `?quality=` always plays). Same access rules as the original.
     */
    async resolveQuality(
      songId: string,
      kind: RenditionKind,
      viewer: CurrentUser | null,
      use: AudioUse = 'stream',
    ): Promise<AudioFile> {
      const file = await this.resolve({ songId }, viewer, use);
      const cacheKey = `${file.target.fileId}:${kind}`;
      let hit = renditionCache.get(cacheKey);
      if (!hit) {
        const row = await renditionsRepository.find(db, file.target.fileId, kind);
        hit = { value: row ? { key: row.storageKey, mime: row.mime } : null };
        renditionCache.set(cacheKey, hit);
      }
      if (!hit.value) return file;
      const ext = hit.value.key.slice(hit.value.key.lastIndexOf('.') + 1);
      return {
        ...file,
        key: hit.value.key,
        mime: hit.value.mime,
        downloadName: file.downloadName.replace(/\.[^.]+$/, `.${ext}`),
      };
    },

    /** A rendition by its immutable address (renditions/<shard>/<id>.<ext>). */
    async resolveRendition(renditionId: string, viewer: CurrentUser | null): Promise<AudioFile> {
      const row = await renditionsRepository.byId(db, renditionId);
      if (!row) throw new AppError('SONG_NOT_FOUND', 404);
      const file = await this.resolve({ songId: row.songId }, viewer);
      return { ...file, key: row.rendition.storageKey, mime: row.rendition.mime };
    },

    /**
     * Whether this request is a new download of a song listed for the caller, to be counted: a resumed
     * download (a Range not starting at 0) or a HEAD is the same download, not a new one.
     */
    isNewDownload(file: AudioFile, method: string, range: string | undefined): boolean {
      return file.listed && method === 'GET' && (!range || /^bytes=0-/.test(range));
    },

    /**
     * Whether each song saved on a device may stay there (the listener app asks while online,
     * at least every OFFLINE_RECHECK_SECONDS). An offline copy is a download kept to play, so
     * it needs `stream` and `download`; being staff does not keep one. `withdrawn` is told only
     * to someone who could see the item were it not withdrawn; anyone else hears `unavailable`.
     */
    async offlineRights(ids: string[], viewer: CurrentUser | null): Promise<OfflineRightsResponse> {
      const byId = new Map((await repo.bySongs(db, [...new Set(ids)])).map((t) => [t.songId, t]));
      const songs: OfflineRightsResponse['songs'] = [];
      for (const id of ids) {
        const target = byId.get(id);
        const consented = target !== undefined && consentAllows(target, null, 'download');
        if (target && consented && (await canViewSong(db, target, viewer))) {
          songs.push({ id, keep: true, reason: null });
          continue;
        }
        const seenOtherwise =
          target !== undefined &&
          !consented &&
          (await canViewSong(db, { ...target, consentWithdrawnAt: null, consentClosedScopes: [] }, viewer));
        songs.push({ id, keep: false, reason: seenOtherwise ? 'withdrawn' : 'unavailable' });
      }
      return { songs };
    },

    /** Forget a song at once (removed, restored, published …). */
    invalidate(songId: string) {
      const hit = cache.get(`song:${songId}`);
      cache.delete(`song:${songId}`);
      renditionCache.clear();
      if (hit) cache.delete(`file:${hit.fileId}`);
      else for (const [k, v] of cache.entries()) if (v.songId === songId) cache.delete(k);
    },
  };
}
