import type { RegisterBody, RegisterResponse } from '@nupe/shared';
import { api } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

/** Registers; the answer carries a token, so the new user is signed in at once. */
export async function register(body: RegisterBody): Promise<RegisterResponse> {
  const data = await api<RegisterResponse>('/users/register', { method: 'POST', body, auth: false });
  tokenStorage.set(data.token);
  return data;
}

/** The artist's avatar, sent after registration (the account exists and is signed in by then). */
export function uploadApplicationAvatar(file: File): Promise<unknown> {
  const form = new FormData();
  form.append('avatar', file);
  return api('/artist-applications/me/avatar', { method: 'PUT', body: form });
}
