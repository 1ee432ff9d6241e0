import type { ReactNode } from 'react';

export type Detail = { term: string; value: ReactNode };

/** Terms and their values, two columns from a tablet up, one on a phone. */
export function DetailsList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {details.map(({ term, value }) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="min-w-0 break-words text-slate-900 max-sm:mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
