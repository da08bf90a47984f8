/** Addresses of the listener app under /listen. */
export const listenPaths = {
  home: '/listen',
  genre: (genre: string) => `/listen/genre/${encodeURIComponent(genre)}`,
  song: (id: string) => `/listen/song/${encodeURIComponent(id)}`,
  artist: (id: string) => `/listen/artist/${encodeURIComponent(id)}`,
  album: (id: string) => `/listen/album/${encodeURIComponent(id)}`,
  search: '/listen/search',
  archive: '/listen/archive',
  proverbs: '/listen/proverbs',
  proverb: (id: string) => `/listen/proverbs/${encodeURIComponent(id)}`,
  library: '/listen/library',
  liked: '/listen/library/liked',
  favourites: '/listen/library/favourites',
  recent: '/listen/library/recent',
  downloads: '/listen/downloads',
  /** The signed-in listener's own playlists. */
  playlists: '/listen/playlists',
  /** One playlist: the owner edits it; a public one is also its share address. */
  playlist: (id: string) => `/listen/playlist/${encodeURIComponent(id)}`,
  /** Connect a music app (Subsonic): app keys for the signed-in account. */
  apps: '/listen/apps',
  signIn: '/listen/sign-in',
  register: '/listen/register',
} as const;
