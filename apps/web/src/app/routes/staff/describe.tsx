import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorState, ListSkeleton } from '../../../components/ui/states';
import { useDescribedSong } from '../../../features/archive/api';
import { DescribeForm } from '../../../features/archive/describe-form';
import { HistoryList } from '../../../features/archive/history-list';
import { SectionsEditor } from '../../../features/archive/sections-editor';
import { TranscriptEditor } from '../../../features/archive/transcript-editor';
import { ItemPicker } from '../../../features/staff/components/item-picker';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /staff/describe: staff describe any item for the archive and see every change made to it. */
export function StaffDescribe() {
  useDocumentTitle('Describe');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        kicker="Staff"
        title="Describe"
        description="Describe each recording as an archive would: who is heard and in what role, when and where, in which language, on what occasion. Every change is kept, with who made it."
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ItemPicker selectedId={selected} onSelect={(s) => setSelected(s.id)} badge={() => null} />
        <section aria-labelledby="describe-title" className="min-w-0">
          {selected ? (
            <Described key={selected} songId={selected} />
          ) : (
            <Card>
              <h2 id="describe-title" className="mb-2 text-xl font-bold">
                Description
              </h2>
              <p className="text-cloth-700">Choose an item to describe it.</p>
            </Card>
          )}
        </section>
      </div>
    </div>
  );
}

function Described({ songId }: { songId: string }) {
  const song = useDescribedSong(songId);
  if (song.isPending) return <ListSkeleton rows={4} />;
  if (song.isError) return <ErrorState message={song.error.message} onRetry={() => void song.refetch()} />;
  return (
    <div className="grid min-w-0 gap-6">
      <Card className="min-w-0">
        <h2 id="describe-title" className="mb-4 text-xl font-bold break-words">
          Description of “{song.data.song.title}”
        </h2>
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
      <Card className="min-w-0">
        <h2 className="mb-3 text-xl font-bold">Changes</h2>
        <HistoryList songId={songId} />
      </Card>
    </div>
  );
}
