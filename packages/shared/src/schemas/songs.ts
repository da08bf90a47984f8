import { z } from 'zod';
import { GENRE_FILTERS, GENRES } from '../constants/genres.js';
import { SongAccessSchema } from './access.js';
import { ArchivePatchSchema, ArchiveSchema, ProverbSummarySchema } from './archive.js';
import { UuidSchema } from './common.js';
import { CONSENT_SCOPES } from './consent.js';
import { LoudnessSchema } from './loudness.js';
import { PreservationSchema } from './preservation.js';
import { GenreSchema } from './users.js';

/** Review states of a song; removal is a separate soft delete (`removedAt`). */
export const SONG_STATUSES = ['pending', 'published', 'rejected'] as const;
export type SongStatus = (typeof SONG_STATUSES)[number];

export const SONG_TITLE_MAX_LENGTH = 200;
export const ARTIST_CREDIT_MAX_LENGTH = 200;
export const ALBUM_TITLE_MAX_LENGTH = 200;
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** GET /me/recent answers at most this many songs. */
export const RECENTLY_PLAYED_LIMIT = 50;
/** Songs per shelf of the listener app's home (GET /songs/shelves). */
export const SHELF_SIZE = 12;

export const CoverUrlsSchema = z.object({ sm: z.string(), card: z.string(), md: z.string(), lg: z.string() });

export const SongAlbumRefSchema = z.object({ id: z.string(), title: z.string() });

/** A song as the API answers it. */
export const SongSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** The performer credit. */
    artist: z.string(),
    genre: z.enum(GENRES),
    /** The 480 px cover; `coverUrls` has every size. */
    coverUrl: z.string().nullable(),
    coverUrls: CoverUrlsSchema.nullable(),
    /** Immutable address of the audio (cached for a year). */
    audioUrl: z.string(),
    /** Stable address of the audio by song id (revalidated). */
    streamUrl: z.string(),
    downloadUrl: z.string(),
    /**
     * Streaming renditions made in the background after upload: ~128 kbps
     * `standard` and ≤ 48 kbps `dataSaver`, immutable addresses, null until made. The
     * stream URL with `?quality=standard|data-saver` picks them (the original until then).
     */
    renditions: z.object({ standard: z.string().nullable(), dataSaver: z.string().nullable() }),
    /** The archive copy: the original's SHA-256 and its last fixity audit. */
    preservation: PreservationSchema,
    /** The archive description: OLAC / Dublin Core fields. */
    archive: ArchiveSchema,
    /** Who may see it: level, Traditional Knowledge labels, group, seasons. */
    access: SongAccessSchema,
    /** EBU R128 loudness and ReplayGain 2.0 gains of the original; null until measured. */
    loudness: LoudnessSchema.nullable(),
    durationSeconds: z.number().nullable(),
    bitrate: z.number().nullable(),
    status: z.enum(SONG_STATUSES),
    rejectionReason: z.string().nullable(),
    removedAt: z.string().nullable(),
    album: SongAlbumRefSchema.nullable(),
    ownerId: z.string().nullable(),
    /** The owner's public artist profile, when there is one. */
    artistId: z.string().nullable(),
    playCount: z.number().int(),
    downloadCount: z.number().int(),
    likeCount: z.number().int(),
    favoriteCount: z.number().int(),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Present when the caller is signed in: whether they like / favourited it. */
    liked: z.boolean().optional(),
    favorited: z.boolean().optional(),
  })
  .meta({ id: 'Song' });
export type Song = z.infer<typeof SongSchema>;

export const AlbumSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  genre: z.enum(GENRES),
  coverUrl: z.string().nullable(),
  coverUrls: CoverUrlsSchema.nullable(),
  releaseDate: z.string(),
  ownerId: z.string().nullable(),
  artistId: z.string().nullable(),
  artist: z.string().nullable(),
  songCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlbumSummary = z.infer<typeof AlbumSummarySchema>;

/** An album as the API answers it: with its songs. */
export const AlbumSchema = AlbumSummarySchema.extend({ songs: z.array(SongSchema) }).meta({ id: 'Album' });
export type Album = z.infer<typeof AlbumSchema>;

export const ArtistSummarySchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  bio: z.string(),
  genre: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** The address the artist gives for bookings (their profile), if any. */
  contactEmail: z.string().nullable(),
  songCount: z.number().int(),
});
export type ArtistSummary = z.infer<typeof ArtistSummarySchema>;

/** Multipart text fields arrive as strings; an empty one means "not given". */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(max, { message: `${label} must be at most ${max} characters.` })
      .optional(),
  );
const requiredText = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` });

/** The text fields of the upload form; files are checked by their bytes. */
export const SongUploadFieldsSchema = z.object({
  title: requiredText('Title', SONG_TITLE_MAX_LENGTH),
  artist: requiredText('Artist', ARTIST_CREDIT_MAX_LENGTH),
  genre: GenreSchema,
  album: optionalText('Album', ALBUM_TITLE_MAX_LENGTH),
  /** Admin uploads may link an artist account. */
  ownerId: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.uuid({ message: 'ownerId must be a valid id.' }).optional(),
  ),
  /**
   * Consent given with the upload, the first entry of the item's ledger: the scopes
   * agreed to, comma-separated ("stream,download"), and who agreed (the performer credit and
   * "performer" when left out). Without scopes the item waits for staff to record consent.
   */
  consentScopes: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.split(',').map((s) => s.trim())) : v),
    z
      .array(z.enum(CONSENT_SCOPES, { message: 'Each scope must be stream, download, research or derivative.' }))
      .refine((s) => new Set(s).size === s.length, { message: 'Each scope may appear once.' })
      .optional(),
  ),
  consentPerson: optionalText('Consent given by', 200),
  consentRelation: optionalText('Relation', 200),
  /** The archive essentials given with the upload: a JSON `archive` patch. */
  archive: z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, ArchivePatchSchema.optional()),
});
export type SongUploadFields = z.infer<typeof SongUploadFieldsSchema>;

export const SongUploadResponseSchema = z.object({ message: z.string(), song: SongSchema });

/** `page` and `limit` of every paged list (public catalogue, admin and staff lists). */
export const pageNumber = z.coerce
  .number({ message: 'page must be a number.' })
  .int({ message: 'page must be a whole number.' })
  .min(1, { message: 'page must be at least 1.' })
  .default(1);
export const pageSize = z.coerce
  .number({ message: 'limit must be a number.' })
  .int({ message: 'limit must be a whole number.' })
  .min(1, { message: 'limit must be at least 1.' })
  .max(PAGE_SIZE_MAX, { message: `limit must be at most ${PAGE_SIZE_MAX}.` })
  .default(PAGE_SIZE_DEFAULT);
/** A search box's text (songs, albums, artists, admin and staff lists). */
export const searchText = z.string().trim().max(100, { message: 'Search must be at most 100 characters.' }).optional();

/** Filters of the public song list; genre "All" (or none) means every genre. */
export const SongListQuerySchema = z.object({
  genre: z.enum(GENRE_FILTERS, { message: `Genre must be one of: ${GENRE_FILTERS.join(', ')}.` }).optional(),
  /** Titles, credits and albums; transcripts, translations and descriptions too, with or without tone marks. */
  q: searchText,
  /** The archive's filters. */
  language: z
    .string()
    .regex(/^[a-z]{3}$/, { message: 'language must be an ISO 639-3 code such as nup.' })
    .optional(),
  decade: z.coerce
    .number({ message: 'decade must be a year ending in 0, such as 1980.' })
    .int({ message: 'decade must be a year ending in 0, such as 1980.' })
    .min(1000, { message: 'decade must be a year ending in 0, such as 1980.' })
    .max(2990, { message: 'decade must be a year ending in 0, such as 1980.' })
    .refine((d) => d % 10 === 0, { message: 'decade must be a year ending in 0, such as 1980.' })
    .optional(),
  place: searchText,
  occasion: searchText,
  collection: UuidSchema.optional(),
  page: pageNumber,
  limit: pageSize,
});
export type SongListQuery = z.infer<typeof SongListQuerySchema>;

export const PageInfoSchema = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });

export const SongListResponseSchema = PageInfoSchema.extend({ songs: z.array(SongSchema) });
export type SongListResponse = z.infer<typeof SongListResponseSchema>;

/**
 * The listener app's home in one answer: the newest songs and the newest of each
 * genre (every genre, in GENRES order; a genre without songs has an empty list), so a phone
 * makes one request instead of one per shelf.
 */
export const SongShelvesResponseSchema = z.object({
  newReleases: z.array(SongSchema),
  genres: z.array(z.object({ genre: z.enum(GENRES), songs: z.array(SongSchema) })),
});
export type SongShelvesResponse = z.infer<typeof SongShelvesResponseSchema>;

export const AlbumListQuerySchema = z.object({
  genre: SongListQuerySchema.shape.genre,
  q: searchText,
  page: pageNumber,
  limit: pageSize,
});
export const AlbumListResponseSchema = PageInfoSchema.extend({ albums: z.array(AlbumSummarySchema) });

export const ArtistListQuerySchema = z.object({ q: searchText, page: pageNumber, limit: pageSize });
export const ArtistListResponseSchema = PageInfoSchema.extend({ artists: z.array(ArtistSummarySchema) });
export const ArtistDetailResponseSchema = z.object({
  artist: ArtistSummarySchema,
  songs: z.array(SongSchema),
  albums: z.array(AlbumSummarySchema),
});

export const IdParamsSchema = z.object({ id: UuidSchema });

export const SongResponseSchema = z.object({ song: SongSchema });
export const SongsResponseSchema = z.object({ songs: z.array(SongSchema) });
export const AlbumResponseSchema = z.object({ album: AlbumSchema });

/** Answer of PUT/DELETE /songs/:id/like and /favorite. */
export const LikeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export const FavoriteStateSchema = z.object({ favorited: z.boolean(), favoriteCount: z.number().int() });
export const PlayRecordedSchema = z.object({ playCount: z.number().int() });

/** An artist's totals over their songs. */
export const TotalStatsSchema = z.object({
  plays: z.number().int(),
  downloads: z.number().int(),
  favorites: z.number().int(),
  likes: z.number().int(),
});
export type TotalStats = z.infer<typeof TotalStatsSchema>;

/** GET /artist/songs. */
export const ArtistSongsResponseSchema = z.object({ songs: z.array(SongSchema), totalStats: TotalStatsSchema });
export type ArtistSongsResponse = z.infer<typeof ArtistSongsResponseSchema>;
export const ArtistAlbumsResponseSchema = z.object({ albums: z.array(AlbumSchema) });
export type ArtistAlbumsResponse = z.infer<typeof ArtistAlbumsResponseSchema>;
export type AlbumResponse = z.infer<typeof AlbumResponseSchema>;

/** DELETE /artist/delete-song. */
export const DeleteSongBodySchema = z.object({ songId: z.uuid({ message: 'songId must be a valid id.' }) }).strict();
export type DeleteSongBody = z.infer<typeof DeleteSongBodySchema>;
export const DeleteSongResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteSongResponse = z.infer<typeof DeleteSongResponseSchema>;

export const SongMessageResponseSchema = z.object({ message: z.string(), song: SongSchema });

/** PATCH /api/songs/{id}/access: the sentence and the song as it now reads. */
export const SongAccessUpdatedSchema = z.object({ message: z.string(), song: SongSchema });

/** GET /api/proverbs/{id}: the proverb with every recording it is said in (that the caller may hear). */
export const ProverbDetailSchema = z.object({
  proverb: ProverbSummarySchema.extend({
    occurrences: z.array(z.object({ song: SongSchema, start: z.number(), end: z.number() })),
  }),
});
export type ProverbDetail = z.infer<typeof ProverbDetailSchema>;
