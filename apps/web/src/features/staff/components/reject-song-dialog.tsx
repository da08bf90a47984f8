import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { useReject } from '../api/staff-api';

/** Reject “title”: the reason the artist will read, required; `onRejected` once the server took it. */
export function RejectSongDialog({
  open,
  onClose,
  songId,
  title,
  onRejected,
}: {
  open: boolean;
  onClose: () => void;
  songId: string;
  title: string;
  onRejected: () => void;
}) {
  const reject = useReject();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const onReject = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError('Reason is required.');
      return;
    }
    reject.mutate(
      { songId, reason: reason.trim() },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          onClose();
          onRejected();
        },
        onError: (err) => setReasonError(err.message),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Reject “${title}”`}>
      <form onSubmit={onReject} noValidate className="flex flex-col gap-4">
        <Field label="Reason" hint="The artist reads this with the song. Say what to fix." error={reasonError}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={4}
              value={reason}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              maxLength={1000}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError(null);
              }}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="secondary" loading={reject.isPending}>
            Reject song
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
