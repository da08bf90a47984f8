import { useLingui } from '@lingui/react/macro';
import { formatMoment, momentPath, type Song } from '@nupe/shared';
import { paths } from '../../../config/paths';
import { ShareButton } from '../components/share-button';

/** "Share from 1:23" beside a line of what is said: the link opens there and its preview quotes the line. */
export function LineShare({ song, seconds, text }: { song: Song; seconds: number; text: string }) {
  const { t } = useLingui();
  const moment = formatMoment(seconds);
  const title = song.title;
  return (
    <ShareButton
      compact
      label={t`Share from ${moment}`}
      target={{
        path: momentPath(paths.song(song.id), seconds),
        title: song.title,
        text: t`“${text}” — ${title}, from ${moment}, on Nupe Music`,
      }}
    />
  );
}
