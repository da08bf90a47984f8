import type { LoginBody, LoginResponse } from '@nupe/shared';
import { api } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * Signs in and stores the token under `userToken`. The login screen stays free of the query
 * cache (it is a public page with a 100 KB budget); storing the token tells the cache, if it
 * is loaded, to forget the previous session.
 */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const data = await api<LoginResponse>('/users/login', { method: 'POST', body, auth: false });
  tokenStorage.set(data.token);
  return data;
}
