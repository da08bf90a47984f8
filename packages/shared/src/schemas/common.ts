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
export const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` });

export const IsoDateTimeSchema = z.string();
