import { RESET_CODE_MAX_TRIES, RESET_CODE_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '../constants/password-reset.js';

/**
 * The API's error sentences by their stable code: the code is a stable machine word, the
 * sentence is what both `error` and `message` carry in an error body. A module of its own, so
 * the web app loads the table only when it has an error to show.
 */
export const ERROR_MESSAGES = {
  // The sentences users see
  LOGIN_FAILED: 'Login failed',
  REGISTRATION_FAILED: 'Registration failed',
  ARTIST_REQUESTS_FAILED: 'Failed to fetch artist requests',
  APPROVE_FAILED: 'Failed to approve artist',
  REJECT_FAILED: 'Failed to reject artist',
  STATS_FAILED: 'Failed to fetch dashboard stats',
  UPLOAD_FAILED: 'Upload failed. Please try again.',
  SONGS_LOAD_FAILED: 'Failed to load Songs.',
  ALBUMS_LOAD_FAILED: 'Failed to load albums',
  ALBUM_LOAD_FAILED: 'Failed to load album details',
  DELETE_SONG_FAILED: 'Failed to delete song',
  INVALID_AUDIO_TYPE: 'Invalid audio file type',
  INVALID_IMAGE_TYPE: 'Invalid image file type',
  MISSING_FILES: 'Please select both audio and image files',

  // Accounts and access
  INVALID_CREDENTIALS: 'The phone number or password is incorrect.',
  ACCOUNT_SUSPENDED: 'This account is suspended. Contact support to have it reinstated.',
  PHONE_TAKEN: 'An account with this phone number already exists.',
  INVALID_PHONE: 'Enter a valid Nigerian phone number, like 0803 123 4567 or +234 803 123 4567.',
  NOT_SIGNED_IN: 'Please sign in to continue.',
  SESSION_EXPIRED: 'Your session has expired or is not valid. Please sign in again.',
  FORBIDDEN: 'You do not have access to this.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please wait a few minutes and try again.',

  // Artist applications
  APPLICATION_EXISTS: 'You already have an artist application waiting for review.',
  ALREADY_ARTIST: 'This account is already an artist.',
  APPLICATION_NOT_FOUND: 'No pending artist application was found for this user.',

  // Catalogue, uploads and streaming
  SONG_NOT_FOUND: 'This song was not found.',
  ALBUM_NOT_FOUND: 'This album was not found.',
  ARTIST_NOT_FOUND: 'This artist was not found.',
  OWNER_NOT_ARTIST: 'The linked account must be an active artist account.',
  OWNER_ADMIN_ONLY: 'Only an admin can upload a song for another artist.',
  SONG_NOT_REMOVED: 'This song is not removed.',
  AUDIO_TOO_LARGE: 'The audio file is too large.',
  IMAGE_TOO_LARGE: 'The image file is too large.',
  RANGE_NOT_SATISFIABLE: 'The requested range is outside the file.',

  // Moments and clips: what a clip needs, and why one is refused
  CLIP_NOT_ALLOWED:
    'The people who gave this recording have not agreed to clips or other derivative works of it, so it cannot be sent as a clip. Share a link to the moment instead.',
  FILE_SHARE_NOT_ALLOWED:
    'The people who gave this recording have not agreed to copies of it being passed on. Share a link to it instead.',
  CLIP_OUTSIDE_RECORDING: 'The clip starts after the recording ends. Choose an earlier moment.',
  CLIPS_BUSY: 'Many clips are being made right now. Please try again in a few seconds.',
  TOO_MANY_CLIPS: 'You have asked for many clips in a short time. Please wait a few minutes and try again.',

  // Admin portal
  USER_NOT_FOUND: 'This user was not found.',
  LAST_ADMIN:
    'This is the last active admin account. Make another account an admin before you suspend or demote this one.',
  SELF_SUSPEND: 'You cannot suspend your own account.',
  SETTINGS_INVALID: 'Some settings are not valid. Check the highlighted fields.',

  // Staff area
  SONG_NOT_PENDING: 'This song is not waiting for review any more.',
  QUALITY_ISSUE_NOT_FOUND: 'This quality issue was not found.',
  NOT_A_DUPLICATE_ISSUE:
    'This quality issue is not about two items of the same recording, so there is nothing to merge.',
  DUPLICATE_ALREADY_MERGED:
    'These two items are already merged, or this issue is resolved. Reopen it or refresh the page.',
  DUPLICATE_ITEM_GONE: 'One of the two items has been removed, so they cannot be merged.',
  MERGE_SURVIVOR_NOT_IN_PAIR: 'Choose one of the two items of this issue to keep.',
  TICKET_NOT_FOUND: 'This support ticket was not found.',
  TASK_NOT_FOUND: 'This task was not found.',
  ASSIGNEE_NOT_STAFF: 'A task can only be assigned to an active staff member or admin.',

  // Generic
  VALIDATION_FAILED: 'Some of the information sent is not valid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'There is nothing at this address.',
  BAD_URL: 'This address is not valid.',
  URL_TOO_LONG: 'This address is too long.',
  PAYLOAD_TOO_LARGE: 'The file is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not supported here.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  STORAGE_FULL: 'The server has no room to store this right now. Nothing was saved; please try again later.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',

  // Artist area
  EVENT_NOT_FOUND: 'This event was not found.',
  PROFILE_NOT_FOUND: 'This account has no artist profile.',
  ALBUM_TITLE_TAKEN: 'You already have an album with this title.',
  SONG_DETAILS_LOCKED:
    "A published song's details and audio cannot be changed. Upload a new version to have it reviewed.",
  MISSING_AUDIO: 'Please choose an audio file.',
  MISSING_IMAGE: 'Please choose an image file.',

  // Archive: access protocols and duplicates
  GROUP_NOT_FOUND: 'This group was not found.',
  GROUP_NAME_TAKEN: 'A group with this name already exists.',
  GROUP_IN_USE: 'Items are shared with this group. Give them another access level first.',
  MEMBER_NOT_FOUND: 'No account uses this phone number.',
  TRANSCRIPT_NOT_FOUND: 'This song has no transcript in that language.',
  PROVERB_NOT_FOUND: 'This proverb was not found.',
  COLLECTION_NOT_FOUND: 'This collection was not found.',
  COLLECTION_TITLE_TAKEN: 'A collection with this title already exists.',
  UPLOAD_NOT_FOUND: 'This upload was not found. It may have expired; please start it again.',
  UPLOAD_OFFSET_CONFLICT: 'The server has a different part of this upload. Resume it to continue from there.',
  UPLOAD_REQUEST_INVALID: 'This upload request is not valid.',
  DUPLICATE_UPLOAD: 'You have already uploaded this recording. It is in your songs; choose another file.',
  APP_KEY_NOT_FOUND: 'This app key was not found. It may have been revoked already.',
  TOO_MANY_APP_KEYS: 'You have 10 app keys. Revoke one you no longer use, then create another.',
  PLAYLIST_NOT_FOUND: 'This playlist was not found. It may be private or deleted.',
  TOO_MANY_PLAYLISTS: 'You have 200 playlists. Delete one you no longer play, then create another.',
  PLAYLIST_SONG_UNAVAILABLE: 'A song in this list is not available to you. Reload the playlist and try again.',
  TRANSCODE_BUSY: 'The server is busy preparing other streams. Try again in a few seconds.',

  // Community translation
  NOT_A_TRANSLATOR: 'You do not translate this language. An admin can make you a translator for it.',
  TRANSLATION_NOT_FOUND: 'This message is not in the interface. The catalog may have changed; reload the list.',
  NO_TRANSLATION_DRAFT: 'This message has no translation waiting for review.',
  TRANSLATION_SELF_REVIEW: 'Someone other than its translator reviews a translation: ask another translator or staff.',
  TRANSLATION_SYNTAX: 'The translation breaks the message syntax.',
  TRANSLATION_PLACEHOLDERS: 'The translation must keep the same placeholders as the English.',
  TRANSLATION_MARKUP: 'The translation must not carry markup.',
  PO_UNREADABLE: 'This is not a PO file this site can read. Send the file a translation tool saved.',
  PO_WRONG_LANGUAGE: 'This PO file is for another language.',
  SEARCH_WORDS_REQUIRED: 'Give the words to look for in q, such as ?q=etsu.',

  // Password reset
  RESET_CODE_INVALID: `This code is not right or no longer works. Check the SMS, or ask for a new code: a code works for ${RESET_CODE_TTL_MINUTES} minutes and for ${RESET_CODE_MAX_TRIES} tries.`,
  SMS_RESET_UNAVAILABLE: 'Codes by SMS are not available on this site. Ask our support team to reset your password.',
  RESET_LINK_INVALID:
    'This reset link is not valid. Check that you opened the whole link, or ask our support team for a new one.',
  RESET_LINK_EXPIRED: `This reset link has expired: a link works for ${RESET_LINK_TTL_MINUTES} minutes. Ask our support team for a new one.`,
  RESET_LINK_USED:
    'This reset link no longer works: it has been used, or a newer link replaced it. If you did not set a new password yourself, ask our support team for a new link.',
  NOT_A_RESET_REQUEST: 'A reset link can only be created on a password reset request.',
  RESET_ACCOUNT_NOT_FOUND: 'No account uses the phone number of this request. Check the number with the person.',
  RESET_ACCOUNT_SUSPENDED: 'This account is suspended. An admin must reinstate it before its password is reset.',
  RESET_NEEDS_ADMIN: 'Only an admin can create a reset link for a staff or admin account.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
