import type { Song } from '@nupe/shared';
import { AccessLabels } from '../../../components/ui/access-labels';
import { ArchiveDetails } from '../../../components/ui/archive-details';
import { PreservationNote } from '../../../components/ui/preservation-note';

/** What the archive knows of the song under its heading: preservation, archive details, access labels. */
export function SongNotes({ song }: { song: Song }) {
  return (
    <>
      <PreservationNote preservation={song.preservation} className="mt-3" />
      <ArchiveDetails archive={song.archive} className="mt-4 text-left" />
      <AccessLabels access={song.access} className="mt-4 text-left" />
    </>
  );
}
