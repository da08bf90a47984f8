import { SUB_ERRORS, SubsonicError } from '../subsonic-response.js';
import type { Section } from './section.js';

/**
 * User management: the caller's own roles, as apps read them to offer what the server allows
 * (streaming, downloads, playlists; administration for an admin). Nothing here changes accounts.
 */
export const userManagementSection: Section = () => ({
  getUser: async ({ q, user }) => {
    if (q.username === undefined)
      throw new SubsonicError(SUB_ERRORS.missingParameter, 'Required parameter is missing: username.');
    return {
      user: {
        username: q.username,
        scrobblingEnabled: true,
        adminRole: user.role === 'admin',
        settingsRole: false,
        downloadRole: true,
        uploadRole: false,
        playlistRole: true,
        coverArtRole: false,
        commentRole: false,
        podcastRole: false,
        streamRole: true,
        jukeboxRole: false,
        shareRole: false,
        videoConversionRole: false,
        folder: [1],
      },
    };
  },
});
