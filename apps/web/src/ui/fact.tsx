import type { ReactNode } from 'react';

/** One fact of a record's header (a term above its value), inside the header's `<dl>`. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
