import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from './column-chooser';
import type { DataTableProps } from './data-table-types';
import { ExportButtons } from './export-buttons';
import { TableBody } from './table-body';
import { TableHeader } from './table-header';
import { TablePagination, useRangeText } from './table-pagination';
import { useTableModel } from './use-table-model';

const PAGE_SIZES = [25, 50, 100];

/**
 * A list of records sorted and paged by the server: sortable headers, a column chooser, export
 * buttons, pagination, keyboard navigation between rows, and a count announced to screen readers.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, loading, error, page, total, toolbar, onExport, exportFormats, exportExtra } = props;
  const pageSizes = props.pageSizes ?? PAGE_SIZES;
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
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
          {onExport ? (
            <ExportButtons onExport={onExport} {...(exportFormats ? { formats: exportFormats } : {})} />
          ) : null}
          {exportExtra}
          {hideable.length > 0 ? (
            <ColumnChooser columns={hideable} headerOf={(id) => byId.get(id)?.header ?? id} />
          ) : null}
        </div>
      </div>
      <div className="relative max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-white">
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
