import type { SongUploadResponseSchema } from '@nupe/shared';
import type { z } from 'zod';
import { ApiError, apiErrorFrom, networkErrorMessage } from './api-client';
import { tokenStorage } from './token-storage';

export type UploadOptions = {
  /** Receives 0–1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
};

/**
 * Sends a multipart form to `/api<path>` with upload progress, which fetch cannot report
 * (XMLHttpRequest can). Errors are the same ApiErrors as every other call, per-field messages
 * included, so a form can show the server's message beside the field it names.
 */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.onloadend = () => options.signal?.removeEventListener('abort', abort);
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onerror = () => reject(new ApiError({ message: networkErrorMessage(), status: 0, code: 'NETWORK_ERROR' }));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data) resolve(data as T);
      else void apiErrorFrom(xhr.status, data, xhr.statusText).then(reject);
    };
    xhr.send(form);
  });
}

export type SongUploadResult = z.infer<typeof SongUploadResponseSchema>;

/** POST /api/artist/upload (admin and artist uploads alike): progress as 0–1. */
export const uploadSong = (form: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal) =>
  uploadForm<SongUploadResult>('/artist/upload', form, { onProgress, signal });
