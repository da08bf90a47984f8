import { type ArtistRequest, REJECT_REASON_MAX_LENGTH, RejectReasonSchema } from '@nupe/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { serverErrorOr, useRejectArtist } from '../api/artist-requests';

/**
 * Rejecting an artist application asks for the reason first: the applicant reads it, word for
 * word, on their application page and may apply again. Checked with the shared schema before
 * sending; the server's answer (a 400 names the field) shows under the field.
 */
export function RejectArtistDialog({ request, onClose }: { request: ArtistRequest | null; onClose: () => void }) {
  const reject = useRejectArtist();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  // A new request starts with an empty reason.
  useEffect(() => {
    setReason('');
    setError(null);
    reject.reset();
  }, [request?.userId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!request || reject.isPending) return;
    const parsed = RejectReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give the applicant a reason for the rejection.');
      return;
    }
    setError(null);
    reject.mutate(
      { userId: request.userId, reason: parsed.data },
      {
        onSuccess: onClose,
        onError: (err) =>
          setError(
            err instanceof ApiError && err.fields.reason
              ? err.fields.reason
              : serverErrorOr(err, 'Failed to reject artist'),
          ),
      },
    );
  };

  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request ? `Reject ${request.displayName}` : 'Reject the application'}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <Field
          label="Reason"
          hint="The applicant reads this on their application page and can apply again."
          error={error}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              name="reason"
              rows={4}
              required
              maxLength={REJECT_REASON_MAX_LENGTH}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="secondary" loading={reject.isPending}>
            Reject application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
