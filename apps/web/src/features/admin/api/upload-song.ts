import type { SongUploadResponseSchema } from '@nupe/shared';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

export type UploadResult = z.infer<typeof SongUploadResponseSchema>;

/**
 * POST /api/artist/upload through XMLHttpRequest: fetch cannot report upload progress.
 * `onProgress` receives 0-100 as the bytes leave the browser.
 */
export function uploadSong(form: FormData, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/artist/upload');
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => reject(new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: 'NETWORK_ERROR' }));
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body) return resolve(body as unknown as UploadResult);
      const serverError = typeof body?.error === 'string' ? body.error : null;
      reject(
        new ApiError({
          message: serverError ?? `Request failed (${xhr.status})`,
          status: xhr.status,
          code: typeof body?.code === 'string' ? body.code : `HTTP_${xhr.status}`,
          serverError,
        }),
      );
    };
    xhr.send(form);
  });
}
