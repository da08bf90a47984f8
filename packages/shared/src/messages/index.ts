import { RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '../constants/password-reset.js';

export { ERROR_MESSAGES, type ErrorCode } from './errors.js';

export const SUCCESS_MESSAGES = {
  LOGIN: 'Login successful!',
  REGISTRATION: 'Registration successful!',
  ARTIST_APPROVED: 'Artist approved successfully',
  ARTIST_REJECTED: 'Artist rejected successfully',
  APPLICATION_SENT: 'Your artist application was sent. We will review it soon.',
  LOGOUT: 'Logged out successfully.',
  CONTACT_SENT: "Thank you for your message! We'll get back to you soon.",
  SONG_UPLOADED: 'Song uploaded successfully',
  CONSENT_RECORDED: 'Consent recorded in the ledger.',
  ACCESS_UPDATED: 'Access updated. Every surface follows it now.',
  GROUP_CREATED: 'Group created.',
  GROUP_DELETED: 'Group deleted.',
  GROUP_MEMBER_ADDED: 'Member added.',
  GROUP_MEMBER_REMOVED: 'Member removed.',
  CONSENT_WITHDRAWN: 'Withdrawal recorded: the item has left every public surface. The original stays in the archive.',
  SONG_UPLOADED_FOR_REVIEW: 'Song uploaded. It will be published after review.',
  SONG_DELETED: 'Song deleted successfully',
  SONG_RESTORED: 'Song restored successfully',
  SONG_EDITED: 'Song updated successfully',
  SONG_COVER_UPDATED: 'Cover updated successfully',
  SONG_PUBLISHED: 'Song published',
  SONG_UNPUBLISHED: 'Song unpublished: it is hidden from the public until published again',
  SONG_REMOVED: 'Song removed. You can restore it from the Removed view.',
  USER_UPDATED: 'User updated successfully',
  SETTINGS_SAVED: 'Settings saved. The public site uses them now.',
  SONG_UPDATED: 'Song updated',
  SONG_RESUBMITTED: 'Song sent back for review',
  SONG_REMOVED_FROM_ALBUM: 'Removed from the album',
  ALBUM_CREATED: 'Album created',
  ALBUM_UPDATED: 'Album updated',
  EVENT_CREATED: 'Event added to your schedule',
  EVENT_UPDATED: 'Event updated',
  EVENT_DELETED: 'Event deleted',
  PROFILE_UPDATED: 'Profile saved',
  REVIEW_APPROVED: 'Song approved and published',
  REVIEW_REJECTED: 'Song rejected. The artist will see your reason.',
  REVIEW_BULK_APPROVED: 'Songs approved and published',
  REVIEW_PRIORITY_SET: 'Priority updated',
  QUALITY_ISSUE_RAISED: 'Quality issue raised',
  QUALITY_ISSUE_UPDATED: 'Quality issue updated',
  QUALITY_ISSUE_RESOLVED: 'Quality issue resolved',
  TICKET_UPDATED: 'Ticket updated',
  NOTE_ADDED: 'Note added',
  TASK_CREATED: 'Task added',
  TASK_UPDATED: 'Task updated',
  TASK_DELETED: 'Task deleted',
  RESET_CODE_SENT: `If an account uses this phone number, we have sent it a ${RESET_CODE_LENGTH}-digit code by SMS. It works for ${RESET_CODE_TTL_MINUTES} minutes.`,
  PASSWORD_CHANGED: 'Your password is changed. Sign in with your new password.',
  SIGNED_OUT_EVERYWHERE: 'You are signed out on every device, and your music app keys are revoked. Sign in again here.',
  RESET_REQUEST_SENT:
    'Your request reached our support team. A team member will check that the account is yours, then send you a link to set a new password by WhatsApp or SMS.',
  RESET_LINK_CREATED: `Reset link created. It works once, for ${RESET_LINK_TTL_MINUTES} minutes.`,
} as const;

/** Sentences of the password reset that are not answers of the API: the SMS, the shared link, the ticket. */
export const PASSWORD_RESET_MESSAGES = {
  /** The SMS that carries a code. */
  codeSms: (code: string) =>
    `Your Nupe Music code is ${code}. It works for ${RESET_CODE_TTL_MINUTES} minutes. Never share it: Nupe Music staff will never ask for it.`,
  /** What staff send by WhatsApp or SMS with a reset link; `until` is "HH:mm" in Lagos. */
  shareText: (url: string, until: string) =>
    `Nupe Music: open this link to set a new password for your account. It works once, until ${until} (West Africa Time): ${url}`,
  /** The staff note left on the ticket when a link is created. */
  linkNote: (until: string) => `Reset link created. It works once, until ${until} (West Africa Time).`,
  /** The ticket's message when the person wrote none. */
  ticketMessage: 'Password reset requested from the sign-in page.',
  /** The subject's label on the staff support list. */
  subjectLabel: 'Password reset',
} as const;

/** Client-side prefixes shown around a thrown error. */
export const DELETE_SONG_ERROR_PREFIX = 'Failed to delete song: ';
export const LOAD_ERROR_PREFIX = 'Error: ';

/** The listener app's own sentences: reactions, sharing, the library. */
export const LISTEN_MESSAGES = {
  LIKE_FAILED: 'Your like was not saved. Please try again.',
  UNLIKE_FAILED: 'Your like was not removed. Please try again.',
  FAVORITE_FAILED: 'The song was not added to your favourites. Please try again.',
  UNFAVORITE_FAILED: 'The song was not removed from your favourites. Please try again.',
  LIBRARY_LOAD_FAILED: 'Your library could not be loaded. Please try again.',
  LINK_COPIED: 'Link copied',
  COPY_FAILED: 'The link could not be copied. Select it below and copy it.',
  SIGN_IN_FOR_LIBRARY: 'Sign in or create a free account to like songs, keep favourites and see what you played.',
} as const;
