import { Plural } from '@lingui/react/macro';
import type { AlbumSummary } from '@nupe/shared';
import { Link } from 'react-router';
import { SongCover } from '../../../components/ui/cover';
import { listenPaths } from '../paths';

const year = (date: string) => date.slice(0, 4);

/** An album in a grid (artist page, search): cover, title to the album's page, artist and year. */
export function AlbumCard({ album, showArtist = true }: { album: AlbumSummary; showArtist?: boolean }) {
  return (
    <li className="min-w-0">
      <Link to={listenPaths.album(album.id)} className="group block rounded-2xl">
        {/* The title names the link; the cover would only repeat it. */}
        <span aria-hidden="true">
          <SongCover song={album} sizes="(min-width: 640px) 200px, 45vw" className="w-full" />
        </span>
        <span className="mt-2 block truncate font-semibold text-cloth-900 group-hover:underline">{album.title}</span>
      </Link>
      <p className="truncate text-sm text-cloth-700">
        {showArtist && album.artist ? `${album.artist} · ` : ''}
        {year(album.releaseDate)} · <Plural value={album.songCount} one="# song" other="# songs" />
      </p>
    </li>
  );
}
