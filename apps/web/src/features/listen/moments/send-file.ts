import { CLIP_DEFAULT_SECONDS, type Song } from '@nupe/shared';
import { apiErrorFrom, networkErrorMessage } from '../../../lib/api-client';
import { tokenStorage } from '../../../lib/token-storage';
import { withQuery } from '../../../lib/with-query';

/** How a file left: the phone's share sheet took it, it was downloaded, or the listener closed the sheet. */
export type SendOutcome = 'shared' | 'downloaded' | 'cancelled';

/** The file name the server gave (`filename*=UTF-8''…`, else `filename="…"`), else `fallback`. */
function fileName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a name the browser cannot decode: the fallback
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * A clip of the song from `start` (seconds): the server cuts it with the song's provenance in
 * its tags. A refusal (no consent for derivative works, too many clips) throws its sentence.
 */
export async function fetchClip(song: Song, start: number, duration = CLIP_DEFAULT_SECONDS): Promise<File> {
  const token = tokenStorage.get();
  const url = withQuery(`/api/songs/${encodeURIComponent(song.id)}/clip`, {
    start: String(Math.floor(start)),
    duration: String(duration),
  });
  let res: Response;
  try {
    res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(networkErrorMessage());
  }
  if (!res.ok) throw await apiErrorFrom(res.status, await res.json().catch(() => null), res.statusText);
  const blob = await res.blob();
  const type = blob.type || 'audio/mpeg';
  const name = fileName(res.headers.get('content-disposition'), `${song.artist} - ${song.title}.mp3`);
  return new File([blob], name, { type });
}

/**
 * Sends a file the way the phone can: its share sheet with the file (Web Share API level 2)
 * where it takes files, else a download the listener passes on themselves.
 */
export async function sendFile(file: File, title: string, text: string): Promise<SendOutcome> {
  const data: ShareData = { files: [file], title, text };
  if (typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // The sheet failed for another reason: the download below still gives the file.
    }
  }
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
  return 'downloaded';
}
