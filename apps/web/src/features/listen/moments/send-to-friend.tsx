import { useLingui } from '@lingui/react/macro';
import type { Song } from '@nupe/shared';
import { useState } from 'react';
import { ShareIcon } from '../components/action-icons';
import { OFFLINE_CACHE, offlineAudioKey } from '../offline/offline-keys';
import { useSongSharing } from './moment-actions';
import { type SendOutcome, sendFile } from './send-file';

const EXTENSIONS: Record<string, string> = { 'audio/mpeg': 'mp3', 'audio/ogg': 'opus', 'audio/wav': 'wav' };

/** The saved copy of a song on this phone, as a file named "Artist - Title.ext", or null when it is gone. */
async function savedFile(song: Song): Promise<File | null> {
  const cache = await caches.open(OFFLINE_CACHE);
  const response = await cache.match(offlineAudioKey(song.id));
  if (!response) return null;
  const blob = await response.blob();
  const type = (blob.type || response.headers.get('content-type') || 'audio/mpeg').split(';')[0] ?? 'audio/mpeg';
  const name = `${song.artist} - ${song.title}.${EXTENSIONS[type] ?? 'mp3'}`.replace(/[\\/:*?"<>|]+/g, ' ');
  return new File([blob], name, { type });
}

/**
 * "Send to a friend": the song's copy saved on this phone, which carries the song's provenance in
 * its tags, through the phone's share sheet (Bluetooth, WhatsApp…) or as a download. Offered
 * only where the consent allows copies to be passed on (asked of the server, so not offline).
 */
export function SendToFriend({ song }: { song: Song }) {
  const { t } = useLingui();
  const sharing = useSongSharing(song.id);
  const [outcome, setOutcome] = useState<SendOutcome | 'missing' | null>(null);
  if (!sharing?.file.allowed) return null;
  const title = song.title;
  const artist = song.artist;

  const send = async () => {
    const file = await savedFile(song);
    if (!file) return setOutcome('missing');
    setOutcome(await sendFile(file, song.title, t`${title} by ${artist}, from Nupe Music`));
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void send()}
        aria-label={t`Send ${title} to a friend`}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full text-sm font-semibold text-cloth-800 hover:bg-sand-100 sm:px-3"
      >
        <ShareIcon className="size-5" />
        <span className="hidden sm:inline">{t`Send to a friend`}</span>
      </button>
      {outcome === 'missing' || outcome === 'downloaded' ? (
        <p role="status" className="sr-only">
          {outcome === 'missing'
            ? t`This song is no longer saved on this phone.`
            : t`The song is in your downloads: send it from there.`}
        </p>
      ) : null}
    </>
  );
}
