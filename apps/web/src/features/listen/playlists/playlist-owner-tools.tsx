import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../../components/ui/cn';
import { lineIcon } from '../components/icon';
import { QueueIcon, TrashIcon } from '../components/icons';
import { tool } from './playlist-styles';

const PencilIcon = lineIcon(<path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16Z" />);

type Props = {
  hasSongs: boolean;
  editingSongs: boolean;
  onEditDetails: () => void;
  onToggleSongs: () => void;
  onDelete: () => void;
};

/** The owner's line of tools under a playlist's header: edit details, edit songs, delete. */
export function PlaylistOwnerTools({ hasSongs, editingSongs, onEditDetails, onToggleSongs, onDelete }: Props) {
  const { t } = useLingui();
  return (
    <div className="mt-6 -mx-1 flex flex-wrap items-center gap-1 border-y border-sand-200 py-2 sm:gap-2">
      <button type="button" className={cn(tool, 'text-cloth-800 hover:bg-sand-100')} onClick={onEditDetails}>
        <PencilIcon className="hidden size-5 sm:block" />
        <Trans>Edit details</Trans>
      </button>
      {hasSongs ? (
        <button
          type="button"
          className={cn(
            tool,
            editingSongs ? 'bg-cloth-800 text-white hover:bg-cloth-700' : 'text-cloth-800 hover:bg-sand-100',
          )}
          onClick={onToggleSongs}
        >
          <QueueIcon className="hidden size-5 sm:block" />
          {editingSongs ? <Trans>Done</Trans> : <Trans>Edit songs</Trans>}
        </button>
      ) : null}
      <button
        type="button"
        aria-label={t`Delete playlist`}
        className={cn(tool, 'text-coral-700 hover:bg-coral-100')}
        onClick={onDelete}
      >
        <TrashIcon className="hidden size-5 sm:block" />
        <Trans>Delete</Trans>
      </button>
    </div>
  );
}
