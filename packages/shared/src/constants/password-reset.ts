/**
 * Password reset without an operator's shell: a 6-digit code by SMS, or a
 * one-time link that staff create on a support ticket and send by WhatsApp or SMS.
 * Kept apart from the zod schemas so the sign-in screen can read them without zod.
 */
export const RESET_CODE_LENGTH = 6;
/** A code works for 10 minutes… */
export const RESET_CODE_TTL_MINUTES = 10;
/** …and for 5 tries: the fifth wrong one kills it. */
export const RESET_CODE_MAX_TRIES = 5;
/** A staff-created reset link works once, for 30 minutes. */
export const RESET_LINK_TTL_MINUTES = 30;
/** The web page that opens a reset link (`/reset-password?token=…`). */
export const RESET_PASSWORD_PATH = '/reset-password';
/** The support ticket subject of a password reset request (never offered on the contact form). */
export const PASSWORD_RESET_SUBJECT = 'password_reset';
