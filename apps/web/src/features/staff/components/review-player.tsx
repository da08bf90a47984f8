import { useEffect, useState } from 'react';
import { tokenStorage } from '../../../lib/token-storage';

/**
 * A player for a song under review. Its stream answers only a signed-in staff member, and an
 * <audio src> cannot send the bearer token, so the recording is fetched with it and played
 * from a blob address.
 */
export function ReviewPlayer({ streamUrl, title, label }: { streamUrl: string; title: string; label?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    const controller = new AbortController();
    setSrc(null);
    setFailed(false);
    const token = tokenStorage.get();
    fetch(streamUrl, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        url = URL.createObjectURL(await res.blob());
        setSrc(url);
      })
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError')) setFailed(true);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [streamUrl]);
  if (failed) return <p className="font-semibold text-coral-700">The recording could not be loaded.</p>;
  if (!src) return <p className="text-cloth-700">Loading the recording…</p>;
  // biome-ignore lint/a11y/useMediaCaption: a music recording under review has no captions
  return <audio controls preload="metadata" src={src} aria-label={label ?? `Play ${title}`} className="w-full" />;
}
