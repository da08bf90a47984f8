/** Every address of the web app, in one place. Components never build paths by hand. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  /** The shareable page of a public song. */
  song: (id: string) => `/song/${encodeURIComponent(id)}`,
  login: '/login',
  register: '/register',
  registerArtist: '/register?as=artist',
  /** Podcast feeds (RSS) of a series, and the OPML list of every feed, served by the server. */
  feeds: {
    collection: (id: string) => `/feeds/collections/${encodeURIComponent(id)}.rss`,
    artist: (id: string) => `/feeds/artists/${encodeURIComponent(id)}.rss`,
    opml: '/feeds/opml',
  },
  /** The listener app (its own screens live in features/listen/paths.ts). */
  listen: '/listen',
  /** The artist application: the form, or where one stands (pending, or rejected with the reason). */
  apply: '/apply',
  admin: {
    root: '/admin',
    upload: '/admin/upload',
    music: '/admin/music',
    users: '/admin/users',
    analytics: '/admin/analytics',
    preservation: '/admin/preservation',
    settings: '/admin/settings',
  },
  artist: {
    root: '/artist',
    music: '/artist/music',
    describe: (id: string) => `/artist/music/${id}/describe`,
    albums: '/artist/albums',
    analytics: '/artist/analytics',
    schedule: '/artist/schedule',
    profile: '/artist/profile',
  },
  staff: {
    root: '/staff',
    review: '/staff/review',
    quality: '/staff/quality',
    consent: '/staff/consent',
    access: '/staff/access',
    describe: '/staff/describe',
    support: '/staff/support',
    tasks: '/staff/tasks',
    tools: '/staff/tools',
    translate: '/staff/translate',
  },
} as const;

/** `/login?redirect=<path>`: where the user goes after signing in. */
export function loginWithRedirect(redirectTo: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(redirectTo)}`;
}

/**
 * Only same-site paths are accepted as a return address, so a crafted link cannot send a
 * freshly signed-in user to another site.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith(paths.login) || value.startsWith(paths.register)) return null;
  return value;
}
