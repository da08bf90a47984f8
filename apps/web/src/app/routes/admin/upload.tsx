import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { UploadSongForm } from '../../../features/admin/components/upload-song-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/upload: the same form as the dashboard's Upload Song modal, on its own page. */
export function AdminUploadPage() {
  useDocumentTitle('Upload Music');
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Upload Music"
        description="Songs an admin uploads are published at once. Link an artist account to show the song on their page."
      />
      <Card>
        <UploadSongForm />
      </Card>
    </div>
  );
}
