/** Addresses of the listener app under /listen (issue 8). */
export const listenPaths = {
  home: '/listen',
  genre: (genre: string) => `/listen/genre/${encodeURIComponent(genre)}`,
  song: (id: string) => `/listen/song/${encodeURIComponent(id)}`,
} as const;
