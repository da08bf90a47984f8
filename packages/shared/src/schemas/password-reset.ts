import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/limits.js';
import { RESET_CODE_LENGTH } from '../constants/password-reset.js';
import { text } from './common.js';
import { FULL_NAME_MESSAGES, PasswordSchema, PhoneInputSchema } from './users.js';

/** Password reset without an operator's shell: by SMS code, or by a link from staff. */

export const PasswordResetOptionsSchema = z
  .object({
    /** Whether "send me a code" works here (an SMS provider is configured). */
    sms: z.boolean(),
    codeLength: z.number().int(),
    codeMinutes: z.number().int(),
    codeTries: z.number().int(),
    linkMinutes: z.number().int(),
  })
  .meta({ id: 'PasswordResetOptions' });
export type PasswordResetOptions = z.infer<typeof PasswordResetOptionsSchema>;

export const ResetCodeRequestBodySchema = z.object({ phone: PhoneInputSchema }).strict();
export type ResetCodeRequestBody = z.infer<typeof ResetCodeRequestBodySchema>;

export const ResetCodeSchema = z
  .string({ message: 'Enter the code from the SMS.' })
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), {
    message: `Enter the ${RESET_CODE_LENGTH}-digit code from the SMS.`,
  });

export const ResetCodeVerifyBodySchema = z
  .object({ phone: PhoneInputSchema, code: ResetCodeSchema, password: PasswordSchema })
  .strict();
export type ResetCodeVerifyBody = z.infer<typeof ResetCodeVerifyBodySchema>;

/** "I cannot get a code": a request that reaches staff as a support ticket. */
export const ResetSupportRequestBodySchema = z
  .object({
    fullName: text(FULL_NAME_MESSAGES, NAME_MAX_LENGTH),
    phone: PhoneInputSchema,
    /** Anything that helps staff check it is the account's owner. */
    message: text('Message', 1000).optional(),
  })
  .strict();
export type ResetSupportRequestBody = z.infer<typeof ResetSupportRequestBodySchema>;

/** A reset link's token travels in the body, never in an address the server logs. */
export const ResetTokenSchema = z
  .string({ message: 'The reset link is missing its token.' })
  .trim()
  .min(1, { message: 'The reset link is missing its token.' })
  .max(200, { message: 'The reset link is not valid.' });

export const ResetLinkCheckBodySchema = z.object({ token: ResetTokenSchema }).strict();
export type ResetLinkCheckBody = z.infer<typeof ResetLinkCheckBodySchema>;
export const ResetLinkCheckResponseSchema = z.object({ expiresAt: z.string() });
export type ResetLinkCheckResponse = z.infer<typeof ResetLinkCheckResponseSchema>;

export const ResetLinkBodySchema = z.object({ token: ResetTokenSchema, password: PasswordSchema }).strict();
export type ResetLinkBody = z.infer<typeof ResetLinkBodySchema>;

/** What staff get when they create a link: the link itself and ready-made ways to send it. */
export const ResetLinkCreatedSchema = z
  .object({
    message: z.string(),
    link: z.object({
      url: z.string(),
      expiresAt: z.string(),
      /** The account's phone number (E.164) the link is sent to. */
      phone: z.string(),
      /** The sentence sent with it. */
      text: z.string(),
      whatsappUrl: z.string(),
      smsUrl: z.string(),
    }),
  })
  .meta({ id: 'ResetLinkCreated' });
export type ResetLinkCreated = z.infer<typeof ResetLinkCreatedSchema>;
