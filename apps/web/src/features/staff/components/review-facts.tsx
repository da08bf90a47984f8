import type { ReviewDetailResponse } from '@nupe/shared';
import { genreLabel } from '@nupe/shared';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from './staff-ui';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-cloth-700">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

const mb = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const duration = (s: number | null) =>
  s === null ? 'Not known' : `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/** The song under review as a fact sheet: track, artist, album, length, its file, who sent it and when. */
export function ReviewFacts({ detail: d }: { detail: ReviewDetailResponse }) {
  const s = d.song;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-3 text-xl font-bold">Details</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <Fact label="Track">{s.title}</Fact>
        <Fact label="Artist">{s.artist}</Fact>
        <Fact label="Genre">{genreLabel(s.genre)}</Fact>
        <Fact label="Album">{s.album?.title ?? 'None'}</Fact>
        <Fact label="Duration">{duration(s.durationSeconds)}</Fact>
        <Fact label="Bitrate">{s.bitrate ? `${Math.round(s.bitrate / 1000)} kbps` : 'Not known'}</Fact>
        <Fact label="File">
          {d.file.mime}
          {d.file.codec ? ` (${d.file.codec})` : ''}, {mb(d.file.sizeBytes)}
          {d.file.sampleRate ? `, ${d.file.sampleRate} Hz` : ''}
        </Fact>
        {d.file.originalFilename ? <Fact label="File name">{d.file.originalFilename}</Fact> : null}
        <Fact label="Uploaded by">{d.uploader?.fullName ?? 'Unknown account'}</Fact>
        <Fact label="Submitted">{formatDateTime(d.submittedAt)}</Fact>
      </dl>
    </Card>
  );
}
