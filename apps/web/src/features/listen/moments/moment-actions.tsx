import { useLingui } from '@lingui/react/macro';
import { formatMoment, momentPath, type Song, type SongSharing } from '@nupe/shared';
import { useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { usePublicGet } from '../../../lib/use-public-get';
import { ShareButton } from '../components/share-button';
import { fetchClip, type SendOutcome, sendFile } from './send-file';

/** What may be sent of a song beside its link (its consents), read once per page. */
export function useSongSharing(songId: string): SongSharing | null {
  const read = usePublicGet<SongSharing>(`/songs/${encodeURIComponent(songId)}/sharing`, { signed: true });
  return read.status === 'success' ? read.data : null;
}

type ClipState =
  | { step: 'idle' | 'making' }
  | { step: 'sent'; outcome: SendOutcome }
  | { step: 'failed'; message: string };

/**
 * A moment of a song to pass on: "Share from 1:23" (the link `/song/{id}?t=83`, which opens
 * there and previews the words said then) and "Send a clip" (the server cuts up to 30 s from
 * there with the song's provenance in the file; the phone's share sheet takes the file where
 * it can, else it is downloaded). The clip is offered only where the consent allows it.
 * Sections: once a song has sections, each section's row renders this with its start.
 */
export function MomentActions({ song, seconds, className }: { song: Song; seconds: number; className?: string }) {
  const { t } = useLingui();
  const sharing = useSongSharing(song.id);
  const [clip, setClip] = useState<ClipState>({ step: 'idle' });
  const at = Math.max(0, Math.floor(seconds));
  const moment = formatMoment(at);
  const title = song.title;
  const artist = song.artist;
  const target = {
    path: momentPath(paths.song(song.id), at),
    title: song.title,
    text: t`${title} by ${artist}, from ${moment}, on Nupe Music`,
  };

  const sendClip = async () => {
    setClip({ step: 'making' });
    try {
      const file = await fetchClip(song, at);
      const outcome = await sendFile(file, song.title, target.text);
      setClip({ step: 'sent', outcome });
    } catch (error) {
      setClip({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const status =
    clip.step === 'making'
      ? t`Making the clip…`
      : clip.step === 'failed'
        ? clip.message
        : clip.step === 'sent' && clip.outcome === 'downloaded'
          ? t`The clip is in your downloads: send it from there.`
          : '';

  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <ShareButton target={target} label={t`Share from ${moment}`} />
      {sharing?.clip.allowed ? (
        <button
          type="button"
          onClick={() => void sendClip()}
          disabled={clip.step === 'making'}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-sand-300 px-4 font-semibold text-cloth-800 hover:bg-sand-100 disabled:opacity-60"
        >
          {t`Send a clip`}
        </button>
      ) : null}
      <p
        role="status"
        className={cn('w-full text-sm', clip.step === 'failed' ? 'font-semibold text-cloth-900' : 'text-cloth-700')}
      >
        {status}
      </p>
    </div>
  );
}
