import type { Ref } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '../form';
import { FieldDescription, useFieldDescription } from '../../ui/field-description';

/** What the server keeps: PDF and images (it checks the bytes and has the last word). */
const ACCEPTED = '.pdf,.jpg,.jpeg,.png,.webp';

export type FileFieldProps = {
  label: string;
  hint?: string;
  error?: string | undefined;
  name?: string;
  /** The kinds of file offered (`.csv,.xlsx`); PDF and images unless said. */
  accept?: string;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled file input, its hint and error tied to it. */
export function FileField({ label, hint, error, name, accept = ACCEPTED, onChange, onBlur, ref }: FileFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldDescription(hint, error);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
        className="min-h-9 max-w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
      />
      <FieldDescription hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

export type FormFileFieldProps<T extends FieldValues> = Omit<
  FileFieldProps,
  'name' | 'onChange' | 'onBlur' | 'error' | 'ref'
> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A file field of a form, controlled (its value: the file chosen, or `null`), its error in the interface language. */
export function FormFileField<T extends FieldValues>({ control, name, ...input }: FormFileFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return <FileField {...input} {...field} error={fieldErrorText(fieldState.error)} />;
}
