import type {
  MessageResponse,
  PasswordResetOptions,
  ResetCodeVerifyBody,
  ResetLinkCheckResponse,
  ResetSupportRequestBody,
} from '@nupe/shared';
import { api } from '../../../lib/api-client';
import { usePublicGet } from '../../../lib/use-public-get';

/**
 * Password reset without an operator's shell. The sign-in screen is a public
 * page: plain fetchers, no query cache. None of these calls sends a token.
 */

/** Whether codes by SMS work here (read when the forgot-password dialog opens). */
export function usePasswordResetOptions() {
  return usePublicGet<PasswordResetOptions>('/password-reset/options');
}

/** "Send me a code": the same answer whether or not the number has an account. */
export function requestResetCode(phone: string): Promise<MessageResponse> {
  return api<MessageResponse>('/password-reset/sms', { method: 'POST', body: { phone }, auth: false });
}

export function resetWithCode(body: ResetCodeVerifyBody): Promise<MessageResponse> {
  return api<MessageResponse>('/password-reset/sms/verify', { method: 'POST', body, auth: false });
}

/** "I cannot get a code": a request that reaches the support team. */
export function requestSupportReset(body: ResetSupportRequestBody): Promise<MessageResponse> {
  return api<MessageResponse>('/password-reset/requests', { method: 'POST', body, auth: false });
}

/** Whether a reset link still works; the token travels in the body. */
export function checkResetLink(token: string): Promise<ResetLinkCheckResponse> {
  return api<ResetLinkCheckResponse>('/password-reset/link/check', { method: 'POST', body: { token }, auth: false });
}

export function resetWithLink(token: string, password: string): Promise<MessageResponse> {
  return api<MessageResponse>('/password-reset/link', { method: 'POST', body: { token, password }, auth: false });
}
