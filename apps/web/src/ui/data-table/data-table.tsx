import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Align } from './alignment';
import { ColumnChooser } from './column-chooser';
import { ExportButtons, type ExportFormat } from './export-buttons';
import { TableBody } from './table-body';
import { TableHeader } from './table-header';
import { TablePagination, useRangeText } from './table-pagination';
import { useTableModel } from './use-table-model';

export type DataTableColumn<Row> = {
  /** Stable id; also the sort key sent to the server. */
  id: string;
  /** Already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** `end` for numbers. */
  align?: Align;
  /** False: the column cannot be hidden (e.g. the name column). True by default. */
  hideable?: boolean;
};

export type SortState = { id: string; desc: boolean } | null;

/** `index` counts from 0. */
export type PageState = { index: number; size: number };

export type DataTableProps<Row> = {
  /** The accessible name of the table (a visually hidden caption). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** The accessible name of a row (e.g. the person's name). */
  rowLabel?: (row: Row) => string;
  /** All the matching records (the server's nbItems). */
  total: number | undefined;
  /** A request is under way: the first load or a refetch. */
  loading: boolean;
  /** A translated message, shown instead of the rows. */
  error?: string;
  sort: SortState;
  /** A header click sorts ascending, then descending, then back to the default order (null). */
  onSortChange: (sort: SortState) => void;
  page: PageState;
  /** A new page size goes back to the first page. */
  onPageChange: (page: PageState) => void;
  pageSizes?: readonly number[];
  hiddenColumns: readonly string[];
  onHiddenColumnsChange: (ids: string[]) => void;
  /** On a double click on a row, or Enter on the focused row. */
  onOpen?: (row: Row) => void;
  /** Shown across the table when there are no rows. */
  emptyMessage: string;
  /** Search and filters, above the table on the left. */
  toolbar?: ReactNode;
  /** Shows the CSV and XLSX export buttons, each busy until its promise settles; the parent tells failures. */
  onExport?: (format: ExportFormat) => Promise<void>;
  /**
   * What a row shows under it across the table (an expanded row's details), or null for nothing.
   * The parent keeps which rows are expanded and offers the control that toggles them.
   */
  rowDetail?: (row: Row) => ReactNode;
};

const PAGE_SIZES = [25, 50, 100];

/**
 * A list of records sorted and paged by the server: sortable headers, a column chooser, export
 * buttons, pagination, keyboard navigation between rows, and a count announced to screen readers.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, loading, error, page, total, toolbar, onExport, pageSizes = PAGE_SIZES } = props;
  const { t } = useTranslation('table');
  const table = useTableModel(props);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const alignOf = (id: string) => byId.get(id)?.align;
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const range = useRangeText(page, total);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-end gap-2">{toolbar}</div>
        <div className="ms-auto flex items-center gap-2">
          {onExport ? <ExportButtons onExport={onExport} /> : null}
          {hideable.length > 0 ? (
            <ColumnChooser columns={hideable} headerOf={(id) => byId.get(id)?.header ?? id} />
          ) : null}
        </div>
      </div>
      <div className="max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white">
        <table
          aria-busy={loading || undefined}
          className="w-full border-separate border-spacing-0 text-sm text-slate-800"
        >
          <caption className="sr-only">{caption}</caption>
          <TableHeader table={table} alignOf={alignOf} />
          <TableBody
            table={table}
            loaded={rows !== undefined}
            stale={loading}
            error={error}
            emptyMessage={props.emptyMessage}
            rowLabel={props.rowLabel}
            onOpen={props.onOpen}
            rowDetail={props.rowDetail}
            alignOf={alignOf}
          />
        </table>
      </div>
      <TablePagination table={table} range={range} pageSizes={pageSizes} />
      <p role="status" className="sr-only">
        {loading ? t('loading') : range}
      </p>
    </div>
  );
}
