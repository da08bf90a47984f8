/** The listener app's navigation icons (inline SVG, stroked; no icon library). */
import { lineIcon as outline } from './icon';

export const HomeIcon = outline(<path d="M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1Z" />);
export const SearchIcon = outline(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </>,
);
export const LibraryIcon = outline(
  <>
    <path d="M5 4v16M9.5 4v16" />
    <path d="m14 4.5 5 15" />
  </>,
);
export const DownloadsIcon = outline(
  <>
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5" />
    <path d="M5 19.5h14" />
  </>,
);
/** Lines of a list with a note: playlists. */
export const PlaylistsIcon = outline(
  <>
    <path d="M4 6h11M4 11h11M4 16h6" />
    <path d="M19 5v11" />
    <circle cx="16.5" cy="16.5" r="2.5" />
  </>,
);
