import { Link, useParams } from 'react-router';
import { ArchiveDetails } from '../../../components/ui/archive-details';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, ListSkeleton } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useDescribedSong } from '../../../features/archive/api';
import { DescribeForm } from '../../../features/archive/describe-form';
import { HistoryList } from '../../../features/archive/history-list';
import { SectionsEditor } from '../../../features/archive/sections-editor';
import { TranscriptEditor } from '../../../features/archive/transcript-editor';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /artist/music/:id/describe: the artist describes their recording for the archive. */
export function ArtistDescribePage() {
  const { id = '' } = useParams();
  const song = useDescribedSong(id);
  useDocumentTitle(song.data ? `Describe ${song.data.song.title}` : 'Describe');
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        kicker="My Music"
        title={song.data ? `Describe “${song.data.song.title}”` : 'Describe'}
        description="Who is heard, when and where it was recorded, in which language and on what occasion: what a listener or a researcher needs in fifty years. Every change is kept."
      />
      <p className="mb-4">
        <Link to={paths.artist.music} className="font-semibold underline underline-offset-4">
          Back to My Music
        </Link>
      </p>
      {song.isPending ? (
        <ListSkeleton rows={4} />
      ) : song.isError ? (
        <ErrorState message={song.error.message} onRetry={() => void song.refetch()} />
      ) : (
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 content-start gap-6">
            <Card className="min-w-0">
              <DescribeForm song={song.data.song} />
            </Card>
            <Card className="min-w-0">
              <h2 className="mb-3 text-xl font-bold">What is said</h2>
              <TranscriptEditor song={song.data.song} />
            </Card>
            <Card className="min-w-0">
              <h2 className="mb-3 text-xl font-bold">Sections</h2>
              <SectionsEditor song={song.data.song} />
            </Card>
          </div>
          <div className="grid min-w-0 content-start gap-6">
            <Card className="min-w-0">
              <h2 className="mb-3 text-xl font-bold">As listeners see it</h2>
              <ArchiveDetails archive={song.data.song.archive} />
              {song.data.song.archive.contributors.length === 0 && !song.data.song.archive.recorded ? (
                <p className="text-cloth-700">Nothing yet.</p>
              ) : null}
            </Card>
            <Card className="min-w-0">
              <h2 className="mb-3 text-xl font-bold">Changes</h2>
              <HistoryList songId={id} />
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
