import { z } from 'zod';
import { text } from './common.js';
import { EmailSchema } from './users.js';

/** Contact subjects of SPEC.md section 5: value and label. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'artist', label: 'Artist Support' },
  { value: 'technical', label: 'Technical Issue' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'press', label: 'Press Inquiry' },
] as const;
export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [
  (typeof CONTACT_SUBJECTS)[number]['value'],
  ...(typeof CONTACT_SUBJECTS)[number]['value'][],
];
export type ContactSubject = (typeof CONTACT_SUBJECT_VALUES)[number];
export const CONTACT_MESSAGE_ROWS = 6;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The contact form (SPEC.md section 2): every field required, email checked. */
export const ContactBodySchema = z
  .object({
    name: text('Name', 100),
    email: EmailSchema,
    subject: z.enum(CONTACT_SUBJECT_VALUES, { message: 'Choose a subject.' }),
    message: text('Message', CONTACT_MESSAGE_MAX_LENGTH),
  })
  .strict();
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactResponseSchema = z.object({ message: z.string(), id: z.string() });
