import {
  REVIEW_PRIORITIES,
  REVIEW_PRIORITY_LABELS,
  type ReviewDetailResponse,
  type ReviewPriority,
} from '@nupe/shared';
import { Field, Select } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toasts';
import { useSetPriority } from '../api/staff-api';

/** The cover of the song under review and its place in the queue (the priority staff may change). */
export function ReviewCoverAndPriority({ songId, detail: d }: { songId: string; detail: ReviewDetailResponse }) {
  const setPriority = useSetPriority();
  const s = d.song;
  return (
    <div className="grid grid-cols-[7rem_1fr] items-start gap-4 md:flex md:flex-col">
      {s.coverUrls?.lg || s.coverUrl ? (
        <img
          src={s.coverUrls?.lg ?? s.coverUrl ?? ''}
          alt={`Cover of ${s.title}`}
          className="aspect-square w-full rounded-2xl border border-sand-200 object-cover shadow-card"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center rounded-2xl bg-sand-200 text-cloth-700">
          No cover
        </div>
      )}
      <Field label="Priority">
        {({ id }) => (
          <Select
            id={id}
            value={d.priority}
            disabled={setPriority.isPending}
            onChange={(e) =>
              setPriority.mutate(
                { songId, priority: e.target.value as ReviewPriority },
                {
                  onSuccess: (res) => toast('success', res.message),
                  onError: (err) => toast('error', err.message),
                },
              )
            }
          >
            {REVIEW_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {REVIEW_PRIORITY_LABELS[p]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
