import { Trans, useLingui } from '@lingui/react/macro';
import type { Playlist } from '@nupe/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toasts';
import { listenPaths } from '../paths';
import { PlaylistForm } from './playlist-form';
import { pill } from './playlist-styles';
import { deletePlaylist, updatePlaylist } from './playlists-api';

type EditProps = { list: Playlist; open: boolean; onClose: () => void; onSaved: (playlist: Playlist) => void };

/** The owner renames a playlist, describes it, makes it public or private. */
export function EditPlaylistDialog({ list, open, onClose, onSaved }: EditProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Edit playlist`}>
      {open ? (
        <PlaylistForm
          initial={{ name: list.name, description: list.description, public: list.public }}
          submitLabel={t`Save`}
          onCancel={onClose}
          onSubmit={async (body) => {
            const { playlist: answer } = await updatePlaylist(list.id, {
              name: body.name,
              description: body.description ?? '',
              public: body.public ?? false,
            });
            onSaved(answer);
            onClose();
            toast('success', answer.public ? t`Saved. Anyone with the link can open it.` : t`Saved.`);
          }}
        />
      ) : null}
    </Dialog>
  );
}

/** Asks before deleting a playlist for good, then goes back to the listener's playlists. */
export function DeletePlaylistDialog({ list, open, onClose }: { list: Playlist; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const name = list.name;
  const remove = async () => {
    setDeleting(true);
    try {
      await deletePlaylist(list.id);
      onClose();
      // The server's sentence, in the reader's language.
      toast('success', t`Playlist deleted.`);
      navigate(listenPaths.playlists);
    } catch (error) {
      toast('error', error instanceof Error ? error.message : t`The playlist could not be deleted.`);
    } finally {
      setDeleting(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title={t`Delete “${name}”?`}>
      <p className="text-cloth-800">
        {list.public ? (
          <Trans>The playlist is deleted for good, and its link stops working. Its songs stay in Nupe Music.</Trans>
        ) : (
          <Trans>The playlist is deleted for good. Its songs stay in Nupe Music.</Trans>
        )}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          <Trans>Keep it</Trans>
        </Button>
        <button
          type="button"
          disabled={deleting}
          aria-busy={deleting || undefined}
          className={cn(pill, 'bg-coral-700 px-5 text-white hover:bg-coral-500')}
          onClick={remove}
        >
          <Trans>Yes, delete it</Trans>
        </button>
      </div>
    </Dialog>
  );
}
