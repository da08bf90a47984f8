import { WITHDRAWAL_CACHE_SECONDS } from '@nupe/shared';
import { mediaHeaders } from '../../../lib/media-headers.js';
import { songIdOf } from '../subsonic-ids.js';
import { need } from '../subsonic-params.js';
import { SUB_ERRORS, SubsonicError } from '../subsonic-response.js';
import { streamFrom } from '../subsonic-stream.js';
import type { Section } from './section.js';

/**
 * Media retrieval: the bytes (stream, download, cover art), the only answers that use HTTP
 * statuses. The streaming service checks access itself (not found → 70), as for
 * /api/songs/:id/stream.
 */
export const mediaRetrievalSection: Section = ({ app, subsonic, sendAudio }) => {
  const streaming = () => app.services.streaming;
  const coverMissing = () => new SubsonicError(SUB_ERRORS.notFound, 'Cover art not found.');

  return {
    stream: async ({ q, user, reply }) => {
      const songId = songIdOf(need(q, 'id'));
      const max = q.maxBitRate ? Number.parseInt(q.maxBitRate, 10) : 0;
      const offset = q.timeOffset ? Number.parseFloat(q.timeOffset) : 0;
      // A transcoded copy from an offset (OpenSubsonic transcodeOffset): ffmpeg seeks in the original.
      if (offset > 0 && q.format !== 'raw')
        return streamFrom(app, reply, songId, user, { offset, max, format: q.format });
      // `raw` or no limit: the original; a limit: the data-saver copy (≤ 48 kbps) at 64 kbps
      // and below, else the ~128 kbps standard copy (each the original until it is made).
      const file =
        q.format === 'raw' || (!max && q.format !== 'mp3')
          ? await streaming().resolve({ songId }, user)
          : await streaming().resolveQuality(songId, max > 0 && max <= 64 ? 'data_saver' : 'standard', user);
      await sendAudio(reply, file);
      return null;
    },
    download: async ({ q, user, reply, request }) => {
      const songId = songIdOf(need(q, 'id'));
      const file = await streaming().resolve({ songId }, user, 'download');
      if (streaming().isNewDownload(file, request.method, request.headers.range)) {
        await app.services.songs.recordDownload(songId, user);
      }
      await sendAudio(reply, file, true);
      return null;
    },
    getCoverArt: async ({ q, user, reply }) => {
      // A cover follows its item: none for a song the caller may not see (withdrawn, pending,
      // removed or restricted), whoever else shares the picture.
      const songId = await subsonic.visible(need(q, 'id'), user).catch((err: unknown) => {
        throw err instanceof SubsonicError ? coverMissing() : err;
      });
      const coverKey = await subsonic.catalogue.coverKey(songId, user);
      if (!coverKey) throw coverMissing();
      const size = q.size ? Number.parseInt(q.size, 10) : 480;
      const variant = size <= 160 ? 'sm' : size <= 480 ? 'md' : 'lg';
      const key = `${coverKey}/${variant}.webp`;
      const stat = await app.storage.stat(key);
      if (!stat) throw coverMissing();
      mediaHeaders(reply, 'image/webp', 'image')
        .header('content-length', String(stat.size))
        // The client's own cache only, and not past the minute a withdrawal is promised within.
        .header('cache-control', `private, max-age=${WITHDRAWAL_CACHE_SECONDS}`);
      await reply.send(app.storage.read(key));
      return null;
    },
  };
};
