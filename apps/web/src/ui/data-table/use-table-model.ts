import { useMemo } from 'react';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Table,
  type VisibilityState,
} from '@tanstack/react-table';
import type { DataTableColumn, DataTableProps } from './data-table-types';

type TableModelProps<Row> = Pick<
  DataTableProps<Row>,
  | 'columns'
  | 'rows'
  | 'rowKey'
  | 'total'
  | 'sort'
  | 'onSortChange'
  | 'page'
  | 'onPageChange'
  | 'hiddenColumns'
  | 'onHiddenColumnsChange'
>;

function toColumnDef<Row>(column: DataTableColumn<Row>): ColumnDef<Row> {
  return {
    id: column.id,
    header: column.header,
    // TanStack sorts accessor columns only; the server sorts, so the value itself is never read.
    accessorFn: (row) => row,
    cell: ({ row }) => column.cell(row.original),
    enableSorting: column.sortable ?? false,
    enableHiding: column.hideable ?? true,
  };
}

const hiddenIds = (visibility: VisibilityState) =>
  Object.entries(visibility)
    .filter(([, visible]) => !visible)
    .map(([id]) => id);

/**
 * The TanStack table of a server-driven list: sorting, paging and column visibility are the
 * parent's state, changed through its callbacks; the rows arrive sorted and paged.
 */
export function useTableModel<Row>(props: TableModelProps<Row>): Table<Row> {
  const { columns, rows, rowKey, total, sort, page, hiddenColumns } = props;
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const data = useMemo(() => (rows ? [...rows] : []), [rows]);
  const sorting: SortingState = sort ? [sort] : [];
  const pagination: PaginationState = { pageIndex: page.index, pageSize: page.size };
  const columnVisibility: VisibilityState = Object.fromEntries(hiddenColumns.map((id) => [id, false]));
  // No React Compiler memoizes this app's components, so the table object cannot go stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    sortDescFirst: false,
    rowCount: total ?? 0,
    state: { sorting, pagination, columnVisibility },
    onSortingChange: (updater) => props.onSortChange(functionalUpdate(updater, sorting)[0] ?? null),
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      props.onPageChange({ index: next.pageIndex, size: next.pageSize });
    },
    onColumnVisibilityChange: (updater) =>
      props.onHiddenColumnsChange(hiddenIds(functionalUpdate(updater, columnVisibility))),
  });
}
