import { useController, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '../form';
import { DateInput, type DateInputProps } from './date-input';

export type FormDateInputProps<T extends FieldValues> = Omit<
  DateInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The fields validated again when this one changes (the other end of a range). */
  deps?: FieldPath<T> | FieldPath<T>[] | undefined;
  /** The error's text; by default its message in the interface language. */
  errorText?: (error: FieldError | undefined) => string | undefined;
};

/** A date field of a form, controlled, its error in the interface language. */
export function FormDateInput<T extends FieldValues>({
  control,
  name,
  deps,
  errorText = fieldErrorText,
  ...input
}: FormDateInputProps<T>) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  return <DateInput {...input} {...field} error={errorText(fieldState.error)} />;
}
