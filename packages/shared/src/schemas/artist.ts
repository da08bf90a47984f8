import { z } from 'zod';
import { BIO_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits.js';
import { calendarDate } from '../input/text-rules.js';
import { FIELD_MESSAGES } from '../messages/fields.js';
import { text } from './common.js';
import {
  ALBUM_TITLE_MAX_LENGTH,
  AlbumSchema,
  ARTIST_CREDIT_MAX_LENGTH,
  SONG_TITLE_MAX_LENGTH,
  SongSchema,
} from './songs.js';
import { DISPLAY_NAME_MESSAGES, GenreSchema } from './users.js';

/** The artist area: dashboard, analytics, album management, schedule, profile. */

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_VENUE_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 2000;
/** The periods the Performance screen offers, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

const TimeSchema = z
  .string({ message: 'Time is required.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Time must be written HH:MM (24-hour).' });

const optionalLongText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters.` });

// ---------------------------------------------------------------- songs

/** PATCH /artist/songs/:id: details (while pending or rejected) and/or the album (any time). */
export const ArtistSongPatchSchema = z
  .object({
    title: text('Title', SONG_TITLE_MAX_LENGTH).optional(),
    artist: text('Artist', ARTIST_CREDIT_MAX_LENGTH).optional(),
    genre: GenreSchema.optional(),
    /** One of the caller's albums, or null to take the song out of its album. */
    albumId: z.uuid({ message: 'albumId must be a valid id.' }).nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type ArtistSongPatch = z.infer<typeof ArtistSongPatchSchema>;

export const ArtistSongResponseSchema = z.object({ message: z.string(), song: SongSchema });
export type ArtistSongResponse = z.infer<typeof ArtistSongResponseSchema>;

// ---------------------------------------------------------------- albums

/** POST /artist/albums (multipart text fields, with an optional `cover` file). */
export const AlbumCreateFieldsSchema = z.object({
  title: text('Title', ALBUM_TITLE_MAX_LENGTH),
  genre: GenreSchema,
  releaseDate: calendarDate('Release date'),
});
export type AlbumCreateFields = z.infer<typeof AlbumCreateFieldsSchema>;

export const AlbumPatchSchema = z
  .object({
    title: text('Title', ALBUM_TITLE_MAX_LENGTH).optional(),
    genre: GenreSchema.optional(),
    releaseDate: calendarDate('Release date').optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type AlbumPatch = z.infer<typeof AlbumPatchSchema>;

export const AlbumMessageResponseSchema = z.object({ message: z.string(), album: AlbumSchema });
export type AlbumMessageResponse = z.infer<typeof AlbumMessageResponseSchema>;

// ---------------------------------------------------------------- events

export const ArtistEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    date: z.string(),
    time: z.string(),
    venue: z.string(),
    description: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ArtistEvent' });
export type ArtistEvent = z.infer<typeof ArtistEventSchema>;

export const ArtistEventInputSchema = z
  .object({
    title: text('Title', EVENT_TITLE_MAX_LENGTH),
    date: calendarDate('Date'),
    time: TimeSchema,
    venue: text('Venue', EVENT_VENUE_MAX_LENGTH),
    description: optionalLongText('Description', EVENT_DESCRIPTION_MAX_LENGTH).default(''),
  })
  .strict();
export type ArtistEventInput = z.input<typeof ArtistEventInputSchema>;

export const ArtistEventPatchSchema = z
  .object({
    title: ArtistEventInputSchema.shape.title.optional(),
    date: calendarDate('Date').optional(),
    time: TimeSchema.optional(),
    venue: ArtistEventInputSchema.shape.venue.optional(),
    description: optionalLongText('Description', EVENT_DESCRIPTION_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type ArtistEventPatch = z.infer<typeof ArtistEventPatchSchema>;

/** Upcoming (today on, soonest first) and past (most recent first). */
export const ArtistEventsResponseSchema = z.object({
  upcoming: z.array(ArtistEventSchema),
  past: z.array(ArtistEventSchema),
});
export type ArtistEventsResponse = z.infer<typeof ArtistEventsResponseSchema>;
export const ArtistEventResponseSchema = z.object({ message: z.string(), event: ArtistEventSchema });

// ---------------------------------------------------------------- profile

export const ArtistProfileSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    displayName: z.string(),
    bio: z.string(),
    genre: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    contactEmail: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ArtistProfile' });
export type ArtistProfile = z.infer<typeof ArtistProfileSchema>;

export const ArtistProfilePatchSchema = z
  .object({
    displayName: text(DISPLAY_NAME_MESSAGES, NAME_MAX_LENGTH).optional(),
    bio: optionalLongText('Bio', BIO_MAX_LENGTH).optional(),
    genre: GenreSchema.nullable().optional(),
    /** An empty string clears it. */
    contactEmail: z
      .union([
        z.literal(''),
        z
          .email({ message: FIELD_MESSAGES.EMAIL_INVALID })
          .max(EMAIL_MAX_LENGTH, { message: FIELD_MESSAGES.EMAIL_TOO_LONG }),
      ])
      .nullable()
      .optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one field to change.' });
export type ArtistProfilePatch = z.infer<typeof ArtistProfilePatchSchema>;

export const ArtistProfileResponseSchema = z.object({ profile: ArtistProfileSchema });
export const ArtistProfileMessageResponseSchema = z.object({ message: z.string(), profile: ArtistProfileSchema });
export type ArtistProfileResponse = z.infer<typeof ArtistProfileResponseSchema>;

// ---------------------------------------------------------------- figures

export const ActivityCountsSchema = z.object({
  plays: z.number().int(),
  downloads: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
});
export type ActivityCounts = z.infer<typeof ActivityCountsSchema>;

/** A period against the one before it (the ruley length). */
export const ChangeSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
  changePercent: z.number(),
  trend: z.enum(['up', 'down']),
});
export type Change = z.infer<typeof ChangeSchema>;

export const ActivityChangeSchema = z.object({
  plays: ChangeSchema,
  downloads: ChangeSchema,
  likes: ChangeSchema,
  favorites: ChangeSchema,
});
export type ActivityChange = z.infer<typeof ActivityChangeSchema>;

export const ArtistAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be 7, 30 or 90.' })
    .refine((v): v is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(v), {
      message: 'days must be 7, 30 or 90.',
    })
    .default(30),
});

export const ArtistAnalyticsDaySchema = ActivityCountsSchema.extend({ day: z.string() });
export type ArtistAnalyticsDay = z.infer<typeof ArtistAnalyticsDaySchema>;

export const TopSongSchema = ActivityCountsSchema.extend({
  id: z.string(),
  title: z.string(),
  coverUrl: z.string().nullable(),
});
export type TopSong = z.infer<typeof TopSongSchema>;

/** GET /artist/analytics?days=7|30|90: UTC days, oldest first, every day present. */
export const ArtistAnalyticsResponseSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  series: z.array(ArtistAnalyticsDaySchema),
  totals: ActivityCountsSchema,
  change: ActivityChangeSchema,
  topSongs: z.array(TopSongSchema),
});
export type ArtistAnalyticsResponse = z.infer<typeof ArtistAnalyticsResponseSchema>;

/** GET /artist/dashboard: the stat cards, the latest songs (removed ones too) and what is next. */
export const ArtistDashboardResponseSchema = z.object({
  totals: ActivityCountsSchema.extend({ songs: z.number().int() }),
  last7Days: ActivityChangeSchema,
  recentSongs: z.array(SongSchema),
  upcomingEvents: z.array(ArtistEventSchema),
  displayName: z.string(),
});
export type ArtistDashboardResponse = z.infer<typeof ArtistDashboardResponseSchema>;
