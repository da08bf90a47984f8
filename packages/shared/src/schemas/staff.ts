import { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants/contact.js';
import { PASSWORD_RESET_SUBJECT } from '../constants/password-reset.js';
import { USER_STATUSES } from '../constants/roles.js';
import { calendarDate } from '../input/text-rules.js';
import { PASSWORD_RESET_MESSAGES } from '../messages/index.js';
import { text, UuidSchema } from './common.js';
import { PageInfoSchema, pageNumber, pageSize, SongSchema, searchText } from './songs.js';

/** The staff area: content review, quality checks, support, tasks, exports. */

export const REVIEW_PRIORITIES = ['high', 'medium', 'low'] as const;
export type ReviewPriority = (typeof REVIEW_PRIORITIES)[number];
export const REVIEW_PRIORITY_LABELS: Record<ReviewPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Quality issue statuses; an issue is open until resolved. */
export const QUALITY_STATUSES = ['needs_fix', 'pending', 'rejected'] as const;
export type QualityStatus = (typeof QUALITY_STATUSES)[number];
export const QUALITY_STATUS_LABELS: Record<QualityStatus, string> = {
  needs_fix: 'Needs Fix',
  pending: 'Pending',
  rejected: 'Rejected',
};

export const QUALITY_KINDS = [
  'low_bitrate',
  'too_short',
  'silent_audio',
  'small_cover',
  'missing_album',
  'missing_credit',
  'audio_problem',
  'metadata_problem',
  'cover_problem',
  'rights_problem',
  'fixity_failure',
  'possible_duplicate',
  'other',
] as const;
export type QualityKind = (typeof QUALITY_KINDS)[number];
export const QUALITY_KIND_LABELS: Record<QualityKind, string> = {
  low_bitrate: 'Low bitrate',
  too_short: 'Too short',
  silent_audio: 'Silent or near-silent audio',
  small_cover: 'Cover too small',
  missing_album: 'Missing album',
  missing_credit: 'Missing credit',
  audio_problem: 'Audio problem',
  metadata_problem: 'Metadata problem',
  cover_problem: 'Cover problem',
  rights_problem: 'Rights or ownership',
  fixity_failure: 'Archive file damaged or missing',
  possible_duplicate: 'Possible duplicate of another item',
  other: 'Other',
};
/** Kinds the artist fixes with new audio, and with a new cover (what the artist area suggests). */
export const ARTIST_SONG_AUDIO_KINDS = ['low_bitrate', 'too_short', 'silent_audio', 'audio_problem'] as const;
export const ARTIST_SONG_COVER_KINDS = ['small_cover', 'cover_problem'] as const;
/** The kinds staff choose from when raising an issue by hand. */
/**
 * Kinds only staff see, never the song's artist: a damaged or missing archive file is staff's
 * to restore from a backup, not the artist's to fix. Raised by the system alone.
 */
export const STAFF_ONLY_QUALITY_KINDS: readonly QualityKind[] = ['fixity_failure', 'possible_duplicate'];
export const MANUAL_QUALITY_KINDS = QUALITY_KINDS.filter((k) => !STAFF_ONLY_QUALITY_KINDS.includes(k));

/** Thresholds of the automatic checks run on every upload. */
export const QUALITY_THRESHOLDS = {
  minBitrateKbps: 96,
  minDurationSeconds: 10,
  /** A true peak (EBU R128, dBTP) below this level counts as silent or near-silent. */
  silentMaxVolumeDb: -50,
  minCoverPixels: 500,
} as const;

export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};
export const SUPPORT_SUBJECT_LABELS: Record<string, string> = {
  ...Object.fromEntries(CONTACT_SUBJECTS.map((s) => [s.value, s.label])),
  [PASSWORD_RESET_SUBJECT]: PASSWORD_RESET_MESSAGES.subjectLabel,
};

/** Who the review approves with one confirmation at most. */
export const BULK_APPROVE_MAX = 100;

/** Paging of the staff lists (review queue, quality issues, support tickets), as in the admin lists. */
const page = pageNumber;
const limit = pageSize;
export const StaffPageQuerySchema = z.object({ page, limit });
export type StaffPageQuery = z.infer<typeof StaffPageQuerySchema>;

// Review queue

export const ReviewItemSchema = z.object({
  songId: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.string(),
  album: z.string().nullable(),
  submittedAt: z.string(),
  priority: z.enum(REVIEW_PRIORITIES),
  /** Whether this is the artist's first upload (it started High). */
  firstUpload: z.boolean(),
  openIssues: z.number().int(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const ReviewQueueResponseSchema = PageInfoSchema.extend({ items: z.array(ReviewItemSchema) });
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>;

export const SongIdParamsSchema = z.object({ songId: UuidSchema });

export const AutomaticCheckSchema = z.object({
  kind: z.string(),
  label: z.string(),
  /** null when the check could not be run (e.g. no duration in a browser recording). */
  passed: z.boolean().nullable(),
  detail: z.string(),
});
export type AutomaticCheck = z.infer<typeof AutomaticCheckSchema>;

export const QualityIssueSchema = z.object({
  id: z.string(),
  songId: z.string(),
  songTitle: z.string(),
  artist: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  description: z.string(),
  status: z.enum(QUALITY_STATUSES),
  source: z.enum(['automatic', 'manual']),
  raisedBy: z.string().nullable(),
  resolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  /** Resolved by the automatic checks themselves: the artist's new audio or cover passed. */
  resolvedAutomatically: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QualityIssue = z.infer<typeof QualityIssueSchema>;

export const ReviewDetailResponseSchema = z.object({
  song: SongSchema,
  priority: z.enum(REVIEW_PRIORITIES),
  firstUpload: z.boolean(),
  submittedAt: z.string(),
  uploader: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  file: z.object({
    mime: z.string(),
    codec: z.string().nullable(),
    sizeBytes: z.number(),
    sampleRate: z.number().nullable(),
    channels: z.number().nullable(),
    originalFilename: z.string().nullable(),
  }),
  checks: z.array(AutomaticCheckSchema),
  checkedAt: z.string().nullable(),
  /** The automatic checks of the latest upload, replacement or change are queued or running. */
  checksPending: z.boolean(),
  issues: z.array(QualityIssueSchema),
});
export type ReviewDetailResponse = z.infer<typeof ReviewDetailResponseSchema>;

export const SetPriorityBodySchema = z
  .object({ priority: z.enum(REVIEW_PRIORITIES, { message: 'Choose High, Medium or Low.' }) })
  .strict();
export type SetPriorityBody = z.infer<typeof SetPriorityBodySchema>;

export const RejectBodySchema = z.object({ reason: text('Reason', 1000) }).strict();
export type RejectBody = z.infer<typeof RejectBodySchema>;

export const BulkApproveBodySchema = z
  .object({
    songIds: z
      .array(UuidSchema, { message: 'Choose at least one song.' })
      .min(1, { message: 'Choose at least one song.' })
      .max(BULK_APPROVE_MAX, { message: `Approve at most ${BULK_APPROVE_MAX} songs at once.` }),
  })
  .strict();
export type BulkApproveBody = z.infer<typeof BulkApproveBodySchema>;

export const ReviewDecisionResponseSchema = z.object({ message: z.string(), song: SongSchema });
export type ReviewDecisionResponse = z.infer<typeof ReviewDecisionResponseSchema>;

export const BulkApproveResponseSchema = z.object({ message: z.string(), approved: z.number().int() });
export type BulkApproveResponse = z.infer<typeof BulkApproveResponseSchema>;

export const PriorityResponseSchema = z.object({ message: z.string(), priority: z.enum(REVIEW_PRIORITIES) });

// Quality

export const QUALITY_FILTERS = ['open', 'needs_fix', 'pending', 'rejected', 'resolved', 'all'] as const;
export type QualityFilter = (typeof QUALITY_FILTERS)[number];

export const QualityListQuerySchema = z.object({
  status: z.enum(QUALITY_FILTERS, { message: 'Choose a valid status.' }).default('open'),
  /** Only issues on songs whose title or credit contains this. */
  q: searchText,
  page,
  limit,
});
export const QualityListResponseSchema = PageInfoSchema.extend({ issues: z.array(QualityIssueSchema) });
export type QualityListResponse = z.infer<typeof QualityListResponseSchema>;

export const CreateQualityIssueBodySchema = z
  .object({
    songId: UuidSchema,
    kind: z.enum(MANUAL_QUALITY_KINDS as [QualityKind, ...QualityKind[]], { message: 'Choose the kind of issue.' }),
    description: text('Description', 1000),
    status: z.enum(QUALITY_STATUSES, { message: 'Choose a valid status.' }).default('needs_fix'),
  })
  .strict();
export type CreateQualityIssueBody = z.input<typeof CreateQualityIssueBodySchema>;

export const UpdateQualityIssueBodySchema = z
  .object({
    status: z.enum(QUALITY_STATUSES, { message: 'Choose a valid status.' }).optional(),
    resolved: z.boolean({ message: 'Resolved must be true or false.' }).optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.resolved !== undefined, { message: 'Send a status or resolved.' });
export type UpdateQualityIssueBody = z.infer<typeof UpdateQualityIssueBodySchema>;

export const QualityIssueResponseSchema = z.object({ message: z.string(), issue: QualityIssueSchema });

/**
 * "Same recording, different file": the two items of a `possible_duplicate` issue side by side,
 * so staff can compare them by ear and merge them. `upload` is the item the issue is on (the newer
 * one), `archived` the item it was found to match.
 */
export const DUPLICATE_SIDES = ['upload', 'archived'] as const;
export type DuplicateSide = (typeof DUPLICATE_SIDES)[number];

export const DuplicateItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  artist: z.string(),
  status: z.string(),
  /** The original's length in seconds, as measured at upload (null: unknown). */
  durationSeconds: z.number().nullable(),
  /** The original's bitrate in bits per second (null: unknown). */
  bitrate: z.number().int().nullable(),
  /** The original's format for people, e.g. "FLAC (lossless)" or "MP3". */
  format: z.string(),
  lossless: z.boolean(),
  sizeBytes: z.number().int(),
  /** Integrated loudness of the original (EBU R128, LUFS); null until measured. */
  loudnessLufs: z.number().nullable(),
  uploadedAt: z.string(),
  /** The original as uploaded; answers signed-in staff and admins (send the bearer token). */
  streamUrl: z.string(),
});
export type DuplicateItem = z.infer<typeof DuplicateItemSchema>;

export const DuplicatePairResponseSchema = z.object({
  issueId: z.string(),
  resolved: z.boolean(),
  upload: DuplicateItemSchema,
  archived: DuplicateItemSchema,
  /** Whose original is the better one: lossless over lossy, then the higher bitrate, then the longer. */
  betterOriginal: z.enum(DUPLICATE_SIDES),
  /** Once merged: the item the other now redirects to. */
  mergedInto: z.string().nullable(),
});
export type DuplicatePairResponse = z.infer<typeof DuplicatePairResponseSchema>;

export const MergeDuplicateBodySchema = z
  .object({
    /** Which of the two items survives (the other becomes its alias); the archived one when not sent. */
    survivorId: UuidSchema.optional(),
  })
  .strict();
export type MergeDuplicateBody = z.input<typeof MergeDuplicateBodySchema>;

export const MergeDuplicateResponseSchema = z.object({
  message: z.string(),
  survivorId: z.string(),
  aliasId: z.string(),
  /** Which item's original the survivor plays and keeps as its archive copy now. */
  originalFrom: z.enum(DUPLICATE_SIDES),
  issue: QualityIssueSchema,
});
export type MergeDuplicateResponse = z.infer<typeof MergeDuplicateResponseSchema>;

/** What the artist sees of the open issues on one of their songs. */
export const ArtistSongIssueSchema = z.object({
  id: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  description: z.string(),
  status: z.enum(QUALITY_STATUSES),
  statusLabel: z.string(),
  createdAt: z.string(),
});
export const ArtistSongIssuesResponseSchema = z.object({ issues: z.array(ArtistSongIssueSchema) });
export type ArtistSongIssuesResponse = z.infer<typeof ArtistSongIssuesResponseSchema>;
export type ArtistSongIssue = z.infer<typeof ArtistSongIssueSchema>;

/** The open issues on all of the artist's songs at once (My Music and the dashboard). */
export const ArtistIssuesResponseSchema = z.object({
  issues: z.array(ArtistSongIssueSchema.extend({ songId: z.string(), songTitle: z.string() })),
});
export type ArtistIssuesResponse = z.infer<typeof ArtistIssuesResponseSchema>;

// Support

export const SupportNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportNote = z.infer<typeof SupportNoteSchema>;

export const SupportTicketSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The sender's e-mail (the contact form); null on a password reset request. */
  email: z.string().nullable(),
  /** The phone number (E.164) a password reset request is about; null on other tickets. */
  phone: z.string().nullable(),
  subject: z.string(),
  subjectLabel: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  fromUser: z.object({ id: z.string(), fullName: z.string(), role: z.string() }).nullable(),
  /**
   * A password reset request: the account that uses its phone number (staff compare the name
   * with the person's), or null when none does. Always null on other tickets.
   */
  resetAccount: z
    .object({ id: z.string(), fullName: z.string(), role: z.string(), status: z.enum(USER_STATUSES) })
    .nullable(),
  notes: z.array(SupportNoteSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicket = z.infer<typeof SupportTicketSchema>;

export const SupportListQuerySchema = z.object({
  status: z.enum([...SUPPORT_STATUSES, 'all'], { message: 'Choose a valid status.' }).default('all'),
  page,
  limit,
});
export const SupportListResponseSchema = PageInfoSchema.extend({ tickets: z.array(SupportTicketSchema) });
export type SupportListResponse = z.infer<typeof SupportListResponseSchema>;

export const UpdateTicketBodySchema = z
  .object({ status: z.enum(SUPPORT_STATUSES, { message: 'Choose a valid status.' }) })
  .strict();
export const TicketResponseSchema = z.object({ message: z.string(), ticket: SupportTicketSchema });

export const CreateNoteBodySchema = z.object({ body: text('Note', 2000) }).strict();

// Tasks

export const StaffMemberSchema = z.object({ id: z.string(), fullName: z.string(), role: z.string() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffMembersResponseSchema = z.object({ members: z.array(StaffMemberSchema) });

export const StaffTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  assignee: StaffMemberSchema.nullable(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffTask = z.infer<typeof StaffTaskSchema>;
export const StaffTasksResponseSchema = z.object({ tasks: z.array(StaffTaskSchema) });

export const CreateTaskBodySchema = z
  .object({
    title: text('Title', 200),
    assigneeId: UuidSchema.nullable().optional(),
    dueDate: calendarDate('Due date').nullable().optional(),
  })
  .strict();
export type CreateTaskBody = z.infer<typeof CreateTaskBodySchema>;

export const UpdateTaskBodySchema = z
  .object({
    title: text('Title', 200).optional(),
    assigneeId: UuidSchema.nullable().optional(),
    dueDate: calendarDate('Due date').nullable().optional(),
    done: z.boolean({ message: 'Done must be true or false.' }).optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: 'Send at least one change.' });
export type UpdateTaskBody = z.infer<typeof UpdateTaskBodySchema>;
export const TaskResponseSchema = z.object({ message: z.string(), task: StaffTaskSchema });

// Exports

export const DecisionsExportQuerySchema = z
  .object({ from: calendarDate('The start date'), to: calendarDate('The end date') })
  .refine((q) => q.from <= q.to, { message: 'The start date must be on or before the end date.', path: ['to'] });
export type DecisionsExportQuery = z.infer<typeof DecisionsExportQuerySchema>;

export const REVIEW_EXPORT_HEADER = [
  'Decided at',
  'Decision',
  'Track',
  'Artist',
  'Genre',
  'Reason',
  'Decided by',
  'Submitted at',
  'Response time (hours)',
] as const;
export const QUALITY_EXPORT_HEADER = [
  'Raised at',
  'Track',
  'Artist',
  'Issue',
  'Description',
  'Status',
  'Source',
  'Raised by',
] as const;
export const SUPPORT_EXPORT_HEADER = [
  'Received at',
  'Status',
  'Subject',
  'Name',
  'Email',
  'Phone',
  'Message',
  'Internal notes',
] as const;

// Dashboard

export const StaffDashboardResponseSchema = z.object({
  stats: z.object({
    pendingReviews: z.number().int(),
    approvedToday: z.number().int(),
    openQualityIssues: z.number().int(),
    openSupportTickets: z.number().int(),
  }),
  pending: z.array(ReviewItemSchema),
  qualityIssues: z.array(QualityIssueSchema),
  team: z.object({
    reviewersOnline: z.number().int(),
    qualityCheckersOnline: z.number().int(),
    /** Upload to decision over the last 7 days; null without a decision in that time. */
    averageResponseSeconds: z.number().nullable(),
    decisionsLast7Days: z.number().int(),
  }),
});
export type StaffDashboardResponse = z.infer<typeof StaffDashboardResponseSchema>;
