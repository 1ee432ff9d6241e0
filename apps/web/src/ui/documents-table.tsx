import type { Key, ReactNode } from 'react';

/** A stored document as the table shows it, its texts already translated and formatted. */
export type DocumentsTableRow = {
  key: Key;
  kind: string;
  fileName: string;
  /** Where the file downloads from. */
  href: string;
  /** The file's size, shown where the table has a size column. */
  size?: string;
  added: string;
};

type DocumentsTableProps<Row extends DocumentsTableRow> = {
  /** The table's name for screen readers. */
  caption: string;
  /** The column headers; without `size` the table has no size column. */
  headers: { kind: string; file: string; size?: string; added: string };
  /** Said when there is no document. */
  emptyText: string;
  rows: readonly Row[];
  /** A last column of actions on a document: its header (for screen readers only) and its cell in a row. */
  actions?: { label: string; render: (row: Row) => ReactNode };
};

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap text-slate-600';

/** A record's stored documents: kind, file (to download), size where known, and when each was added. */
export function DocumentsTable<Row extends DocumentsTableRow>({
  caption,
  headers,
  emptyText,
  rows,
  actions,
}: DocumentsTableProps<Row>) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  const withSize = headers.size !== undefined;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className={TH}>
              {headers.kind}
            </th>
            <th scope="col" className={TH}>
              {headers.file}
            </th>
            {withSize ? (
              <th scope="col" className={TH}>
                {headers.size}
              </th>
            ) : null}
            <th scope="col" className={TH}>
              {headers.added}
            </th>
            {actions ? (
              <th scope="col" className={TH}>
                <span className="sr-only">{actions.label}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {rows.map((row) => (
            <DocumentRow key={row.key} row={row} withSize={withSize} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DocumentRow<Row extends DocumentsTableRow>({
  row,
  withSize,
  actions,
}: {
  row: Row;
  withSize: boolean;
  actions: DocumentsTableProps<Row>['actions'];
}) {
  return (
    <tr>
      <td className={TD}>{row.kind}</td>
      <td className="py-1.5 pr-3 break-all">
        <a
          href={row.href}
          download
          className="text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          {row.fileName}
        </a>
      </td>
      {withSize ? <td className={TD}>{row.size}</td> : null}
      <td className={TD}>{row.added}</td>
      {actions ? <td className="py-0.5 pr-3">{actions.render(row)}</td> : null}
    </tr>
  );
}
