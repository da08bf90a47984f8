import type { FastifyInstance } from 'fastify';
import { createAppKeyVault } from '../../lib/app-key-vault.js';
import { bookmarksSection } from './sections/bookmarks.routes.js';
import { browsingSection } from './sections/browsing.routes.js';
import { listsSection } from './sections/lists.routes.js';
import { lyricsSection } from './sections/lyrics.routes.js';
import { mediaAnnotationSection } from './sections/media-annotation.routes.js';
import { mediaRetrievalSection } from './sections/media-retrieval.routes.js';
import { playlistsSection } from './sections/playlists.routes.js';
import { podcastsRadioSharingSection } from './sections/podcasts-radio-sharing.routes.js';
import { searchingSection } from './sections/searching.routes.js';
import type { Section, SectionDeps } from './sections/section.js';
import { openSubsonicExtensions, systemSection } from './sections/system.routes.js';
import { userManagementSection } from './sections/user-management.routes.js';
import { subsonicRoutes } from './subsonic.routes.js';
import { createSubsonicService } from './subsonic.service.js';
import { createRestAttempts } from './subsonic-attempts.js';
import { createSubsonicAuth } from './subsonic-auth.js';
import type { Handler } from './subsonic-params.js';

/** The parts of the API, as the OpenSubsonic documentation groups them. */
const SECTIONS: Section[] = [
  systemSection,
  browsingSection,
  listsSection,
  searchingSection,
  playlistsSection,
  mediaRetrievalSection,
  mediaAnnotationSection,
  userManagementSection,
  bookmarksSection,
  lyricsSection,
  podcastsRadioSharingSection,
];

/** Every section's methods in one table; a method two sections both answer is a mistake caught at start-up. */
function methodsOf(deps: SectionDeps): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  for (const section of SECTIONS) {
    for (const [method, handler] of Object.entries(section(deps))) {
      if (Object.hasOwn(handlers, method)) throw new Error(`Subsonic method ${method} is answered by two sections.`);
      handlers[method] = handler;
    }
  }
  return handlers;
}

/** The Subsonic / OpenSubsonic REST API at /rest, for native music apps with app keys. */
export async function subsonicModule(app: FastifyInstance) {
  const auth = createSubsonicAuth(app.database.db, createAppKeyVault(app.config.jwtSecret));
  app.events.on('appKeyRevoked', ({ keyId }) => auth.forget(keyId));
  const subsonic = createSubsonicService(app.database.db, () => app.services.songs);
  const sendAudio = await app.services.audioSender(app);
  await app.register(subsonicRoutes, {
    handlers: methodsOf({ app, subsonic, sendAudio }),
    open: { getOpenSubsonicExtensions: openSubsonicExtensions },
    auth,
    attempts: createRestAttempts(app, {
      perName: app.config.authRateLimit?.max ?? 10,
      perAddress: app.config.authRateLimit ? app.config.authRateLimit.max * 5 : 50,
      windowMs: app.config.authRateLimit?.windowMs ?? 15 * 60 * 1000,
    }),
    version: process.env.npm_package_version ?? '0.1.0',
  });
}
