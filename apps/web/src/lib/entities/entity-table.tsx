import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleVerdict } from '@libero/shared/auth/access-rules';
import { jsonName, type EntityDef } from '@libero/shared/registry/types';
import type { VisFilter } from '@libero/shared/vis/request-builder';
import { DataTable } from '../../ui/data-table/data-table';
import { type DataTableColumn } from '../../ui/data-table/data-table-types';
import { SearchBox } from '../../ui/search-box';
import { SelectFilter, type SelectOption } from '../../ui/select-filter';
import { isIsoDate } from '../dates/date-picker';
import { errorMessage } from '../error-message';
import { DateInput } from '../forms/date-input';
import { notify } from '../notifications/notifications-store';
import { actorOf } from '../session/actor';
import { useSignedInUser } from '../session/current-user';
import { useEntityList } from './entity-queries';
import { entityDef } from './entity-schema';
import { exportEntityList, type ExportFormat } from './export-list';
import { SaveExportButton } from './save-export-button';
import { ImportLink } from './import-link';
import { ListNotForYou } from './list-not-for-you';
import { fieldText } from './field-value';
import { registryLabel } from './registry-label';
import { useHiddenColumns } from './hidden-columns';
import { PAGE_SIZES, useListUrlState, type ListSort, type ListUrlState } from './list-url-state';

/** A record of a list, keyed by JSON names (`no`, `lastName`). */
export type EntityRow = Record<string, unknown>;

export type EntityColumn = {
  /** The registry field shown (its wire name); its label is the header unless `header` says otherwise. */
  field: string;
  header?: string;
  cell?: (row: EntityRow) => ReactNode;
  align?: 'start' | 'end';
  /** false: always shown. */
  hideable?: boolean;
  /** Starts hidden; the user can show it. */
  hidden?: boolean;
};

type FilterControlBase = {
  param: string;
  filter: string | ((value: string) => VisFilter);
  label: string;
};

/**
 * A choice above the list, kept in the URL as `param`; sent as the registry filter `filter` with
 * the chosen value, or as the filters `filter` makes of it. A choice among `options` by default; a
 * day (ISO 8601) for `kind: 'date'` (one end of a range: a registry filter `from` or `to`).
 */
export type EntityFilterControl =
  (FilterControlBase & { kind?: 'choice'; options: readonly SelectOption[] }) | (FilterControlBase & { kind: 'date' });

export type EntityTableProps = {
  entity: string;
  caption: string;
  columns: readonly EntityColumn[];
  filterControls?: readonly EntityFilterControl[];
  /** Filters the page always applies (e.g. beach coaches only). */
  fixedFilter?: VisFilter;
  /** Fields asked for besides the shown columns', for cells that read several (a name with its fallback). */
  extraFields?: readonly string[];
  /** Names the list where one entity has several (column choices are remembered per list). */
  listId?: string;
  /** Opens a record (row double-click or Enter); without it rows only show. */
  onOpen?: (row: EntityRow) => void;
  /** The order while the URL names none (the registry's default otherwise). */
  defaultSort?: ListSort;
  /** What the page is for, told to a user the entity's rules keep out of the list. */
  notForYou?: string;
};

function visFilter(
  entity: EntityDef,
  state: ListUrlState,
  controls: readonly EntityFilterControl[],
  fixed: VisFilter = {},
): VisFilter {
  let filter: VisFilter = state.search && entity.filters.Search ? { Search: state.search } : {};
  for (const control of controls) {
    const value = state.filters[control.param];
    if (!value || (control.kind === 'date' && !isIsoDate(value))) continue;
    filter = {
      ...filter,
      ...(typeof control.filter === 'string' ? { [control.filter]: value } : control.filter(value)),
    };
  }
  return { ...filter, ...fixed };
}

function sortKeys(entity: EntityDef, sort: ListUrlState['sort']): string[] | undefined {
  if (!sort || !entity.fields[sort.id]?.sortable) return undefined;
  return [`${sort.desc ? '-' : ''}${sort.id}`];
}

/**
 * A server-driven list of one registry entity: search and filters, sort and page held in the URL,
 * columns from the registry's labels, a column choice remembered per list, CSV/XLSX export of
 * the current view, and the spreadsheet import of its records for those who may create them.
 */
export function EntityTable({
  entity: entityName,
  caption,
  columns,
  filterControls = [],
  fixedFilter,
  extraFields = [],
  listId,
  onOpen,
  defaultSort = null,
  notForYou,
}: EntityTableProps) {
  const { t, i18n } = useTranslation(['table', 'common']);
  const entity = entityDef(entityName);
  const user = useSignedInUser();
  const mayList = ruleVerdict(entity.rules.list, user ? actorOf(user) : null) !== 'denied';
  const [state, change] = useListUrlState(filterControls.map((control) => control.param));
  const [hidden, setHidden] = useHiddenColumns(
    listId ?? entity.name,
    columns.filter((c) => c.hidden).map((c) => c.field),
  );
  const visible = columns.filter((column) => column.hideable === false || !hidden.includes(column.field));
  const fields = [...new Set(['No', ...visible.map((column) => column.field), ...extraFields])];
  const filter = visFilter(entity, state, filterControls, fixedFilter);
  const shownSort = state.sort ?? defaultSort;
  const sort = sortKeys(entity, shownSort);
  const query = useEntityList(
    entity.name,
    {
      fields,
      filter,
      ...(sort ? { sort } : {}),
      page: { skip: state.page.index * state.page.size, take: state.page.size },
    },
    { enabled: mayList },
  );

  const tableColumns = useMemo(
    (): DataTableColumn<EntityRow>[] =>
      columns.map((column) => {
        const field = entity.fields[column.field];
        if (!field) throw new Error(`${entity.name} has no field ${column.field}`);
        const key = jsonName(field.answerAs ?? column.field);
        return {
          id: column.field,
          header: column.header ?? registryLabel(field.label, i18n.language),
          cell: column.cell ?? ((row) => fieldText(column.field, field, row[key])),
          sortable: field.sortable ?? false,
          align: column.align ?? (field.unit ? 'end' : 'start'),
          hideable: column.hideable ?? true,
        };
      }),
    [columns, entity, i18n.language],
  );

  const runExport = async (format: ExportFormat) => {
    try {
      await exportEntityList({ entity: entity.name, fields, filter, ...(sort ? { sort } : {}) }, format);
    } catch (error) {
      notify({ kind: 'export-error', message: errorMessage(error), tone: 'error' });
    }
  };

  const toolbar = (
    <>
      {entity.filters.Search ? (
        <SearchBox label={t('table:search')} value={state.search} onSearch={(search) => change({ search })} />
      ) : null}
      {filterControls.map((control) =>
        control.kind === 'date' ? (
          <DateInput
            key={control.param}
            label={control.label}
            value={state.filters[control.param] ?? ''}
            onChange={(value) => change({ filters: { [control.param]: value || undefined } })}
          />
        ) : (
          <SelectFilter
            key={control.param}
            label={control.label}
            value={state.filters[control.param] ?? ''}
            options={control.options}
            anyLabel={t('table:any')}
            onChange={(value) => change({ filters: { [control.param]: value } })}
          />
        ),
      )}
    </>
  );

  if (!mayList) return <ListNotForYou rule={entity.rules.list} {...(notForYou ? { explanation: notForYou } : {})} />;
  return (
    <DataTable<EntityRow>
      caption={caption}
      columns={tableColumns}
      rows={query.data?.data as EntityRow[] | undefined}
      rowKey={(row) => String(row.no)}
      total={query.data?.nbItems}
      loading={query.isFetching}
      {...(query.isError ? { error: errorMessage(query.error) } : {})}
      sort={shownSort}
      onSortChange={(next) => change({ sort: next })}
      page={state.page}
      onPageChange={(page) => change({ page })}
      pageSizes={PAGE_SIZES}
      hiddenColumns={hidden}
      onHiddenColumnsChange={setHidden}
      {...(onOpen ? { onOpen } : {})}
      emptyMessage={t('table:empty')}
      toolbar={toolbar}
      onExport={runExport}
      exportExtra={
        <>
          <SaveExportButton request={{ entity: entity.name, fields, filter, ...(sort ? { sort } : {}) }} />
          {/* A record's page lists its own (a club's players): imports start from the whole lists. */}
          {fixedFilter ? null : <ImportLink entity={entity.name} />}
        </>
      }
    />
  );
}
