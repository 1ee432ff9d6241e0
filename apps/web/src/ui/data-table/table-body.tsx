import { Fragment, type ReactNode } from 'react';
import { flexRender, type Table } from '@tanstack/react-table';
import { alignClass, type Align } from './alignment';
import { useRowNavigation } from './use-row-navigation';

const CELL = 'border-b border-slate-100 px-3 py-1.5 whitespace-nowrap';
const SKELETON_ROWS = 5;

type TableBodyProps<Row> = {
  table: Table<Row>;
  /** False until the first page arrives. */
  loaded: boolean;
  /** A newer page is on its way: the rows shown are dimmed. */
  stale: boolean;
  error?: string;
  emptyMessage: string;
  rowLabel?: (row: Row) => string;
  onOpen?: (row: Row) => void;
  rowDetail?: (row: Row) => ReactNode;
  alignOf: (columnId: string) => Align | undefined;
};

function MessageRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tbody>
      <tr>
        <td colSpan={span} className="px-3 py-8 text-center text-slate-600">
          {children}
        </td>
      </tr>
    </tbody>
  );
}

function SkeletonRows({ span }: { span: number }) {
  return (
    <tbody aria-hidden="true" className="motion-safe:animate-pulse">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <tr key={row}>
          {Array.from({ length: span }, (_, cell) => (
            <td key={cell} className={CELL}>
              <div className="my-1 h-3 w-3/4 rounded bg-slate-200" />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

type DataRowsProps<Row> = Pick<
  TableBodyProps<Row>,
  'table' | 'stale' | 'rowLabel' | 'onOpen' | 'rowDetail' | 'alignOf'
>;

function DataRows<Row>({ table, stale, rowLabel, onOpen, rowDetail, alignOf }: DataRowsProps<Row>) {
  const rows = table.getRowModel().rows;
  const rowProps = useRowNavigation(rows, onOpen && ((row) => onOpen(row.original)));
  const openable = onOpen ? 'cursor-pointer hover:bg-sky-50' : '';
  return (
    <tbody className={`transition-opacity motion-reduce:transition-none ${stale ? 'opacity-60' : ''}`}>
      {rows.map((row, index) => {
        const detail = rowDetail?.(row.original);
        const cells = row.getVisibleCells();
        return (
          <Fragment key={row.id}>
            <tr
              aria-label={rowLabel?.(row.original)}
              onDoubleClick={onOpen && (() => onOpen(row.original))}
              className={`focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-600 ${openable}`}
              {...rowProps(index)}
            >
              {cells.map((cell) => (
                <td key={cell.id} className={`${CELL} ${alignClass(alignOf(cell.column.id))}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
            {detail ? (
              <tr>
                <td colSpan={cells.length} className="border-b border-slate-100 bg-slate-50 px-3 py-2">
                  {detail}
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </tbody>
  );
}

/** The rows, or what stands in for them: an error, placeholders while loading, or the empty message. */
export function TableBody<Row>({ loaded, error, emptyMessage, ...rowsProps }: TableBodyProps<Row>) {
  const span = rowsProps.table.getVisibleLeafColumns().length;
  if (error) {
    return (
      <MessageRow span={span}>
        <div role="alert" className="font-medium text-red-700">
          {error}
        </div>
      </MessageRow>
    );
  }
  if (!loaded) return <SkeletonRows span={span} />;
  if (rowsProps.table.getRowModel().rows.length === 0) return <MessageRow span={span}>{emptyMessage}</MessageRow>;
  return <DataRows {...rowsProps} />;
}
