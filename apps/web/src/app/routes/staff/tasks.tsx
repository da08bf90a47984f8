import type { StaffTask } from '@nupe/shared';
import { lagosDate } from '@nupe/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Field, Input, Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import {
  useCreateTask,
  useDeleteTask,
  useMembers,
  useTasks,
  useUpdateTask,
} from '../../../features/staff/api/staff-api';
import { formatDate } from '../../../features/staff/components/staff-ui';
import { ApiError } from '../../../lib/api-client';

/** /staff/tasks: the team's shared list; create, assign, date, tick off. */
export function StaffTasks() {
  const tasks = useTasks();
  const members = useMembers();
  const create = useCreateTask();
  const [title, setTitle] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: 'Title is required.' });
      return;
    }
    create.mutate(
      { title: title.trim(), assigneeId: assigneeId || null, dueDate: dueDate || null },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          setTitle('');
          setAssigneeId('');
          setDueDate('');
          setErrors({});
        },
        onError: (err) =>
          setErrors(err instanceof ApiError && Object.keys(err.fields).length ? err.fields : { _: err.message }),
      },
    );
  };
  const list = tasks.data?.tasks ?? [];

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        kicker="Staff"
        title="Tasks"
        description="The team’s shared task list. Assign a task to a staff member and give it a due date."
      />
      <Card className="mb-6 p-4 sm:p-6">
        <h2 className="mb-4 text-xl font-bold">New task</h2>
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
          <Field label="Task" error={errors.title ?? null}>
            {({ id, invalid }) => (
              <Input
                id={id}
                value={title}
                maxLength={200}
                aria-invalid={invalid}
                onChange={(e) => setTitle(e.target.value)}
              />
            )}
          </Field>
          <Field label="Assignee" optional error={errors.assigneeId ?? null}>
            {({ id }) => (
              <Select id={id} value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
                <option value="">Nobody yet</option>
                {(members.data?.members ?? []).map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.fullName}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Due date" optional error={errors.dueDate ?? null}>
            {({ id }) => <Input id={id} type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />}
          </Field>
          <Button type="submit" loading={create.isPending}>
            Add task
          </Button>
        </form>
        {errors._ ? (
          <p role="alert" className="mt-3 font-semibold text-coral-700">
            {errors._}
          </p>
        ) : null}
      </Card>
      {tasks.isPending ? (
        <ListSkeleton label="Loading tasks" />
      ) : tasks.isError ? (
        <ErrorState message={tasks.error.message} onRetry={() => tasks.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No tasks yet.">Add the first one above.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Tasks">
          {list.map((t) => (
            <li key={t.id}>
              <TaskRow task={t} members={members.data?.members ?? []} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const today = () => lagosDate();

function TaskRow({ task: t, members }: { task: StaffTask; members: { id: string; fullName: string }[] }) {
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const done = (message: string) => toast('success', message);
  const failed = (err: Error) => toast('error', err.message);
  const overdue = !t.done && t.dueDate !== null && t.dueDate < today();
  return (
    <Card className={cn('flex flex-wrap items-center gap-3 p-3 sm:p-4', t.done && 'bg-sand-50')}>
      <label className="flex min-h-11 min-w-0 flex-1 basis-60 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-cloth-800"
          checked={t.done}
          onChange={(e) =>
            update.mutate({ id: t.id, done: e.target.checked }, { onSuccess: (r) => done(r.message), onError: failed })
          }
        />
        <span className="min-w-0">
          <span className={cn('block font-semibold break-words', t.done && 'text-cloth-600 line-through')}>
            {t.title}
          </span>
          <span className="block text-sm text-cloth-700">
            {t.dueDate ? (
              <span className={overdue ? 'font-semibold text-coral-700' : undefined}>
                Due {formatDate(t.dueDate)}
                {overdue ? ' (overdue)' : ''}
              </span>
            ) : (
              'No due date'
            )}
            {t.createdBy ? ` · added by ${t.createdBy}` : ''}
          </span>
        </span>
      </label>
      <label className="sr-only" htmlFor={`assignee-${t.id}`}>
        Assignee of {t.title}
      </label>
      <div className="w-full sm:w-52">
        <Select
          id={`assignee-${t.id}`}
          className="py-1.5"
          value={t.assignee?.id ?? ''}
          onChange={(e) =>
            update.mutate(
              { id: t.id, assigneeId: e.target.value || null },
              { onSuccess: (r) => done(r.message), onError: failed },
            )
          }
        >
          <option value="">Nobody yet</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.fullName}
            </option>
          ))}
        </Select>
      </div>
      <label className="sr-only" htmlFor={`due-${t.id}`}>
        Due date of {t.title}
      </label>
      <div className="w-full sm:w-44">
        <Input
          id={`due-${t.id}`}
          type="date"
          className="py-1.5"
          value={t.dueDate ?? ''}
          onChange={(e) =>
            update.mutate(
              { id: t.id, dueDate: e.target.value || null },
              { onSuccess: (r) => done(r.message), onError: failed },
            )
          }
        />
      </div>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete ${t.title}`}
        // The row goes away with the refetch, so the answer is read from the promise, not a callback.
        onClick={() => remove.mutateAsync(t.id).then((r) => done(r.message), failed)}
      >
        Delete
      </Button>
    </Card>
  );
}
