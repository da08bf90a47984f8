import {
  ACCESS_LEVEL_LABELS,
  ACCESS_LEVELS,
  type AccessLevel,
  countOf,
  type Season,
  type Song,
  TK_LABEL_CODES,
  TK_LABELS,
  type TkLabelCode,
} from '@nupe/shared';
import { useState } from 'react';
import { seasonDay } from '../../../components/ui/access-labels';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Field, Input, Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toasts';
import {
  useAccessGroup,
  useAccessGroups,
  useCreateGroup,
  useDeleteGroup,
  useGroupMembers,
  useSetAccess,
  useStaffSong,
} from '../../../features/staff/api/access';
import { ItemPicker } from '../../../features/staff/components/item-picker';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

const errorsOf = (err: Error): Record<string, string> =>
  err instanceof ApiError && Object.keys(err.fields).length ? err.fields : { _: err.message };

/** /staff/access: who may see each item (level, group, seasons, Traditional Knowledge labels) and the groups. */
export function StaffAccess() {
  useDocumentTitle('Access');
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        kicker="Staff"
        title="Access"
        description="Decide who may see each recording: everyone, signed-in listeners, a named group or staff only, and in which seasons. Traditional Knowledge labels tell listeners how the community asks it to be treated. Every list, search, stream, download and cover follows it at once."
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ItemPicker
          selectedId={selected}
          onSelect={(s) => setSelected(s.id)}
          badge={(s) => <LevelBadge level={s.accessLevel} />}
        />
        <section aria-labelledby="protocol-title" className="min-w-0">
          {selected ? (
            <ItemAccess key={selected} songId={selected} />
          ) : (
            <Card>
              <h2 id="protocol-title" className="mb-2 text-xl font-bold">
                Protocol
              </h2>
              <p className="text-cloth-700">Choose an item to see and change who may see it.</p>
            </Card>
          )}
        </section>
      </div>
      <Groups />
    </div>
  );
}

function LevelBadge({ level }: { level: AccessLevel }) {
  const tone: Record<AccessLevel, string> = {
    public: 'bg-bead-100 text-bead-700',
    community: 'bg-sand-100 text-cloth-800',
    group: 'bg-brass-100 text-cloth-900',
    staff: 'bg-coral-100 text-coral-700',
  };
  const label: Record<AccessLevel, string> = {
    public: 'Public',
    community: 'Community',
    group: 'Group',
    staff: 'Staff',
  };
  return (
    <span className={cn('shrink-0 rounded-bead px-2.5 py-0.5 text-sm font-semibold', tone[level])}>{label[level]}</span>
  );
}

function ItemAccess({ songId }: { songId: string }) {
  const song = useStaffSong(songId);
  if (song.isPending) return <ListSkeleton rows={3} />;
  if (song.isError) return <ErrorState message={song.error.message} onRetry={() => void song.refetch()} />;
  return <AccessForm song={song.data.song} />;
}

const blankSeason = { name: '', from: '', to: '' };

function AccessForm({ song }: { song: Song }) {
  const groups = useAccessGroups();
  const save = useSetAccess(song.id);
  const [level, setLevel] = useState<AccessLevel>(song.access.level);
  const [group, setGroup] = useState(song.access.group?.id ?? '');
  const [labels, setLabels] = useState<TkLabelCode[]>(song.access.labels.map((l) => l.code as TkLabelCode));
  const [seasons, setSeasons] = useState<Season[]>(song.access.seasons);
  const [draft, setDraft] = useState(blankSeason);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { level, group: level === 'group' ? group || null : null, labels, seasons },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          setErrors({});
        },
        onError: (err) => setErrors(errorsOf(err)),
      },
    );
  };

  const addSeason = () => {
    if (!draft.name.trim() || !draft.from || !draft.to) {
      setErrors({ season: 'Give the season a name, a first day and a last day.' });
      return;
    }
    setSeasons([...seasons, { name: draft.name.trim(), from: draft.from, to: draft.to }]);
    setDraft(blankSeason);
    setErrors({});
  };

  return (
    <Card className="min-w-0">
      <form onSubmit={submit} noValidate aria-labelledby="protocol-title" className="grid gap-5">
        <h2 id="protocol-title" className="text-xl font-bold break-words">
          Protocol of “{song.title}”
        </h2>
        <fieldset>
          <legend className="mb-1 font-semibold">Who may see it</legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {ACCESS_LEVELS.map((l) => (
              <label key={l} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="level"
                  className="size-5"
                  checked={level === l}
                  onChange={() => setLevel(l)}
                />
                {ACCESS_LEVEL_LABELS[l]}
              </label>
            ))}
          </div>
        </fieldset>
        {level === 'group' ? (
          <Field label="Group" error={errors.group} hint="Members are managed under Groups below.">
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                value={group}
                onChange={(e) => setGroup(e.target.value)}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                <option value="">Choose a group</option>
                {groups.data?.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}

        <fieldset className="min-w-0">
          <legend className="mb-1 font-semibold">Seasons</legend>
          <p className="mb-2 text-sm text-cloth-700">
            Leave empty to keep it open all year. Give dates with a year for a season that moves (Ramadan, Sallah), or
            pick “Every year” for a fixed one.
          </p>
          {seasons.length > 0 ? (
            <ul className="mb-3 grid gap-2" aria-label="Seasons">
              {seasons.map((s, i) => (
                <li
                  key={`${s.name}-${s.from}`}
                  className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg bg-sand-50 px-3 py-2"
                >
                  <span className="min-w-0 break-words">
                    <span className="font-semibold">{s.name}</span> · {seasonDay(s.from)} – {seasonDay(s.to)}
                    {s.from.length === 5 ? ' · every year' : ''}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => setSeasons(seasons.filter((_, j) => j !== i))}
                    aria-label={`Remove the season ${s.name}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <SeasonDraft draft={draft} setDraft={setDraft} />
          {errors.season || errors.seasons || errors['seasons.0'] ? (
            <p className="mt-1 text-sm font-semibold text-coral-700">
              {errors.season ?? errors.seasons ?? errors['seasons.0']}
            </p>
          ) : null}
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={addSeason}>
            Add season
          </Button>
        </fieldset>

        <fieldset>
          <legend className="mb-1 font-semibold">Traditional Knowledge labels</legend>
          <div className="grid gap-x-5 sm:grid-cols-2">
            {TK_LABEL_CODES.map((code) => (
              <label key={code} className="inline-flex min-h-11 items-center gap-2" title={TK_LABELS[code].text}>
                <input
                  type="checkbox"
                  className="size-5"
                  checked={labels.includes(code)}
                  onChange={(e) => setLabels(e.target.checked ? [...labels, code] : labels.filter((x) => x !== code))}
                />
                {TK_LABELS[code].name}
              </label>
            ))}
          </div>
        </fieldset>
        {errors._ ? (
          <p role="alert" className="font-semibold text-coral-700">
            {errors._}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            Save protocol
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SeasonDraft({ draft, setDraft }: { draft: typeof blankSeason; setDraft: (d: typeof blankSeason) => void }) {
  const [yearly, setYearly] = useState(false);
  // A yearly season keeps only month and day ("12-20").
  const value = (d: string) => (yearly && d ? `2024-${d}` : d);
  const set = (key: 'from' | 'to') => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: yearly ? e.target.value.slice(5) : e.target.value });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label="Season name">
        {({ id }) => (
          <Input
            id={id}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            placeholder="Ramadan 2027"
          />
        )}
      </Field>
      <Field label="First day">
        {({ id }) => <Input id={id} type="date" value={value(draft.from)} onChange={set('from')} />}
      </Field>
      <Field label="Last day">
        {({ id }) => <Input id={id} type="date" value={value(draft.to)} onChange={set('to')} />}
      </Field>
      <label className="inline-flex min-h-11 items-center gap-2 sm:col-span-3">
        <input
          type="checkbox"
          className="size-5"
          checked={yearly}
          onChange={(e) => {
            setYearly(e.target.checked);
            setDraft({ ...draft, from: '', to: '' });
          }}
        />
        Every year (the year of the dates is ignored)
      </label>
    </div>
  );
}

function Groups() {
  const groups = useAccessGroups();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name },
      {
        onSuccess: (res) => {
          toast('success', res.message);
          setName('');
          setErrors({});
          setOpen(res.group.id);
        },
        onError: (err) => setErrors(errorsOf(err)),
      },
    );
  };
  return (
    <section aria-labelledby="groups-title" className="mt-10 min-w-0">
      <h2 id="groups-title" className="mb-1 text-2xl font-bold">
        Groups
      </h2>
      <p className="mb-4 text-cloth-700">
        Named circles, such as a Zikiri circle or a family, whose members may see the items given to them.
      </p>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid min-w-0 content-start gap-4">
          <Card className="min-w-0">
            <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Create a group">
              <Field label="Group name" error={errors.name ?? errors._}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                    placeholder="Bida Zikiri circle"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
              <div>
                <Button type="submit" variant="secondary" loading={create.isPending}>
                  Create group
                </Button>
              </div>
            </form>
          </Card>
          {groups.isPending ? (
            <ListSkeleton rows={3} />
          ) : groups.isError ? (
            <ErrorState message={groups.error.message} onRetry={() => void groups.refetch()} />
          ) : groups.data.groups.length === 0 ? (
            <EmptyState title="No groups yet">Create one to share items with a circle.</EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-2" aria-label="Groups">
              {groups.data.groups.map((g) => (
                <li key={g.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(g.id)}
                    aria-pressed={open === g.id}
                    className={cn(
                      'flex w-full min-w-0 items-center justify-between gap-3 rounded-xl border-2 bg-white p-3 text-left',
                      open === g.id ? 'border-cloth-700' : 'border-sand-200 hover:border-cloth-300',
                    )}
                  >
                    <span className="min-w-0 truncate font-semibold">{g.name}</span>
                    <span className="shrink-0 text-sm text-cloth-700">
                      {countOf(g.memberCount, 'member')} · {countOf(g.itemCount, 'item')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {open ? <GroupMembers key={open} groupId={open} onDeleted={() => setOpen(null)} /> : null}
      </div>
    </section>
  );
}

function GroupMembers({ groupId, onDeleted }: { groupId: string; onDeleted: () => void }) {
  const detail = useAccessGroup(groupId);
  const members = useGroupMembers(groupId);
  const remove = useDeleteGroup();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (detail.isPending) return <ListSkeleton rows={3} />;
  if (detail.isError) return <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />;
  const { group } = detail.data;
  const add = (event: React.FormEvent) => {
    event.preventDefault();
    members.add.mutate(phone, {
      onSuccess: (res) => {
        toast('success', res.message);
        setPhone('');
        setError(null);
      },
      onError: (err) => setError(errorsOf(err).phone ?? err.message),
    });
  };
  return (
    <Card className="min-w-0">
      <h3 className="mb-3 text-xl font-bold break-words">Members of {group.name}</h3>
      {detail.data.members.length === 0 ? (
        <p className="mb-4 text-cloth-700">No members yet.</p>
      ) : (
        <ul className="mb-4 grid gap-2" aria-label={`Members of ${group.name}`}>
          {detail.data.members.map((m) => (
            <li
              key={m.id}
              className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg bg-sand-50 px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold">{m.fullName}</span>
                <span className="block text-sm text-cloth-700 tabular-nums">{m.phone}</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${m.fullName}`}
                loading={members.remove.isPending && members.remove.variables === m.id}
                onClick={() => members.remove.mutate(m.id, { onSuccess: (res) => toast('success', res.message) })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Add a member by phone number" error={error ?? undefined}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              placeholder="0803 123 4567"
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" loading={members.add.isPending}>
          Add member
        </Button>
      </form>
      {group.itemCount === 0 ? (
        <Button
          type="button"
          variant="ghost"
          className="mt-4 text-coral-700"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(group.id, {
              onSuccess: (res) => {
                toast('success', res.message);
                onDeleted();
              },
              onError: (err) => toast('error', err.message),
            })
          }
        >
          Delete this group
        </Button>
      ) : (
        <p className="mt-4 text-sm text-cloth-700">
          {group.itemCount} item{group.itemCount === 1 ? ' is' : 's are'} shared with this group.
        </p>
      )}
    </Card>
  );
}
