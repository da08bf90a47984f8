import { type AdminUser, countOf, ROLES, type Role, USER_STATUSES, type UserStatus } from '@nupe/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Field, Input, Select } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/states';
import { serverErrorOr } from '../../../features/admin/api/artist-requests';
import { USERS_PAGE_SIZE, useAdminUsers, useUpdateUser } from '../../../features/admin/api/users';
import { TranslatorLanguages } from '../../../features/admin/components/translator-languages';
import { useMe } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dateOnly } from './admin-ui';

const ROLE_LABEL: Record<Role, string> = { admin: 'Admin', staff: 'Staff', artist: 'Artist', listener: 'Listener' };

/** /admin/users: search and filter accounts, change a role, suspend and reinstate. */
export function AdminUsersPage() {
  useDocumentTitle('Users');
  const [params, setParams] = useSearchParams();
  const initialRole = params.get('role');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'all' | Role>(
    (ROLES as readonly string[]).includes(initialRole ?? '') ? (initialRole as Role) : 'all',
  );
  const [status, setStatus] = useState<'all' | UserStatus>('all');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q: search, role, status, page });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Users"
        description="Changes take effect on the person's next action: a suspended account is signed out at once."
      />
      <form
        aria-label="Filters"
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q);
          setPage(1);
        }}
      >
        <Field label="Search">
          {(p) => (
            <Input
              id={p.id}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Name, phone or email"
            />
          )}
        </Field>
        <Field label="Role">
          {(p) => (
            <Select
              id={p.id}
              value={role}
              onChange={(e) => {
                const next = e.target.value as 'all' | Role;
                setRole(next);
                setPage(1);
                setParams(next === 'all' ? {} : { role: next }, { replace: true });
              }}
            >
              <option value="all">All roles</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status">
          {(p) => (
            <Select
              id={p.id}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as 'all' | UserStatus);
                setPage(1);
              }}
            >
              <option value="all">All statuses</option>
              {USER_STATUSES.map((s) => (
                <option key={s} value={s} className="capitalize">
                  {s === 'active' ? 'Active' : 'Suspended'}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {users.isPending ? (
        <ListSkeleton rows={5} />
      ) : users.isError ? (
        <ErrorState
          message={serverErrorOr(users.error, 'The accounts could not be loaded.')}
          onRetry={() => void users.refetch()}
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState>No accounts match these filters.</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-cloth-700" aria-live="polite">
            {countOf(users.data.total, 'account')}
          </p>
          <ul className="flex flex-col gap-3" aria-label="Accounts">
            {users.data.users.map((u) => (
              <UserRow key={u.id} user={u} />
            ))}
          </ul>
          <Pager page={page} total={users.data.total} limit={USERS_PAGE_SIZE} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const update = useUpdateUser();
  const me = useMe();
  const isMe = me.data?.user.id === user.id;
  const suspended = user.status === 'suspended';
  return (
    <li>
      <Card
        className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
        aria-label={user.fullName}
      >
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">
            {user.fullName}
            {isMe ? <span className="ml-2 text-sm font-normal text-cloth-700">(you)</span> : null}
          </h2>
          <p className="text-sm break-all text-cloth-800">
            {user.phone}
            {user.email ? ` · ${user.email}` : ''}
          </p>
          <p className="mt-1 flex flex-wrap gap-2 text-sm">
            <span className="rounded-bead bg-sand-100 px-2 font-semibold">{ROLE_LABEL[user.role]}</span>
            <span
              className={cn(
                'rounded-bead px-2 font-semibold',
                suspended ? 'bg-coral-100 text-coral-700' : 'bg-bead-100 text-bead-700',
              )}
            >
              {suspended ? 'Suspended' : 'Active'}
            </span>
            {user.artistName ? <span className="text-cloth-700">Artist name: {user.artistName}</span> : null}
            <span className="text-cloth-700">Joined {dateOnly.format(new Date(user.createdAt))}</span>
          </p>
          <TranslatorLanguages userId={user.id} name={user.fullName} />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <Select
            className="min-h-9 py-1.5"
            value={user.role}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: user.id, body: { role: e.target.value as Role } })}
            aria-label={`Role of ${user.fullName}`}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </Select>
          <Button
            size="sm"
            variant={suspended ? 'primary' : 'outline'}
            disabled={update.isPending}
            onClick={() => update.mutate({ id: user.id, body: { status: suspended ? 'active' : 'suspended' } })}
          >
            {suspended ? 'Reinstate' : 'Suspend'}
          </Button>
        </div>
      </Card>
    </li>
  );
}
