import { z } from 'zod';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECTS } from '../constants/contact.js';
import { NAME_MAX_LENGTH } from '../constants/limits.js';
import { FIELD_MESSAGES } from '../messages/fields.js';
import { text } from './common.js';
import { EmailSchema } from './users.js';

export { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_ROWS, CONTACT_SUBJECTS } from '../constants/contact.js';

export const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((s) => s.value) as [
  (typeof CONTACT_SUBJECTS)[number]['value'],
  ...(typeof CONTACT_SUBJECTS)[number]['value'][],
];
export type ContactSubject = (typeof CONTACT_SUBJECT_VALUES)[number];

/** The contact form: every field required, email checked. */
export const ContactBodySchema = z
  .object({
    name: text({ required: FIELD_MESSAGES.NAME_REQUIRED, tooLong: FIELD_MESSAGES.NAME_TOO_LONG }, NAME_MAX_LENGTH),
    email: EmailSchema,
    subject: z.enum(CONTACT_SUBJECT_VALUES, { message: FIELD_MESSAGES.SUBJECT_REQUIRED }),
    message: text(
      { required: FIELD_MESSAGES.MESSAGE_REQUIRED, tooLong: FIELD_MESSAGES.MESSAGE_TOO_LONG },
      CONTACT_MESSAGE_MAX_LENGTH,
    ),
  })
  .strict();
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactResponseSchema = z.object({ message: z.string(), id: z.string() });
