import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TAuditChange, TAuditEntry, TAuditFilter } from '@libero/shared/audit/audit-trail';
import { ENTITIES, entityByName } from '@libero/shared/registry/registry';
import { errorMessage } from '../../lib/error-message';
import { PAGE_SIZES, useListUrlState, type ListUrlState } from '../../lib/entities/list-url-state';
import { registryLabel } from '../../lib/entities/registry-label';
import { useHiddenColumns } from '../../lib/entities/hidden-columns';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { DataTable } from '../../ui/data-table/data-table';
import { DateInput } from '../../lib/forms/date-input';
import { SearchBox } from '../../ui/search-box';
import { SelectFilter } from '../../ui/select-filter';
import { auditQuery, exportAudit } from './admin-api';
import { AdminPage, DateTime, ExpandButton, ExpandedRowsContext, useExpandedRows, useExport } from './admin-ui';

/** The filters, as URL parameters (`/admin/audit?user=federation&from=2025-11-01`) and as the API names them. */
const FILTERS = [
  'user',
  'entity',
  'entityNo',
  'action',
  'from',
  'to',
] as const satisfies readonly (keyof TAuditFilter)[];

/** The actions written today (apps/server: gateway commands, auth routes, users, documents, reads of injuries), worded in `admin:audit.actions`. */
const KNOWN_ACTIONS = [
  'save',
  'delete',
  'upload',
  'read',
  'login',
  'logout',
  'impersonate',
  'stopImpersonating',
  'changePassword',
  'resetPassword',
  'sendPasswordLink',
  'endSession',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnownAction = (action: string): action is KnownAction => (KNOWN_ACTIONS as readonly string[]).includes(action);

/** The entities written outside the registry: users (sign-in, passwords, impersonation) and people's documents. */
const OTHER_ENTITIES = ['User', 'PersonDocument'];

function filterOf(state: ListUrlState): TAuditFilter {
  return Object.fromEntries(FILTERS.flatMap((name) => (state.filters[name] ? [[name, state.filters[name]]] : [])));
}

/** A registry field's label in the interface language; the field's own name otherwise. */
function fieldLabel(entity: string, field: string, language: string): string {
  const def = entityByName(entity)?.fields[field];
  return def ? registryLabel(def.label, language) : field;
}

function ChangedValue({ value }: { value: TAuditChange['before'] }) {
  const { t } = useTranslation(['admin', 'common']);
  if (value === null || value === '') return <span className="text-slate-400 italic">{t('admin:empty')}</span>;
  if (typeof value === 'boolean') return <>{value ? t('common:yes') : t('common:no')}</>;
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

/** What one entry changed: a row per field, its value before and after. */
function ChangesTable({ entry, id }: { entry: TAuditEntry; id: string }) {
  const { t, i18n } = useTranslation('admin');
  const th = 'px-2 py-1 text-start font-semibold text-slate-700';
  const td = 'px-2 py-1 align-top whitespace-pre-wrap break-words';
  return (
    <table id={id} className="max-w-full border-collapse text-xs text-slate-800">
      <caption className="sr-only">{t('audit.changes.caption', { id: entry.id })}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={th}>
            {t('audit.changes.field')}
          </th>
          <th scope="col" className={th}>
            {t('audit.changes.before')}
          </th>
          <th scope="col" className={th}>
            {t('audit.changes.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((change) => {
          const label = fieldLabel(entry.entity, change.field, i18n.language);
          return (
            <tr key={change.field} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={`${th} font-medium whitespace-nowrap`}>
                {label}
                {label !== change.field ? (
                  <span className="ms-1 font-mono font-normal text-slate-500">{change.field}</span>
                ) : null}
              </th>
              <td className={`${td} text-red-900`}>
                <ChangedValue value={change.before} />
              </td>
              <td className={`${td} text-emerald-900`}>
                <ChangedValue value={change.after} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function UserCell({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('admin');
  return (
    <span>
      {entry.actor ? entry.actor.username : <span className="text-slate-500">{t('anonymous')}</span>}
      {entry.impersonator ? (
        <span className="ms-1 text-slate-500">
          {t('audit.impersonatedBy', { username: entry.impersonator.username })}
        </span>
      ) : null}
    </span>
  );
}

function AuditTrail({ caption }: { caption: string }) {
  const { t } = useTranslation(['admin', 'table']);
  const detailsId = useId();
  const [state, change] = useListUrlState(FILTERS);
  const [hidden, setHidden] = useHiddenColumns('admin-audit', ['ip']);
  const expandedRows = useExpandedRows();
  const filter = filterOf(state);
  const query = useQuery(auditQuery(filter, { skip: state.page.index * state.page.size, take: state.page.size }));
  const runExport = useExport((format) => exportAudit(filter, format));

  const columns = useMemo((): DataTableColumn<TAuditEntry>[] => {
    const changesId = (entry: TAuditEntry) => `${detailsId}-${entry.id}`;
    return [
      {
        id: 'changes',
        header: t('audit.columns.changes'),
        hideable: false,
        cell: (entry) =>
          entry.changes.length > 0 ? (
            <ExpandButton
              row={entry.id}
              controls={changesId(entry)}
              label={(expanded) => t(expanded ? 'audit.hideChanges' : 'audit.showChanges', { id: entry.id })}
            >
              <span className="text-xs">{t('audit.fieldCount', { count: entry.changes.length })}</span>
            </ExpandButton>
          ) : null,
      },
      { id: 'at', header: t('audit.columns.at'), hideable: false, cell: (entry) => <DateTime value={entry.at} /> },
      { id: 'user', header: t('audit.columns.user'), cell: (entry) => <UserCell entry={entry} /> },
      {
        id: 'action',
        header: t('audit.columns.action'),
        cell: (entry) => (isKnownAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action),
      },
      { id: 'entity', header: t('audit.columns.entity'), cell: (entry) => entry.entity },
      { id: 'entityNo', header: t('audit.columns.entityNo'), align: 'end', cell: (entry) => entry.entityNo },
      {
        id: 'ip',
        header: t('audit.columns.ip'),
        cell: (entry) => <span className="font-mono text-xs">{entry.ip}</span>,
      },
    ];
  }, [t, detailsId]);

  const entityOptions = useMemo(() => {
    const names = new Set([...Object.keys(ENTITIES), ...OTHER_ENTITIES]);
    // An entity named in the address is offered too, so that the choice shows it.
    if (state.filters.entity) names.add(state.filters.entity);
    return [...names].sort().map((name) => ({ value: name, label: name }));
  }, [state.filters.entity]);
  const actionOptions = useMemo(() => {
    const known = KNOWN_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }));
    const current = state.filters.action;
    return current && !isKnownAction(current) ? [...known, { value: current, label: current }] : known;
  }, [t, state.filters.action]);
  const setFilter = (name: (typeof FILTERS)[number], value: string | undefined) =>
    change({ filters: { [name]: value } });

  const toolbar = (
    <>
      <SearchBox
        label={t('audit.filters.user')}
        placeholder={t('audit.filters.userPlaceholder')}
        value={state.filters.user ?? ''}
        onSearch={(value) => setFilter('user', value.trim())}
      />
      <SelectFilter
        label={t('audit.filters.entity')}
        value={state.filters.entity ?? ''}
        options={entityOptions}
        anyLabel={t('table:any')}
        onChange={(value) => setFilter('entity', value)}
      />
      <SearchBox
        label={t('audit.filters.entityNo')}
        value={state.filters.entityNo ?? ''}
        onSearch={(value) => setFilter('entityNo', value.trim())}
      />
      <SelectFilter
        label={t('audit.filters.action')}
        value={state.filters.action ?? ''}
        options={actionOptions}
        anyLabel={t('table:any')}
        onChange={(value) => setFilter('action', value)}
      />
      <DateInput
        label={t('audit.filters.from')}
        value={state.filters.from ?? ''}
        max={state.filters.to}
        onChange={(value) => setFilter('from', value)}
      />
      <DateInput
        label={t('audit.filters.to')}
        value={state.filters.to ?? ''}
        min={state.filters.from}
        onChange={(value) => setFilter('to', value)}
      />
    </>
  );

  return (
    <ExpandedRowsContext value={expandedRows}>
      <DataTable<TAuditEntry>
        caption={caption}
        columns={columns}
        rows={query.data?.data}
        rowKey={(entry) => entry.id}
        total={query.data?.nbItems}
        loading={query.isFetching}
        {...(query.isError ? { error: errorMessage(query.error) } : {})}
        sort={null}
        onSortChange={() => {}}
        page={state.page}
        onPageChange={(page) => change({ page })}
        pageSizes={PAGE_SIZES}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        emptyMessage={t('audit.empty')}
        toolbar={toolbar}
        onExport={runExport}
        rowDetail={(entry) =>
          expandedRows.isExpanded(entry.id) && entry.changes.length > 0 ? (
            <ChangesTable entry={entry} id={`${detailsId}-${entry.id}`} />
          ) : null
        }
      />
    </ExpandedRowsContext>
  );
}

/**
 * `/admin/audit` (admins): every write recorded in the selected network, newest first, filtered
 * by user, entity, record, action and days (kept in the address); each entry opens on the fields
 * it changed, before and after; the view exports as CSV or XLSX.
 */
export function AuditPage() {
  const { t } = useTranslation('common');
  const title = t('sections.audit');
  return (
    <AdminPage title={title}>
      <AuditTrail caption={title} />
    </AdminPage>
  );
}
