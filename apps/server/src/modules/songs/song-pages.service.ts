import { coverSrcSet, SHELF_COVER_SIZES, SHELF_EAGER_COVERS, type SongShelvesResponse } from '@nupe/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { lineAt, sectionAt } from '../../lib/timeline.js';
import { archiveRepository } from '../../repositories/archive.repository.js';
import { sectionsRepository } from '../../repositories/sections.repository.js';
import { songsRepository } from '../../repositories/songs.repository.js';
import type { SongsService } from './songs.service.js';

export type SongPagesService = ReturnType<typeof createSongPagesService>;

/** What the server-rendered pages need of the catalogue: a song's preview, /listen's first covers, the sitemap. */
export function createSongPagesService(db: Db, songs: SongsService, anonymousShelves: () => Promise<string>) {
  return {
    /**
     * A public song for its page's meta tags, or null (not found or not public: the page says so),
     * or where a merged duplicate lives now (`movedTo`: its pages redirect there).
     * With `at` (a shared moment, `?t=`): the line said then and the section playing then.
     */
    async findPublicSong(id: string, at: number | null = null) {
      try {
        const found = await songs.find(id, null);
        if ('movedTo' in found) return { movedTo: found.movedTo };
        const { song } = found;
        const [layers, sections] = await Promise.all([
          archiveRepository.layers(db, id),
          sectionsRepository.list(db, id),
        ]);
        const first = layers[0];
        const layer = first ? await archiveRepository.findLayer(db, id, first.language) : undefined;
        const moment =
          at === null
            ? null
            : {
                seconds: at,
                line: layer ? lineAt(layer.cues, at) : null,
                section: sectionAt(sections, song.durationSeconds, at),
              };
        return {
          moment,
          id: song.id,
          title: song.title,
          artist: song.artist,
          genre: song.genre,
          coverUrl: song.coverUrl,
          // Link previews play only what anyone may hear at any time: no protocol, no seasons.
          openStreamUrl: song.access.level === 'public' && song.access.seasons.length === 0 ? song.streamUrl : null,
          archive: song.archive,
          durationSeconds: song.durationSeconds,
          publishedAt: song.publishedAt,
          layers: layers.map((l) => ({ language: l.language, kind: l.kind })),
          sections: sections.map((x) => ({ start: x.start, end: x.end, title: x.title })),
          transcript: layer
            ? { language: layer.language, lines: layer.cues.map((c) => c.text.replace(/<[^>]*>/g, '')) }
            : null,
        };
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) return null;
        throw err;
      }
    },

    /**
     * The covers a phone shows first on /listen (the first few of the new releases and of the
     * first genre shelf), preloaded with the page. Read from the same cached answer
     * GET /api/songs/shelves sends, so a page view costs no query.
     */
    async listenHomeCovers() {
      const shelves = JSON.parse(await anonymousShelves()) as SongShelvesResponse;
      const firstGenre = shelves.genres.find((g) => g.songs.length > 0)?.songs ?? [];
      // A new song is in both shelves: each cover once.
      const onFirstScreen = [
        ...new Map(
          [...shelves.newReleases.slice(0, SHELF_EAGER_COVERS), ...firstGenre.slice(0, SHELF_EAGER_COVERS)].map((s) => [
            s.id,
            s,
          ]),
        ).values(),
      ];
      return onFirstScreen.flatMap((s) =>
        s.coverUrl && s.coverUrls
          ? [{ href: s.coverUrl, srcset: coverSrcSet(s.coverUrls), sizes: SHELF_COVER_SIZES }]
          : [],
      );
    },

    listPublicSongs: () => songsRepository.listForSitemap(db),
  };
}
