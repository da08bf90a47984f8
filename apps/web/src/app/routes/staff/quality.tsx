import {
  MANUAL_QUALITY_KINDS,
  PAGE_SIZE_MAX,
  QUALITY_FILTERS,
  QUALITY_KIND_LABELS,
  QUALITY_STATUS_LABELS,
  QUALITY_STATUSES,
  type QualityFilter,
  type QualityKind,
  type QualityStatus,
  type SongListResponse,
} from '@nupe/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { useQualityIssues, useRaiseIssue, useReviewQueue, useUpdateIssue } from '../../../features/staff/api/staff-api';
import { DuplicateCompare } from '../../../features/staff/components/duplicate-compare';
import { formatDateTime, QualityStatusBadge, When } from '../../../features/staff/components/staff-ui';
import { ApiError, api } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import { reviewHref } from './review';

const FILTER_LABELS: Record<QualityFilter, string> = {
  open: 'All open',
  needs_fix: 'Needs Fix',
  pending: 'Pending',
  rejected: 'Rejected',
  resolved: 'Resolved',
  all: 'Everything',
};

/** /staff/quality: quality issues by status; raise one by hand, change its status, resolve it. */
export function StaffQuality() {
  const [filter, setFilter] = useState<QualityFilter>('open');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // The list asks the server once typing pauses, not on every key.
  const query = useDebounced(search.trim(), 300);
  const issues = useQualityIssues(filter, page, query);
  const update = useUpdateIssue();
  const [raiseOpen, setRaiseOpen] = useState(false);
  // The duplicate issue whose two items are shown side by side (one at a time: each loads its audio).
  const [comparing, setComparing] = useState<string | null>(null);
  const list = issues.data?.issues ?? [];

  const change = (id: string, body: { status?: QualityStatus; resolved?: boolean }) =>
    update.mutate(
      { id, ...body },
      { onSuccess: (res) => toast('success', res.message), onError: (err) => toast('error', err.message) },
    );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        kicker="Staff"
        title="Quality Check"
        description="Problems found by the automatic checks on every upload or raised by staff. The artist sees open issues on their song."
        actions={<Button onClick={() => setRaiseOpen(true)}>Raise an issue</Button>}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[16rem_minmax(0,24rem)]">
        <Field label="Show">
          {({ id }) => (
            <Select
              id={id}
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as QualityFilter);
                setPage(1);
              }}
            >
              {QUALITY_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Find issues on a song">
          {({ id }) => (
            <Input
              id={id}
              type="search"
              placeholder="Title or artist"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          )}
        </Field>
      </div>
      {issues.isPending ? (
        <ListSkeleton label="Loading quality issues" />
      ) : issues.isError ? (
        <ErrorState message={issues.error.message} onRetry={() => issues.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No quality issues here.">
          {query ? `None on a song whose title or artist contains “${query}”.` : null}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Quality issues">
          {list.map((i) => (
            <li key={i.id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-start gap-3">
                  <div className="min-w-0 flex-1 basis-64">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="text-lg font-bold">{i.kindLabel}</h2>
                      <QualityStatusBadge status={i.status} resolved={i.resolved} />
                      <span className="text-sm text-cloth-700">
                        {i.source === 'automatic' ? 'Automatic check' : `Raised by ${i.raisedBy ?? 'staff'}`}
                      </span>
                    </div>
                    <p className="font-semibold text-cloth-900">
                      {i.songTitle} · {i.artist}
                    </p>
                    <p className="text-cloth-800">{i.description}</p>
                    <p className="mt-1 text-sm text-cloth-700">
                      Raised <When iso={i.createdAt} />
                      {i.resolved && i.resolvedAt
                        ? ` · resolved ${formatDateTime(i.resolvedAt)} ${
                            i.resolvedAutomatically
                              ? 'by the automatic checks (the new file passed)'
                              : `by ${i.resolvedBy ?? 'a former staff member'}`
                          }`
                        : ''}
                    </p>
                  </div>
                  <IssueActions
                    issue={i}
                    onChange={(body) => change(i.id, body)}
                    comparing={comparing === i.id}
                    onCompare={() => setComparing(comparing === i.id ? null : i.id)}
                  />
                </div>
                {comparing === i.id ? <DuplicateCompare issueId={i.id} /> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {issues.data ? (
        <Pager
          label="Quality issue pages"
          page={page}
          limit={issues.data.limit}
          total={issues.data.total}
          onPage={setPage}
        />
      ) : null}
      <RaiseIssueDialog open={raiseOpen} onClose={() => setRaiseOpen(false)} />
    </div>
  );
}

type Issue = NonNullable<ReturnType<typeof useQualityIssues>['data']>['issues'][number];

/** An issue's status, resolve or reopen, the side-by-side comparison of a duplicate, and its review. */
function IssueActions({
  issue,
  onChange,
  comparing,
  onCompare,
}: {
  issue: Issue;
  onChange: (body: { status?: QualityStatus; resolved?: boolean }) => void;
  comparing: boolean;
  onCompare: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {!issue.resolved ? (
        <>
          <label className="sr-only" htmlFor={`status-${issue.id}`}>
            Status of {issue.kindLabel} on {issue.songTitle}
          </label>
          <div className="w-40">
            <Select
              id={`status-${issue.id}`}
              className="py-1.5"
              value={issue.status}
              onChange={(e) => onChange({ status: e.target.value as QualityStatus })}
            >
              {QUALITY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {QUALITY_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <Button size="sm" variant="secondary" onClick={() => onChange({ resolved: true })}>
            Resolve
          </Button>
        </>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => onChange({ resolved: false })}>
          Reopen
        </Button>
      )}
      {issue.kind === 'possible_duplicate' ? (
        <Button size="sm" variant="outline" aria-expanded={comparing} onClick={onCompare}>
          {comparing ? 'Hide comparison' : 'Compare side by side'}
        </Button>
      ) : null}
      <Link to={reviewHref(issue.songId)} className="text-sm font-semibold">
        Open in review
      </Link>
    </div>
  );
}

function RaiseIssueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const raise = useRaiseIssue();
  const queue = useReviewQueue(1, PAGE_SIZE_MAX);
  const [q, setQ] = useState('');
  const catalogue = useQuery({
    queryKey: ['staff', 'song-search', q],
    queryFn: () => api<SongListResponse>(`/songs?limit=20${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ''}`),
    enabled: open,
  });
  const [songId, setSongId] = useState('');
  const [kind, setKind] = useState<QualityKind>('audio_problem');
  const [status, setStatus] = useState<QualityStatus>('needs_fix');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const needle = q.trim().toLowerCase();
  const pending = (queue.data?.items ?? []).filter(
    (i) => !needle || i.title.toLowerCase().includes(needle) || i.artist.toLowerCase().includes(needle),
  );
  const published = catalogue.data?.songs ?? [];

  const close = () => {
    setErrors({});
    setDescription('');
    setSongId('');
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!songId) found.songId = 'Choose a song.';
    if (!description.trim()) found.description = 'Description is required.';
    setErrors(found);
    if (Object.keys(found).length) return;
    raise.mutate(
      { songId, kind, status, description: description.trim() },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          close();
        },
        onError: (err) =>
          setErrors(err instanceof ApiError && Object.keys(err.fields).length ? err.fields : { _: err.message }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title="Raise a quality issue">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Find a song" hint="Search by title, artist or album.">
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="search"
              value={q}
              aria-describedby={describedBy}
              onChange={(e) => setQ(e.target.value)}
            />
          )}
        </Field>
        <Field label="Song" error={errors.songId ?? null}>
          {({ id, invalid }) => (
            <Select id={id} value={songId} aria-invalid={invalid} onChange={(e) => setSongId(e.target.value)}>
              <option value="">Choose a song</option>
              {pending.length ? (
                <optgroup label="Waiting for review">
                  {pending.map((s) => (
                    <option key={s.songId} value={s.songId}>
                      {s.title} · {s.artist}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {published.length ? (
                <optgroup label="Published">
                  {published.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title} · {s.artist}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </Select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Kind of issue">
            {({ id }) => (
              <Select id={id} value={kind} onChange={(e) => setKind(e.target.value as QualityKind)}>
                {MANUAL_QUALITY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {QUALITY_KIND_LABELS[k]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Status">
            {({ id }) => (
              <Select id={id} value={status} onChange={(e) => setStatus(e.target.value as QualityStatus)}>
                {QUALITY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {QUALITY_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field
          label="Description"
          hint="The artist sees this while the issue is open."
          error={errors.description ?? null}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={3}
              maxLength={1000}
              value={description}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </Field>
        {errors._ ? (
          <p role="alert" className="font-semibold text-coral-700">
            {errors._}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={raise.isPending}>
            Raise issue
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
