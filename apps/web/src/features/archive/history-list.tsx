import { formatDateTime } from '@nupe/shared';
import { ErrorState, ListSkeleton } from '../../components/ui/states';
import { useArchiveHistory } from './api';

const FIELD_NAMES: Record<string, string> = {
  languages: 'Languages',
  recorded: 'Recorded',
  place: 'Place',
  occasion: 'Occasion',
  description: 'Description',
  subjects: 'Subjects',
  discourseType: 'Kind of speech',
  contributors: 'Contributors',
  rights: 'Rights',
  collection: 'Collection',
  sections: 'Sections',
};

const shown = (v: unknown): string => {
  if (v === null || (Array.isArray(v) && v.length === 0)) return '—';
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) {
    return v
      .map((x) =>
        typeof x === 'object' && x && 'name' in x
          ? `${x.name} (${x.role})`
          : typeof x === 'object' && x && 'title' in x
            ? String(x.title)
            : String(x),
      )
      .join(', ');
  }
  if (typeof v === 'object' && v && 'name' in v) return String(v.name);
  return JSON.stringify(v);
};

/** Who changed which field of the description, from what to what, newest first. */
export function HistoryList({ songId }: { songId: string }) {
  const history = useArchiveHistory(songId);
  if (history.isPending) return <ListSkeleton rows={2} />;
  if (history.isError) return <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />;
  if (history.data.history.length === 0) return <p className="text-cloth-700">Not described yet.</p>;
  return (
    <ol className="grid gap-3" aria-label="Description history">
      {history.data.history.map((h) => (
        <li key={`${h.at}-${h.by.id}`} className="min-w-0 rounded-xl bg-sand-50 p-3">
          <p className="text-sm font-semibold">
            {h.by.name} · {formatDateTime(h.at)}
          </p>
          <ul className="mt-1 grid gap-1 text-sm text-cloth-800">
            {h.changes.map((c) => (
              <li key={c.field} className="break-words">
                <span className="font-semibold">{FIELD_NAMES[c.field] ?? c.field}:</span> {shown(c.before)} →{' '}
                {shown(c.after)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
