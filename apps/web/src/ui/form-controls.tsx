import { type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldDescription, useFieldDescription } from './field-description';
import type { SelectOption } from './select-filter';

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  options: readonly SelectOption[];
  /** The choice of no value (`''`): "None", or "Choose…" for a required field; absent: always a value. */
  emptyLabel?: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled choice of a form, its hint and error tied to it like a TextField's. */
export function SelectField({
  label,
  options,
  emptyLabel,
  hint,
  error,
  className = '',
  ref,
  ...select
}: SelectFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldDescription(hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-9 w-full rounded-md border bg-white px-2 py-1.5 text-sm text-slate-900 shadow-xs outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...select}
      >
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldDescription hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled box to tick. */
export function CheckboxField({ label, error, className = '', ref, ...input }: CheckboxFieldProps) {
  const { id, errorId, describedBy } = useFieldDescription(undefined, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex min-h-9 items-center gap-2">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="size-4 rounded border-slate-300 text-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldDescription error={error} errorId={errorId} />
    </div>
  );
}
