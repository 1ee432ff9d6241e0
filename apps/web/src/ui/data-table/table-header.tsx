import { flexRender, type Header, type SortDirection, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { alignClass, type Align } from './alignment';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const TH =
  'sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold whitespace-nowrap text-slate-700';

function SortIcon({ sorted }: { sorted: SortDirection | false }) {
  if (sorted === 'asc') return <ArrowUp aria-hidden="true" className="size-3.5 text-sky-700" />;
  if (sorted === 'desc') return <ArrowDown aria-hidden="true" className="size-3.5 text-sky-700" />;
  return <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-400" />;
}

function HeaderCell<Row>({ header, align }: { header: Header<Row, unknown>; align: Align | undefined }) {
  const { column } = header;
  const label = flexRender(column.columnDef.header, header.getContext());
  const className = `${TH} ${alignClass(align)}`;
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const sorted = column.getIsSorted();
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} className={className}>
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        // End-aligned headers keep their text over the numbers, the arrow before it.
        className={`-mx-1 inline-flex items-center gap-1 rounded-sm px-1 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-sky-600 ${
          align === 'end' ? 'flex-row-reverse' : ''
        } ${sorted ? 'text-sky-800' : ''}`}
      >
        {label}
        <SortIcon sorted={sorted} />
      </button>
    </th>
  );
}

type TableHeaderProps<Row> = { table: Table<Row>; alignOf: (columnId: string) => Align | undefined };

/** The sticky column headers; sortable ones are buttons that say how the rows are sorted. */
export function TableHeader<Row>({ table, alignOf }: TableHeaderProps<Row>) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} align={alignOf(header.column.id)} />
          ))}
        </tr>
      ))}
    </thead>
  );
}
