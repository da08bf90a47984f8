import type { ArtistApplicationBody, MyArtistApplication, MyArtistApplicationResponse } from '@nupe/shared';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export type MyApplicationState =
  | { status: 'pending' }
  | { status: 'success'; application: MyArtistApplication | null }
  | { status: 'error'; error: Error };

/** The signed-in user's latest artist application (GET /api/artist-applications/me), read again by `reload`. */
export function useMyApplication(enabled: boolean) {
  const [state, setState] = useState<MyApplicationState>({ status: 'pending' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    setState({ status: 'pending' });
    api<MyArtistApplicationResponse>('/artist-applications/me').then(
      (data) => alive && setState({ status: 'success', application: data.application }),
      (error: Error) => alive && setState({ status: 'error', error }),
    );
    return () => {
      alive = false;
    };
  }, [enabled, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}

/** Files an application for the signed-in user (POST /api/artist-applications). */
export function sendApplication(body: ArtistApplicationBody) {
  return api<{ message: string }>('/artist-applications', { method: 'POST', body });
}

/** The picture of the pending application (multipart field "avatar"). */
export function sendApplicationAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return api<{ avatarUrl: string | null }>('/artist-applications/me/avatar', { method: 'PUT', body: form });
}
