import { z } from 'zod';
// In constants, not here: the web app's forms import them without the schemas (and zod).
import { APP_KEY_NAME_MAX } from '../constants/limits.js';
import { FIELD_MESSAGES } from '../messages/fields.js';

/** Keys for music apps: one per device, shown once. */
/** Keys a person may hold at once: a few devices, and token checks try each. */
export const APP_KEYS_MAX = 10;

export const AppKeyBodySchema = z
  .object({
    name: z
      .string({ message: FIELD_MESSAGES.DEVICE_NAME_REQUIRED })
      .trim()
      .min(1, { message: FIELD_MESSAGES.DEVICE_NAME_REQUIRED })
      .max(APP_KEY_NAME_MAX, { message: FIELD_MESSAGES.DEVICE_NAME_TOO_LONG }),
  })
  .strict();
export type AppKeyBody = z.infer<typeof AppKeyBodySchema>;

export const AppKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** When a music app last used it; null: never. */
  lastUsedAt: z.string().nullable(),
});
export type AppKey = z.infer<typeof AppKeySchema>;

export const AppKeysResponseSchema = z.object({
  keys: z.array(AppKeySchema),
  /** What to type into a music app: the server's address and the user name (the phone number). */
  connect: z.object({ server: z.string(), username: z.string() }),
});
export type AppKeysResponse = z.infer<typeof AppKeysResponseSchema>;

/** The answer to creating a key: the only time the key itself is shown. */
export const AppKeyCreatedSchema = AppKeySchema.extend({ key: z.string() });
export type AppKeyCreated = z.infer<typeof AppKeyCreatedSchema>;
