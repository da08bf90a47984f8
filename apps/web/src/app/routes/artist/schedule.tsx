import { type ArtistEvent, ERROR_MESSAGES } from '@nupe/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toasts';
import {
  useArtistEvents,
  useCreateEvent,
  useDeleteEvent,
  useUpdateEvent,
} from '../../../features/artist/api/artist-queries';

import { formatEventWhen } from '../../../features/artist/components/format';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /artist/schedule: the artist's events, upcoming and past; create, edit, delete. */
export function ArtistSchedulePage() {
  useDocumentTitle('Schedule');
  const events = useArtistEvents();
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<ArtistEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ArtistEvent | null>(null);

  async function confirmDelete(e: ArtistEvent) {
    setDeleting(null);
    try {
      toast('success', (await remove.mutateAsync(e.id)).message);
    } catch (err) {
      toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
    }
  }

  const list = (items: ArtistEvent[], empty: string, label: string) =>
    items.length === 0 ? (
      <p className="text-cloth-800">{empty}</p>
    ) : (
      <ul className="flex flex-col divide-y divide-sand-200" aria-label={label}>
        {items.map((e) => (
          <li key={e.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{e.title}</p>
              <p className="text-sm text-cloth-700">
                {formatEventWhen(e.date, e.time)} · {e.venue}
              </p>
              {e.description ? <p className="mt-1 whitespace-pre-line text-sm">{e.description}</p> : null}
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(e)} aria-label={`Edit ${e.title}`}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-coral-700"
                onClick={() => setDeleting(e)}
                aria-label={`Delete ${e.title}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Schedule"
        description="Your performances, sessions and appearances."
        actions={<Button onClick={() => setEditing('new')}>New Event</Button>}
      />
      {events.isError ? (
        <p role="alert" className="rounded-xl bg-coral-100 p-4 font-semibold text-coral-700">
          {events.error.message}
        </p>
      ) : !events.data ? (
        <Skeleton className="h-48" />
      ) : (
        <div className="flex flex-col gap-6">
          <Card className="p-4 sm:p-6">
            <h2 className="mb-2 text-xl font-bold">Upcoming</h2>
            {list(events.data.upcoming, 'Nothing scheduled yet.', 'Upcoming events')}
          </Card>
          <Card className="p-4 sm:p-6">
            <h2 className="mb-2 text-xl font-bold">Past</h2>
            {list(events.data.past, 'No past events.', 'Past events')}
          </Card>
        </div>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New Event' : 'Edit Event'}
      >
        {editing ? (
          <EventForm
            key={editing === 'new' ? 'new' : editing.id}
            event={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title="Delete Event">
        <p className="mb-6">Are you sure you want to delete {deleting?.title}?</p>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            className="bg-coral-700 text-white hover:bg-coral-500"
            onClick={() => deleting && confirmDelete(deleting)}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function EventForm({ event, onDone }: { event?: ArtistEvent; onDone: () => void }) {
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [values, setValues] = useState({
    title: event?.title ?? '',
    date: event?.date ?? '',
    time: event?.time ?? '',
    venue: event?.venue ?? '',
    description: event?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.isPending || update.isPending;
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    try {
      const result = event
        ? await update.mutateAsync({ id: event.id, patch: values })
        : await create.mutateAsync(values);
      toast('success', result.message);
      onDone();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast('error', err instanceof Error ? err.message : ERROR_MESSAGES.INTERNAL);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label="Title" error={errors.title}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={values.title}
            onChange={set('title')}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" error={errors.date}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              value={values.date}
              onChange={set('date')}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Field label="Time" error={errors.time}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="time"
              value={values.time}
              onChange={set('time')}
              required
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
      </div>
      <Field label="Venue" error={errors.venue}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={values.venue}
            onChange={set('venue')}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Field label="Description" optional error={errors.description}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={4}
            value={values.description}
            onChange={set('description')}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          loading={busy}
          disabled={!values.title.trim() || !values.date || !values.time || !values.venue.trim()}
        >
          {event ? 'Save event' : 'Add event'}
        </Button>
      </div>
    </form>
  );
}
