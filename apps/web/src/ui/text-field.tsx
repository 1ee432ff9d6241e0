import type { InputHTMLAttributes, Ref } from 'react';
import { FieldDescription, useFieldDescription } from './field-description';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** A sentence under the field that helps fill it in. */
  hint?: string;
  /** The validation message; marks the field invalid. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error tied to it for assistive technologies. */
export function TextField({ label, hint, error, className = '', ref, ...input }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldDescription(hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-9 w-full rounded-md border bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs outline-none transition-colors placeholder:text-slate-400 focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 disabled:bg-slate-100 read-only:bg-slate-50 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...input}
      />
      <FieldDescription hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
