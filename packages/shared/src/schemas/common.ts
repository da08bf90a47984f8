import { z } from 'zod';

/** The one error body: `error` and `message` carry the same sentence. */
export const ErrorBodySchema = z
  .object({
    error: z.string(),
    message: z.string(),
    code: z.string(),
    /** Which fields were wrong, for forms that show messages beside their inputs. */
    fields: z.record(z.string(), z.string()).optional(),
    /** A 409 for a duplicate upload names the caller's item that already holds the recording. */
    existing: z.object({ id: z.string(), title: z.string() }).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const UuidSchema = z.uuid({ message: 'Must be a valid id.' });

/** A trimmed, non-empty text with a maximum length and a sentence for each failure. */
export const text = (label: string | { required: string; tooLong: string }, max: number) => {
  // A form's field names its sentences from FIELD_MESSAGES (translated in the web app by code);
  // the rest say "<label> is required." in English.
  const m =
    typeof label === 'string'
      ? { required: `${label} is required.`, tooLong: `${label} must be at most ${max} characters.` }
      : label;
  return z.string({ message: m.required }).trim().min(1, { message: m.required }).max(max, { message: m.tooLong });
};

export const IsoDateTimeSchema = z.string();
