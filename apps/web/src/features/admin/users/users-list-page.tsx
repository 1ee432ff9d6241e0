import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { canImpersonate } from '@libero/shared/auth/permissions';
import { isUserTypeNo, USER_TYPES, UserTypeNo, userTypeByNo } from '@libero/shared/auth/user-types';
import {
  USER_SORT_KEYS,
  type TLinkedRecord,
  type TUserFilter,
  type TUserSummary,
} from '@libero/shared/users/admin-users';
import { errorMessage } from '../../../lib/error-message';
import { useHiddenColumns } from '../../../lib/entities/hidden-columns';
import { PAGE_SIZES, useListUrlState, type ListSort, type ListUrlState } from '../../../lib/entities/list-url-state';
import { notify } from '../../../lib/notifications/notifications-store';
import { buttonClassName } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { type DataTableColumn, type SortState } from '../../../ui/data-table/data-table-types';
import { SearchBox } from '../../../ui/search-box';
import { SelectFilter } from '../../../ui/select-filter';
import { TextLink } from '../../../ui/text-link';
import { GRANT_KEYS } from '../../../lib/session/grant-keys';
import { useCurrentUser } from '../../../lib/session/current-user';
import { useImpersonate } from '../../../lib/session/session-actions';
import { AdminPage, DateTime, useExport } from '../admin-ui';
import { usersQuery, exportUsers } from './users-api';

/** The filters as URL parameters besides the search (`q`): `/admin/users?q=kenya&type=5&active=true`. */
const FILTERS = ['type', 'active'] as const;

/** The order when the address names none (the API's default too). */
const DEFAULT_SORT = { id: 'username', desc: false } as const;

const SEARCH_MAX = 100;

/** The pages showing the records users stand for, by the entity `linked` names. */
const LINKED_PATHS: Readonly<Record<string, string>> = {
  Federation: '/federations',
  VolleyClub: '/volley/clubs',
  Player: '/players',
  Coach: '/coaches',
  Referee: '/referees',
  Official: '/officials',
  MedicalPerson: '/medical-staff',
  MediaPerson: '/media-staff',
  Confederation: '/confederations',
  PlayersAgent: '/agents',
};

const isSortKey = (id: string) => (USER_SORT_KEYS as readonly string[]).includes(id);

/** The filter the address holds, as the API takes it; a value the API would refuse is no filter. */
function filterOf(state: ListUrlState): TUserFilter {
  const search = state.search.trim().slice(0, SEARCH_MAX);
  const type = Number(state.filters.type);
  const active = state.filters.active;
  return {
    ...(search ? { search } : {}),
    ...(isUserTypeNo(type) ? { type } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
  };
}

/** The order the address holds, when the API sorts by it; the default order otherwise. */
function sortOf(sort: ListSort): NonNullable<SortState> {
  return sort && isSortKey(sort.id) ? sort : DEFAULT_SORT;
}

/** `-lastLoginAt`: the API's `sort` parameter. */
const sortParam = (sort: NonNullable<SortState>) => `${sort.desc ? '-' : ''}${sort.id}`;

/**
 * Who really is signed in, as the impersonation rule needs them. While an admin acts as someone,
 * this page shows only when that someone is an admin too, which only a Supervisor may act as.
 */
function realUserOf(user: TCurrentUser) {
  return user.impersonator ? { no: user.impersonator.no, type: UserTypeNo.Supervisor } : user;
}

type Impersonation = {
  /** Whether the signed-in admin may act as this user. */
  allowed: (row: TUserSummary) => boolean;
  start: (row: TUserSummary) => void;
  /** The user being impersonated now, while the request is under way. */
  pendingNo: number | undefined;
};

/**
 * The impersonate buttons read it through this context rather than from their column, so that the
 * columns stay the same objects while a request runs (a new column would remount its cells).
 */
const ImpersonationContext = createContext<Impersonation>({
  allowed: () => false,
  start: () => {},
  pendingNo: undefined,
});

function useImpersonation(): Impersonation {
  const { t } = useTranslation('users');
  const user = useCurrentUser();
  const impersonate = useImpersonate();
  const real = realUserOf(user);
  return {
    // Acting as the user acted as already would change nothing.
    allowed: (row) => row.active && row.no !== user.no && canImpersonate(real, row),
    start: (row) =>
      impersonate.mutate(row.no, {
        onError: (error) =>
          notify({
            kind: 'impersonate-error',
            tone: 'error',
            message: t('impersonate.failed', { username: row.username, reason: errorMessage(error) }),
          }),
      }),
    pendingNo: impersonate.isPending ? impersonate.variables : undefined,
  };
}

function ImpersonateButton({ row }: { row: TUserSummary }) {
  const { t } = useTranslation('users');
  const { allowed, start, pendingNo } = useContext(ImpersonationContext);
  if (!allowed(row)) return null;
  const pending = pendingNo === row.no;
  return (
    <button
      type="button"
      aria-label={t('impersonate.label', { username: row.username })}
      aria-busy={pending || undefined}
      disabled={pendingNo !== undefined}
      onClick={() => start(row)}
      className="rounded-sm px-1 text-sm font-medium text-sky-800 underline decoration-sky-800/30 underline-offset-2 hover:decoration-sky-800 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
    >
      {t('impersonate.button')}
    </button>
  );
}

/** The record a user stands for: its name, linked to its profile when it has one. */
function LinkedCell({ linked }: { linked: TLinkedRecord | null }) {
  const { t } = useTranslation('users');
  if (!linked) return null;
  if (linked.name === null) {
    return (
      <span className="text-slate-500">
        #{linked.no}
        <span className="sr-only"> {t('noRecord')}</span>
      </span>
    );
  }
  const base = LINKED_PATHS[linked.entity];
  return base ? <TextLink to={`${base}/${linked.no}`}>{linked.name}</TextLink> : <>{linked.name}</>;
}

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${className}`}
    >
      {children}
    </span>
  );
}

function StatusCell({ row }: { row: TUserSummary }) {
  const { t } = useTranslation('users');
  return (
    <span className="inline-flex items-center gap-1.5">
      {row.active ? (
        <Badge className="bg-emerald-50 text-emerald-800 ring-emerald-600/20">{t('status.active')}</Badge>
      ) : (
        <Badge className="bg-slate-100 text-slate-700 ring-slate-500/20">{t('status.deactivated')}</Badge>
      )}
      {row.online ? (
        <Badge className="bg-sky-50 text-sky-800 ring-sky-600/20">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
          {t('status.online')}
        </Badge>
      ) : null}
    </span>
  );
}

function UsersList({ caption }: { caption: string }) {
  const { t, i18n } = useTranslation(['common', 'account', 'table']);
  const { t: ut } = useTranslation('users');
  const navigate = useNavigate();
  const [state, change] = useListUrlState(FILTERS);
  const [hidden, setHidden] = useHiddenColumns('admin-users', []);
  const impersonation = useImpersonation();
  const filter = filterOf(state);
  const sort = sortOf(state.sort);
  const query = useQuery(
    usersQuery(filter, sortParam(sort), { skip: state.page.index * state.page.size, take: state.page.size }),
  );
  const runExport = useExport((format) => exportUsers(filter, sortParam(sort), format));

  // Sortable columns are named by the API's sort keys: the address and the request say the same.
  const columns = useMemo(
    (): DataTableColumn<TUserSummary>[] => [
      { id: 'no', header: ut('columns.no'), sortable: true, align: 'end', cell: (row) => row.no },
      {
        id: 'username',
        header: ut('columns.username'),
        sortable: true,
        hideable: false,
        cell: (row) => <TextLink to={`/admin/users/${row.no}`}>{row.username}</TextLink>,
      },
      {
        id: 'lastName',
        header: ut('columns.name'),
        sortable: true,
        cell: (row) => `${row.firstName} ${row.lastName}`.trim(),
      },
      {
        id: 'type',
        header: ut('columns.type'),
        sortable: true,
        cell: (row) => {
          const code = userTypeByNo(row.type)?.code;
          return code ? t(`common:userTypes.${code}`) : row.type;
        },
      },
      { id: 'linked', header: ut('columns.linked'), cell: (row) => <LinkedCell linked={row.linked} /> },
      { id: 'email', header: ut('columns.email'), sortable: true, cell: (row) => row.email },
      {
        id: 'accesses',
        header: ut('columns.accesses'),
        cell: (row) => row.accesses.map((access) => t(`account:grants.names.${GRANT_KEYS[access]}`)).join(', '),
      },
      { id: 'status', header: ut('columns.status'), cell: (row) => <StatusCell row={row} /> },
      {
        id: 'lastLoginAt',
        header: ut('columns.lastLoginAt'),
        sortable: true,
        cell: (row) =>
          row.lastLoginAt ? (
            <DateTime value={row.lastLoginAt} />
          ) : (
            <span className="text-slate-500">{ut('never')}</span>
          ),
      },
      {
        id: 'actions',
        header: ut('columns.actions'),
        hideable: false,
        cell: (row) => <ImpersonateButton row={row} />,
      },
    ],
    [t, ut],
  );

  const typeOptions = useMemo(
    () =>
      USER_TYPES.map((type) => ({ value: String(type.no), label: t(`common:userTypes.${type.code}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, i18n.language),
      ),
    [t, i18n.language],
  );
  const activeOptions = [
    { value: 'true', label: ut('status.active') },
    { value: 'false', label: ut('status.deactivated') },
  ];

  const toolbar = (
    <>
      <SearchBox
        label={ut('filters.search')}
        placeholder={ut('filters.searchPlaceholder')}
        value={state.search}
        onSearch={(search) => change({ search })}
      />
      <SelectFilter
        label={ut('filters.type')}
        value={filter.type === undefined ? '' : String(filter.type)}
        options={typeOptions}
        anyLabel={t('table:any')}
        onChange={(value) => change({ filters: { type: value } })}
      />
      <SelectFilter
        label={ut('filters.status')}
        value={filter.active ?? ''}
        options={activeOptions}
        anyLabel={t('table:any')}
        onChange={(value) => change({ filters: { active: value } })}
      />
      <Link to="/admin/users/new" className={buttonClassName('primary')}>
        <UserPlus aria-hidden="true" className="size-4" />
        {ut('newUser')}
      </Link>
    </>
  );

  return (
    <ImpersonationContext value={impersonation}>
      <DataTable<TUserSummary>
        caption={caption}
        columns={columns}
        rows={query.data?.data}
        rowKey={(row) => row.no}
        rowLabel={(row) => row.username}
        total={query.data?.nbItems}
        loading={query.isFetching}
        {...(query.isError ? { error: errorMessage(query.error) } : {})}
        sort={sort}
        // Back to the default order: the address need not name it.
        onSortChange={(next) => change({ sort: next && sortParam(next) !== sortParam(DEFAULT_SORT) ? next : null })}
        page={state.page}
        onPageChange={(page) => change({ page })}
        pageSizes={PAGE_SIZES}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        onOpen={(row) => navigate(`/admin/users/${row.no}`)}
        emptyMessage={ut('empty')}
        toolbar={toolbar}
        onExport={runExport}
      />
    </ImpersonationContext>
  );
}

/**
 * `/admin/users` (admins): every user, searched by username, names, e-mail or number, filtered by
 * type and status, sorted and paged by the server (kept in the address). A row opens the user's
 * account; an admin may act as an active user (a Supervisor as another admin too); the view exports
 * as CSV or XLSX.
 */
export function UsersListPage() {
  const { t } = useTranslation('common');
  const title = t('sections.users');
  return (
    <AdminPage title={title}>
      <UsersList caption={title} />
    </AdminPage>
  );
}
