import type { ReactNode } from 'react';

type TimelineTableProps = {
  /** The table's name for screen readers. */
  caption: string;
  /** The column headers: when, what, by whom, the text. */
  headers: readonly [string, string, string, string];
  /** Said when nothing happened yet. */
  emptyText: string;
  /** The rows (`<tr>`), oldest first; none shows `emptyText`. */
  rows: readonly ReactNode[];
};

/** What happened to a record: when, which step, by whom, with its text. */
export function TimelineTable({ caption, headers, emptyText, rows }: TimelineTableProps) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="pr-3 pb-1 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">{rows}</tbody>
      </table>
    </div>
  );
}
