import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldDescription, useFieldDescription } from './field-description';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  /** A sentence under the field that helps fill it in. */
  hint?: string;
  /** The validation message; marks the field invalid. */
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text of several lines (a statement, reasons), its hint and error tied to it like a TextField's. */
export function TextAreaField({ label, hint, error, className = '', rows = 4, ref, ...textarea }: TextAreaFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldDescription(hint, error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-md border bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-xs outline-none focus:border-sky-600 focus:ring-2 focus:ring-sky-600/25 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...textarea}
      />
      <FieldDescription hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
