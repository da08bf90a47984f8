import { z } from 'zod';
// In constants, not here: the web app's forms import them without the schemas (and zod).
import { PLAYLIST_DESCRIPTION_MAX, PLAYLIST_NAME_MAX } from '../constants/limits.js';
import { FIELD_MESSAGES } from '../messages/fields.js';
import { UuidSchema } from './common.js';
import { SongSchema } from './songs.js';

/**
 * Playlists: a listener's own ordered lists of songs,
 * private or public, the same in /listen and for Subsonic apps (/rest).
 */
/** Songs in one playlist: a long evening of music, and a bound on the whole-order PUT. */
export const PLAYLIST_SONGS_MAX = 1000;
/** Playlists one person may keep. */
export const PLAYLISTS_MAX = 200;

const name = z
  .string({ message: FIELD_MESSAGES.PLAYLIST_NAME_REQUIRED })
  .trim()
  .min(1, { message: FIELD_MESSAGES.PLAYLIST_NAME_REQUIRED })
  .max(PLAYLIST_NAME_MAX, { message: FIELD_MESSAGES.PLAYLIST_NAME_TOO_LONG });
const description = z
  .string()
  .trim()
  .max(PLAYLIST_DESCRIPTION_MAX, { message: FIELD_MESSAGES.PLAYLIST_DESCRIPTION_TOO_LONG });

export const PlaylistCreateBodySchema = z
  .object({ name, description: description.optional(), public: z.boolean().optional() })
  .strict();
export type PlaylistCreateBody = z.infer<typeof PlaylistCreateBodySchema>;

export const PlaylistPatchBodySchema = z
  .object({ name: name.optional(), description: description.optional(), public: z.boolean().optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send a name, a description or public.' });
export type PlaylistPatchBody = z.infer<typeof PlaylistPatchBodySchema>;

/** The whole order at once: what a drag, a button or a Subsonic updatePlaylist leaves. */
export const PlaylistSongsBodySchema = z
  .object({
    songIds: z
      .array(UuidSchema)
      .max(PLAYLIST_SONGS_MAX, { message: `A playlist holds at most ${PLAYLIST_SONGS_MAX} songs.` }),
  })
  .strict();
export type PlaylistSongsBody = z.infer<typeof PlaylistSongsBodySchema>;

export const PlaylistSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    public: z.boolean(),
    owner: z.object({ id: z.string(), name: z.string() }),
    /** Whether the caller owns it (and may edit it). */
    mine: z.boolean(),
    /** Songs the caller may hear: an item restricted or withdrawn since it was added is left out. */
    songCount: z.number().int(),
    durationSeconds: z.number(),
    /** The first song's 480 px cover, if any. */
    coverUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PlaylistSummary' });
export type PlaylistSummary = z.infer<typeof PlaylistSummarySchema>;

export const PlaylistSchema = PlaylistSummarySchema.extend({ songs: z.array(SongSchema) }).meta({ id: 'Playlist' });
export type Playlist = z.infer<typeof PlaylistSchema>;

export const PlaylistsResponseSchema = z.object({ playlists: z.array(PlaylistSummarySchema) });
export type PlaylistsResponse = z.infer<typeof PlaylistsResponseSchema>;
export const PlaylistResponseSchema = z.object({ playlist: PlaylistSchema });
export type PlaylistResponse = z.infer<typeof PlaylistResponseSchema>;
