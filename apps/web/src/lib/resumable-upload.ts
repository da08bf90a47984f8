import * as tus from 'tus-js-client';
import { ApiError, apiErrorFrom, networkErrorMessage } from './api-client';
import { tokenStorage } from './token-storage';
import type { SongUploadResult } from './upload-client';

/** The tus endpoint of the server's resumable uploads. */
const TUS_ENDPOINT = '/api/artist/uploads/tus';
/** Each PATCH carries at most this much: a dropped connection loses at most one chunk. */
const CHUNK_SIZE = 5 * 1024 * 1024;
/** After a failed request, wait this long before asking the server where it stands and going on. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

export type ResumableUploadOptions = {
  /** Receives 0–1 as the audio's bytes reach the server. */
  onProgress?: (fraction: number) => void;
  /** Called when the upload goes on from what the server already has (0–1): after a cut, or a closed tab. */
  onResume?: (fraction: number) => void;
};

const authHeaders = (): Record<string, string> => {
  const token = tokenStorage.get();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** A tus failure as the ApiError every other call gives (the server's sentence and per-field messages). */
async function toApiError(err: Error | tus.DetailedError): Promise<ApiError> {
  const res = 'originalResponse' in err ? err.originalResponse : null;
  if (!res) return new ApiError({ message: networkErrorMessage(), status: 0, code: 'NETWORK_ERROR' });
  let data: unknown = null;
  try {
    data = JSON.parse(res.getBody());
  } catch {
    data = null;
  }
  return apiErrorFrom(res.getStatus(), data, err.message);
}

/** The id at the end of an upload's address. */
const uploadId = (url: string | null) => (url ?? '').split('/').pop() ?? '';

/** Sends the cover (small) as a tus upload of its own; answers its address. */
function sendCover(cover: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(cover, {
      endpoint: TUS_ENDPOINT,
      headers: authHeaders(),
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: false,
      metadata: { kind: 'cover', filename: cover.name, filetype: cover.type },
      onError: (err) => void toApiError(err).then(reject),
      onSuccess: () => resolve(upload.url ?? ''),
    });
    upload.start();
  });
}

/**
 * Uploads a song through the tus protocol: the cover, then the audio in chunks, with the form's
 * text fields as the audio's metadata. The browser keeps where each upload stands (localStorage,
 * keyed by the file and the fields), so the same file with the same details goes on from where it
 * stopped — after a dropped connection (retried by itself) or a closed tab (the next attempt).
 * The last chunk's answer is the song, made by the same checks as the multipart upload.
 */
export async function uploadSongResumable(
  fields: Record<string, string>,
  audio: File,
  cover: File,
  options: ResumableUploadOptions = {},
): Promise<SongUploadResult | null> {
  const coverUrl = await sendCover(cover);
  const fieldsKey = JSON.stringify(Object.entries(fields).sort());
  let result: SongUploadResult | null = null;
  const upload = new tus.Upload(audio, {
    endpoint: TUS_ENDPOINT,
    headers: authHeaders(),
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
    metadata: { ...fields, kind: 'audio', cover: uploadId(coverUrl), filename: audio.name, filetype: audio.type },
    // The same file with other details is another upload.
    fingerprint: async (file) => ['nupe-song', file.name, file.type, file.size, file.lastModified, fieldsKey].join('|'),
    onProgress: (sent, total) => options.onProgress?.(total > 0 ? sent / total : 0),
    onAfterResponse: (req, res) => {
      // A HEAD is the client asking where to go on from: a resumption.
      if (req.getMethod() === 'HEAD' && res.getStatus() === 200) {
        const offset = Number(res.getHeader('Upload-Offset'));
        const length = Number(res.getHeader('Upload-Length'));
        if (length > 0 && offset >= 0) {
          options.onResume?.(offset / length);
        }
      }
      if (req.getMethod() === 'PATCH' && res.getStatus() === 201) {
        try {
          result = JSON.parse(res.getBody()) as SongUploadResult;
        } catch {
          result = null;
        }
      }
    },
    // A refusal (4xx other than a conflict or a lock) will not change by trying again.
    onShouldRetry: (err) => {
      const status = err.originalResponse?.getStatus() ?? 0;
      return !(status >= 400 && status < 500 && status !== 409 && status !== 423);
    },
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  try {
    await new Promise<void>((resolve, reject) => {
      upload.options.onSuccess = () => resolve();
      upload.options.onError = (err) => void toApiError(err).then(reject);
      upload.start();
    });
  } finally {
    // The cover just sent is not needed when the audio was never created (refused) or is an earlier
    // upload going on (it keeps the cover it was started with).
    const unused = !upload.url || upload.url === previous[0]?.uploadUrl;
    if (unused) void tus.Upload.terminate(coverUrl, { headers: authHeaders() }).catch(() => undefined);
  }
  return result;
}
