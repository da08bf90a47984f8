import { Card } from '../../../components/ui/card';
import { UploadSongForm } from '../../../features/admin/components/upload-song-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminHeader } from './admin-ui';

/** /admin/upload: the same form as the dashboard's Upload Song modal, on its own page. */
export function AdminUploadPage() {
  useDocumentTitle('Upload Music');
  return (
    <div className="mx-auto max-w-2xl">
      <AdminHeader
        title="Upload Music"
        intro="Songs an admin uploads are published at once. Link an artist account to show the song on their page."
      />
      <Card>
        <UploadSongForm />
      </Card>
    </div>
  );
}
