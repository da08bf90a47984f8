import { type ClipQuery, ERROR_MESSAGES, formatMoment, type SongSharing, UuidSchema } from '@nupe/shared';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/access.js';
import type { Services } from '../../plugins/core.js';
import { consentAllows } from '../../repositories/song-scopes.js';
import type { Copies } from './copies.js';
import type { SongFacts, SongFactsReader } from './song-facts.js';

export type ClipsService = ReturnType<typeof createClipsService>;
/** A file the audio sender sends (the streaming module's answer). */
type AudioFile = Awaited<ReturnType<Services['streaming']['resolve']>>;

/**
 * What leaves the platform as a file is judged by the consent rule as written, for whoever asks:
 * staff custody plays and downloads a closed item, it does not send one on (nor clip it).
 */
const clipAllowed = (facts: SongFacts) => consentAllows(facts, null, 'derivative');
/** Passing the file on is a download given away: it needs `stream` and `download`. */
const fileAllowed = (facts: SongFacts) => consentAllows(facts, null, 'download');

/**
 * Clips and what may be sent beside a song's link. Who may see the song is the streaming
 * rules' answer (a 404 otherwise, never a hint); what may be made of it is the consent in
 * force under the consent rule: a clip needs `derivative`, passing the file on needs `download`.
 */
export function createClipsService(
  services: () => Pick<Services, 'streaming'>,
  facts: SongFactsReader,
  copies: Copies,
) {
  /** The streaming copy the caller may hear (the original until it is made), with the song's facts. */
  async function heard(songId: string, viewer: CurrentUser | null): Promise<{ file: AudioFile; song: SongFacts }> {
    const file = await services().streaming.resolveQuality(songId, 'standard', viewer);
    const song = await facts.get(songId);
    if (!song) throw new AppError('SONG_NOT_FOUND', 404);
    return { file, song };
  }

  return {
    /**
     * A 404 for a song the caller may not see, before the query is read: its validation
     * messages must not tell an outsider that the song exists.
     */
    async assertVisible(songId: string, viewer: CurrentUser | null): Promise<void> {
      if (UuidSchema.safeParse(songId).success) await services().streaming.resolve({ songId }, viewer);
    },

    async sharing(songId: string, viewer: CurrentUser | null): Promise<SongSharing> {
      const { song } = await heard(songId, viewer);
      return {
        clip: clipAllowed(song)
          ? { allowed: true, reason: null }
          : { allowed: false, reason: ERROR_MESSAGES.CLIP_NOT_ALLOWED },
        file: fileAllowed(song)
          ? { allowed: true, reason: null }
          : { allowed: false, reason: ERROR_MESSAGES.FILE_SHARE_NOT_ALLOWED },
      };
    },

    /** A clip of the song as a file to send: cut (or found) in the derived cache. */
    async clip(songId: string, query: ClipQuery, viewer: CurrentUser | null, origin: string): Promise<AudioFile> {
      const { file, song } = await heard(songId, viewer);
      if (!clipAllowed(song)) throw new AppError('CLIP_NOT_ALLOWED', 403);
      const length = song.durationSeconds;
      if (length !== null && query.start >= Math.floor(length)) {
        throw new AppError('CLIP_OUTSIDE_RECORDING', 400, undefined, {
          start: ERROR_MESSAGES.CLIP_OUTSIDE_RECORDING,
        });
      }
      const duration = length === null ? query.duration : Math.min(query.duration, Math.floor(length - query.start));
      const range = { start: query.start, duration };
      const source = { songId, key: file.key, mime: file.mime };
      const name = await copies.clip(source, range, query.format, origin);
      const span = `${formatMoment(range.start)}-${formatMoment(range.start + duration)}`.replaceAll(':', '.');
      return {
        ...file,
        key: name,
        derived: true,
        mime: query.format === 'mp3' ? 'audio/mpeg' : 'audio/ogg',
        downloadName: file.downloadName.replace(/\.[^.]+$/, ` (${span}).${query.format}`),
      };
    },

    /** The tagged copy of a streaming rendition, or the file as it is when tags are not written to it. */
    async taggedCopy(file: AudioFile, origin: string): Promise<AudioFile> {
      const name = await copies.tagged({ songId: file.target.songId, key: file.key, mime: file.mime }, origin);
      return name ? { ...file, key: name, derived: true } : file;
    },
  };
}
