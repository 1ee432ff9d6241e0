import type { ReactNode } from 'react';

/** A titled group of a form's fields, two columns wide from a tablet up; `hint` says what they are for. */
export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-slate-600">{hint}</p> : null}
      <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
