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

export type TimelineRowProps = {
  /** When (ISO), and as the page writes it. */
  at: string;
  when: string;
  /** The step or action, in words. */
  step: ReactNode;
  /** The status it led to, under the step. */
  status?: string | null | undefined;
  by: ReactNode;
  text: ReactNode;
};

/** A line of a `TimelineTable`: when, the step (and the status it led to), by whom, its text. */
export function TimelineRow({ at, when, step, status, by, text }: TimelineRowProps) {
  return (
    <tr className="align-top">
      <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600">
        <time dateTime={at}>{when}</time>
      </td>
      <td className="py-1.5 pr-3">
        {step}
        {status ? <span className="block text-xs text-slate-600">{status}</span> : null}
      </td>
      <td className="py-1.5 pr-3">{by}</td>
      <td className="min-w-48 py-1.5 pr-3 break-words whitespace-pre-line">{text}</td>
    </tr>
  );
}
