import { createHash } from 'node:crypto';
import { CONSENT_SCOPES, type ConsentScope, closedScopes } from '@nupe/shared';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Db } from '../../db/client.js';
import type { Provenance } from '../../lib/audio-tags.js';
import type { Storage } from '../../lib/storage.js';
import type { Cue } from '../../lib/timeline.js';
import { toSong } from '../../mappers/songs.mapper.js';
import { archiveRepository } from '../../repositories/archive.repository.js';
import { consentsRepository } from '../../repositories/consents.repository.js';
import { type SongSectionRef, sectionsRepository } from '../../repositories/sections.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';

/** What tags, clips and previews need of a song, read once and kept a while. */
export type SongFacts = {
  /** The provenance every copy carries, before its own address, note and lyrics. */
  base: Omit<Provenance, 'url' | 'note' | 'lyrics'>;
  /** The first text layer (the transcript before translations). */
  layer: { language: string; cues: Cue[] } | null;
  sections: SongSectionRef[];
  durationSeconds: number | null;
  /**
   * The scopes closed to what is made of the song and sent on (clips, tagged files), under the
   * consent rule (`closedScopes` over the whole ledger). A song with no ledger entry yet has
   * nobody's word to make or send anything from: every scope is closed here, though it plays.
   */
  consentClosedScopes: ConsentScope[];
  /** Changes whenever anything above does: part of every derived file's name. */
  digest: string;
};

/** The side of the JPEG cover in tags: small, so a clip stays small. */
const TAG_COVER_SIZE = 300;
/** Other instances' edits reach the tags after at most this long (this one's at once). */
const FACTS_TTL_MS = 60_000;

async function coverJpeg(storage: Storage, coverKey: string | null): Promise<Buffer | null> {
  if (!coverKey) return null;
  const key = `${coverKey}/md.webp`;
  if (!(await storage.stat(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks))
    .resize(TAG_COVER_SIZE, TAG_COVER_SIZE, { fit: 'cover' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * Reads a song's facts for its copies: the description, labels, album, cover, first text
 * layer, sections and the consent in force. Cached per song; `forget` drops one at once.
 */
export function createSongFacts(db: Db, storage: Storage) {
  const cache = new LRUCache<string, Promise<SongFacts | null>>({ max: 2_000, ttl: FACTS_TTL_MS });

  async function load(songId: string): Promise<SongFacts | null> {
    const view = await songsRepository.findView(db, songId);
    if (!view) return null;
    const song = toSong(view);
    const [first] = await archiveRepository.layers(db, songId);
    const layerRow = first ? await archiveRepository.findLayer(db, songId, first.language) : undefined;
    const ledger = await consentsRepository.entries(db, songId);
    const cover = await coverJpeg(storage, view.song.coverKey);
    const base: SongFacts['base'] = {
      id: song.id,
      title: song.title,
      artist: song.artist,
      contributors: song.archive.contributors.map((c) => ({ name: c.name, role: c.roleDetail ?? c.role })),
      album: song.album?.title ?? null,
      recorded: song.archive.recorded,
      languages: song.archive.languages,
      rights: song.archive.rights,
      labels: song.access.labels.map((l) => ({ name: l.name, text: l.text })),
      cover,
    };
    const facts = {
      base,
      layer: layerRow ? { language: layerRow.language, cues: layerRow.cues } : null,
      sections: await sectionsRepository.refs(db, songId),
      durationSeconds: song.durationSeconds,
      consentClosedScopes: ledger.length === 0 ? [...CONSENT_SCOPES] : closedScopes(ledger),
    };
    const digest = createHash('sha256')
      .update(JSON.stringify({ ...facts, base: { ...base, cover: null } }))
      .update(cover ?? '')
      .digest('hex');
    return { ...facts, digest };
  }

  return {
    get(songId: string): Promise<SongFacts | null> {
      let hit = cache.get(songId);
      if (!hit) {
        hit = load(songId);
        cache.set(songId, hit);
        hit.catch(() => cache.delete(songId));
      }
      return hit;
    },
    forget(songId: string) {
      cache.delete(songId);
    },
  };
}
export type SongFactsReader = ReturnType<typeof createSongFacts>;
