import type { Song } from '@nupe/shared';
import { ERROR_MESSAGES } from '@nupe/shared';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * POST /api/artist/upload with upload progress (fetch cannot report it; XMLHttpRequest can).
 * Errors are ApiErrors like every other call; the server's sentence wins (SPEC.md section 8).
 */
export function uploadSong(
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<{ message: string; song: Song }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/artist/upload');
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0, code: 'NETWORK_ERROR' }));
    xhr.onload = () => {
      let data: Record<string, unknown> | null = null;
      try {
        data = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data) {
        resolve(data as { message: string; song: Song });
        return;
      }
      const serverError = typeof data?.error === 'string' ? data.error : null;
      reject(
        new ApiError({
          message: serverError ?? ERROR_MESSAGES.UPLOAD_FAILED,
          status: xhr.status,
          code: typeof data?.code === 'string' ? data.code : `HTTP_${xhr.status}`,
          serverError,
        }),
      );
    };
    xhr.send(form);
  });
}
