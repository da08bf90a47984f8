import { z } from 'zod';
import { GENRES } from '../constants/genres.js';
import { EMAIL_MAX_LENGTH } from '../constants/limits.js';
import { LOCALE_NAMES } from '../constants/locales.js';
import { ROLES, USER_STATUSES } from '../constants/roles.js';
import {
  ALBUM_TITLE_MAX_LENGTH,
  ARTIST_CREDIT_MAX_LENGTH,
  PageInfoSchema,
  pageNumber,
  pageSize,
  SONG_TITLE_MAX_LENGTH,
  SongSchema,
  searchText,
} from './songs.js';
import { UserSchema } from './users.js';

/*
 * Requests and answers of the admin portal: the music library, users, analytics,
 * site settings, the audit log and the dashboard's overview.
 */

const page = pageNumber;
const limit = pageSize;
const search = searchText;

// ---------------------------------------------------------------------------------------------
// Music library

/** "all" is every song that is not removed; "removed" is the removed songs' own view. */
export const ADMIN_SONG_VIEWS = ['all', 'published', 'pending', 'rejected', 'removed'] as const;
export type AdminSongView = (typeof ADMIN_SONG_VIEWS)[number];

export const AdminSongListQuerySchema = z.object({
  q: search,
  genre: z.enum(['All', ...GENRES], { message: `Genre must be All or one of: ${GENRES.join(', ')}.` }).optional(),
  status: z
    .enum(ADMIN_SONG_VIEWS, { message: `Status must be one of: ${ADMIN_SONG_VIEWS.join(', ')}.` })
    .default('all'),
  page,
  limit,
});
export type AdminSongListQuery = z.infer<typeof AdminSongListQuerySchema>;

export const AdminSongListResponseSchema = PageInfoSchema.extend({ songs: z.array(SongSchema) });
export type AdminSongListResponse = z.infer<typeof AdminSongListResponseSchema>;

const editText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` });

/** PATCH /admin/songs/:id: only the fields sent change; album null or "" takes the song out of its album. */
export const AdminSongUpdateBodySchema = z
  .object({
    title: editText('Title', SONG_TITLE_MAX_LENGTH).optional(),
    artist: editText('Artist', ARTIST_CREDIT_MAX_LENGTH).optional(),
    genre: z.enum(GENRES, { message: `Genre must be one of: ${GENRES.join(', ')}.` }).optional(),
    album: z
      .string()
      .trim()
      .max(ALBUM_TITLE_MAX_LENGTH, { message: `Album must be at most ${ALBUM_TITLE_MAX_LENGTH} characters.` })
      .nullable()
      .optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one field to change.' });
export type AdminSongUpdateBody = z.infer<typeof AdminSongUpdateBodySchema>;

export const AdminSongStatusBodySchema = z
  .object({ published: z.boolean({ message: 'published must be true or false.' }) })
  .strict();
export type AdminSongStatusBody = z.infer<typeof AdminSongStatusBodySchema>;

/** Approved, active artist accounts an admin upload may be linked to. */
export const AdminArtistOptionSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  fullName: z.string(),
});
export type AdminArtistOption = z.infer<typeof AdminArtistOptionSchema>;
export const AdminArtistOptionsResponseSchema = z.object({ artists: z.array(AdminArtistOptionSchema) });
export const AdminArtistOptionsQuerySchema = z.object({ q: search });

// ---------------------------------------------------------------------------------------------
// Users

export const AdminUserListQuerySchema = z.object({
  q: search,
  role: z.enum(['all', ...ROLES], { message: `Role must be all or one of: ${ROLES.join(', ')}.` }).default('all'),
  status: z
    .enum(['all', ...USER_STATUSES], { message: `Status must be all or one of: ${USER_STATUSES.join(', ')}.` })
    .default('all'),
  page,
  limit,
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserSchema = UserSchema.extend({
  lastSeenAt: z.string().nullable(),
  /** The artist profile's display name, when the account has one. */
  artistName: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListResponseSchema = PageInfoSchema.extend({ users: z.array(AdminUserSchema) });
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const AdminUserUpdateBodySchema = z
  .object({
    role: z.enum(ROLES, { message: `Role must be one of: ${ROLES.join(', ')}.` }).optional(),
    status: z.enum(USER_STATUSES, { message: `Status must be one of: ${USER_STATUSES.join(', ')}.` }).optional(),
  })
  .strict()
  .refine((b) => b.role !== undefined || b.status !== undefined, { message: 'Send a role or a status to change.' });
export type AdminUserUpdateBody = z.infer<typeof AdminUserUpdateBodySchema>;

export const AdminUserResponseSchema = z.object({ message: z.string(), user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Analytics

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const AnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be 7, 30 or 90.' })
    .refine((n): n is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(n), {
      message: 'days must be 7, 30 or 90.',
    })
    .default(30),
});

export const AnalyticsDaySchema = z.object({
  day: z.string(),
  plays: z.number().int(),
  downloads: z.number().int(),
  newUsers: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

export const AnalyticsResponseSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  totals: z.object({ plays: z.number().int(), downloads: z.number().int(), newUsers: z.number().int() }),
  /** One entry per UTC day, oldest first; days without activity are zeros. */
  daily: z.array(AnalyticsDaySchema),
  topSongs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      artist: z.string(),
      genre: z.string(),
      plays: z.number().int(),
      downloads: z.number().int(),
    }),
  ),
  /** By performer credit. */
  topArtists: z.array(z.object({ artist: z.string(), plays: z.number().int(), songs: z.number().int() })),
  playsByGenre: z.array(z.object({ genre: z.string(), plays: z.number().int() })),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Site settings

export const SETTINGS_TEXT_MAX = { supportHours: 100, heroText: 280, phone: 32 } as const;

/** Empty text means "not set": the server's configured default (or nothing) is used. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const httpsUrl = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/, message: `${label} must be a web address starting with https:// or http://.` })
      .max(500, { message: `${label} must be at most 500 characters.` })
      .nullable(),
  );

/** A text an admin writes (empty means "not set"), at most `max` characters; `what` names it in errors. */
const siteText = (max: number, what: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(max, { message: `${what} must be at most ${max} characters.` })
      .nullable(),
  );

/**
 * The site texts readers see in their own language: the field itself is the English text, and
 * `translations` holds the others. English comes first: a language without its own text is
 * shown the English one (Nupe the Hausa one, then the English, as the interface falls back).
 */
export const SITE_TEXT_KEYS = ['supportHours', 'heroText'] as const;
export type SiteTextKey = (typeof SITE_TEXT_KEYS)[number];

const siteTextTranslations = (max: number, what: string) =>
  z
    .object({
      ha: siteText(max, `${what} in ${LOCALE_NAMES.ha}`).optional(),
      yo: siteText(max, `${what} in ${LOCALE_NAMES.yo}`).optional(),
      nup: siteText(max, `${what} in ${LOCALE_NAMES.nup}`).optional(),
    })
    .strict();

/** Refused when a text is given in another language but not in English, which every reader falls back to. */
export const SITE_TEXT_ENGLISH_FIRST: Record<SiteTextKey, string> = {
  supportHours: 'Write the support hours in English too: readers whose language has none see the English.',
  heroText: 'Write the home page text in English too: readers whose language has none see the English.',
};

const SiteSettingsFields = z.object({
  iosStoreUrl: httpsUrl('The App Store link'),
  androidStoreUrl: httpsUrl('The Google Play link'),
  contactEmail: z.preprocess(
    blankToNull,
    z
      .email({ message: 'Enter a valid contact email address.' })
      .max(EMAIL_MAX_LENGTH, { message: `The contact email must be at most ${EMAIL_MAX_LENGTH} characters.` })
      .nullable(),
  ),
  contactPhone: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(SETTINGS_TEXT_MAX.phone, {
        message: `The contact phone must be at most ${SETTINGS_TEXT_MAX.phone} characters.`,
      })
      .regex(/^\+?[0-9 ()-]{7,}$/, { message: 'Enter the contact phone with digits, spaces and an optional +.' })
      .nullable(),
  ),
  /** In English; `translations.supportHours` has the other languages. */
  supportHours: siteText(SETTINGS_TEXT_MAX.supportHours, 'Support hours'),
  /** In English; `translations.heroText` has the other languages. */
  heroText: siteText(SETTINGS_TEXT_MAX.heroText, 'The home page text'),
  /** The texts in Hausa, Yoruba and Nupe; a language left out (or empty) has none. Absent: none at all. */
  translations: z
    .object({
      supportHours: siteTextTranslations(SETTINGS_TEXT_MAX.supportHours, 'Support hours').default({}),
      heroText: siteTextTranslations(SETTINGS_TEXT_MAX.heroText, 'The home page text').default({}),
    })
    .strict()
    .default({ supportHours: {}, heroText: {} }),
});

const englishFirst = (
  s: Pick<z.infer<typeof SiteSettingsFields>, SiteTextKey | 'translations'>,
  ctx: z.RefinementCtx,
) => {
  for (const key of SITE_TEXT_KEYS) {
    const translated = Object.values(s.translations[key]).some((v) => v !== null && v !== undefined);
    if (s[key] === null && translated)
      ctx.addIssue({ code: 'custom', path: [key], message: SITE_TEXT_ENGLISH_FIRST[key] });
  }
};

export const SiteSettingsSchema = SiteSettingsFields.superRefine(englishFirst);
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
/** What a client sends (empty texts allowed: they mean "not set"). */
export type SiteSettingsInput = z.input<typeof SiteSettingsSchema>;

export const SiteSettingsBodySchema = SiteSettingsFields.strict().superRefine(englishFirst);

/** A text's other languages as the server answers them: null where a language has none. */
const SiteTextTranslationsValuesSchema = z.object({
  ha: z.string().nullable(),
  yo: z.string().nullable(),
  nup: z.string().nullable(),
});
export type SiteTextTranslations = z.infer<typeof SiteTextTranslationsValuesSchema>;

/** The settings as the server answers them (plain values; the input schema above cleans them). */
export const SiteSettingsValuesSchema = z.object({
  iosStoreUrl: z.string().nullable(),
  androidStoreUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  supportHours: z.string().nullable(),
  heroText: z.string().nullable(),
  translations: z.object({
    supportHours: SiteTextTranslationsValuesSchema,
    heroText: SiteTextTranslationsValuesSchema,
  }),
});
export type SiteSettingsValues = z.infer<typeof SiteSettingsValuesSchema>;

export const SiteSettingsResponseSchema = z.object({
  settings: SiteSettingsValuesSchema,
  /** What the public site shows for a setting left empty (from the server's configuration). */
  defaults: z.object({
    iosStoreUrl: z.string().nullable(),
    androidStoreUrl: z.string().nullable(),
    supportHours: z.string(),
  }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SiteSettingsResponse = z.infer<typeof SiteSettingsResponseSchema>;

export const SiteSettingsSavedSchema = SiteSettingsResponseSchema.extend({ message: z.string() });

// ---------------------------------------------------------------------------------------------
// Audit log and overview

export const AUDIT_ACTIONS = [
  'artist.approve',
  'artist.reject',
  'song.upload',
  'song.update',
  'song.cover',
  'song.publish',
  'song.unpublish',
  'song.remove',
  'song.restore',
  'song.access',
  /** Staff merged two items of the same recording: the alias now redirects to the survivor. */
  'song.merge',
  'user.role',
  'user.suspend',
  'user.reinstate',
  /** Staff created a one-time password reset link on a support ticket. */
  'user.reset-link',
  'settings.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** What was acted on, in words (a song title, a person's name). */
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = z.object({ page, limit });
export const AuditLogResponseSchema = PageInfoSchema.extend({ entries: z.array(AuditEntrySchema) });
export type AuditLogResponse = z.infer<typeof AuditLogResponseSchema>;

export const ACTIVITY_KINDS = ['upload', 'registration', 'application', 'approval', 'rejection', 'review'] as const;
export const ActivityItemSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /** The sentence shown, e.g. "Fatima Etsu uploaded “Evening Zikiri”". */
  text: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const OverviewResponseSchema = z.object({
  recentActivity: z.array(ActivityItemSchema),
  songsPerGenre: z.array(z.object({ genre: z.string(), songs: z.number().int() })),
  storage: z.object({
    /** Sum of the archived audio originals (media_files.size_bytes). */
    audioBytes: z.number().int(),
    audioFiles: z.number().int(),
  }),
  pending: z.object({ artistRequests: z.number().int(), songsInReview: z.number().int() }),
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;
