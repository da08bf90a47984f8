/**
 * Contact subjects: value and label. Kept apart from the zod schema so
 * the public contact page can list them without downloading zod.
 */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'artist', label: 'Artist Support' },
  { value: 'technical', label: 'Technical Issue' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press Inquiry' },
] as const;
export const CONTACT_MESSAGE_ROWS = 6;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
