import {
  PASSWORD_RESET_SUBJECT,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  type SupportStatus,
  type SupportTicket,
} from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field, Select, Textarea } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import { useAddNote, useSetTicketStatus, useTickets } from '../../../features/staff/api/staff-api';
import { ResetLinkPanel, spacedPhone } from '../../../features/staff/components/reset-link-panel';
import { formatDateTime, TicketStatusBadge, When } from '../../../features/staff/components/staff-ui';

type Filter = SupportStatus | 'all';
const FILTERS: Filter[] = ['all', ...SUPPORT_STATUSES];

/** /staff/support: messages from the contact form and from artists, worked as tickets. */
export function StaffSupport() {
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const tickets = useTickets(filter, page);
  const list = tickets.data?.tickets ?? [];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        kicker="Staff"
        title="Artist Support"
        description="Messages sent through the contact form and by artists. Move each ticket along and keep internal notes the sender never sees."
      />
      <div className="mb-4 max-w-xs">
        <Field label="Show">
          {({ id }) => (
            <Select
              id={id}
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value as Filter);
                setPage(1);
              }}
            >
              {FILTERS.map((f) => (
                <option key={f} value={f}>
                  {f === 'all' ? 'All tickets' : SUPPORT_STATUS_LABELS[f]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {tickets.isPending ? (
        <ListSkeleton label="Loading support tickets" />
      ) : tickets.isError ? (
        <ErrorState message={tickets.error.message} onRetry={() => tickets.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No tickets here.">Messages from the contact page appear here as open tickets.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Support tickets">
          {list.map((t) => (
            <li key={t.id}>
              <TicketCard ticket={t} />
            </li>
          ))}
        </ul>
      )}
      {tickets.data ? (
        <Pager
          label="Support ticket pages"
          page={page}
          limit={tickets.data.limit}
          total={tickets.data.total}
          onPage={setPage}
        />
      ) : null}
    </div>
  );
}

function TicketCard({ ticket: t }: { ticket: SupportTicket }) {
  const setStatus = useSetTicketStatus();
  const addNote = useAddNote();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const submitNote = (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError('Note is required.');
      return;
    }
    addNote.mutate(
      { id: t.id, body: note.trim() },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          setNote('');
        },
        onError: (err) => setNoteError(err.message),
      },
    );
  };
  return (
    <Card className="p-4 sm:p-5" aria-label={`Ticket from ${t.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-bead bg-cloth-800 px-2.5 py-0.5 text-xs font-bold text-white">
              {t.subjectLabel}
            </span>
            <TicketStatusBadge status={t.status} />
            <span className="text-sm text-cloth-700">
              <When iso={t.createdAt} />
            </span>
          </div>
          <h2 className="mt-1 text-lg font-bold break-words">
            {t.name}{' '}
            <span className="font-normal text-cloth-700">· {t.email ?? (t.phone ? spacedPhone(t.phone) : null)}</span>
          </h2>
          {t.fromUser ? (
            <p className="text-sm text-cloth-700">
              Signed in as {t.fromUser.fullName} ({t.fromUser.role})
            </p>
          ) : null}
        </div>
        <div className="w-44">
          <label className="sr-only" htmlFor={`ticket-status-${t.id}`}>
            Status of the ticket from {t.name}
          </label>
          <Select
            id={`ticket-status-${t.id}`}
            value={t.status}
            disabled={setStatus.isPending}
            onChange={(e) =>
              // A filtered list may drop the card with the refetch: read the answer from the promise.
              setStatus.mutateAsync({ id: t.id, status: e.target.value as SupportStatus }).then(
                (res) => toast('success', res.message),
                (err: Error) => toast('error', err.message),
              )
            }
          >
            {SUPPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUPPORT_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-line break-words text-cloth-900">{t.message}</p>
      {t.subject === PASSWORD_RESET_SUBJECT ? <ResetLinkPanel ticket={t} /> : null}
      <details className="mt-4 rounded-lg bg-sand-50 px-3 py-2" open={t.notes.length > 0}>
        <summary className="cursor-pointer font-semibold">Internal notes ({t.notes.length})</summary>
        {t.notes.length ? (
          <ul className="mt-2 flex flex-col gap-2">
            {t.notes.map((n) => (
              <li key={n.id} className="border-l-4 border-brass-400 pl-3">
                <p className="whitespace-pre-line break-words">{n.body}</p>
                <p className="text-sm text-cloth-700">
                  {n.author ?? 'Former staff member'} · {formatDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <form onSubmit={submitNote} noValidate className="mt-3 flex flex-col gap-2">
          <Field label="Add a note" error={noteError}>
            {({ id, invalid, describedBy }) => (
              <Textarea
                id={id}
                rows={2}
                maxLength={2000}
                value={note}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(e) => {
                  setNote(e.target.value);
                  setNoteError(null);
                }}
              />
            )}
          </Field>
          <div>
            <Button type="submit" size="sm" variant="secondary" loading={addNote.isPending}>
              Save note
            </Button>
          </div>
        </form>
      </details>
    </Card>
  );
}
