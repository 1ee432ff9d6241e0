import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldErrorText } from '../form';
import { SelectField, type SelectFieldProps } from '../../ui/form-controls';

export type FormSelectProps<T extends FieldValues> = Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** After the value changes (another federation: its clubs are chosen again). */
  onChosen?: (value: string) => void;
};

/**
 * A select of a form, controlled: it shows the form's value even when its options arrive after it,
 * and its error in the interface language.
 */
export function FormSelect<T extends FieldValues>({ control, name, onChosen, ...select }: FormSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...field}
      {...select}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChosen?.(event.target.value);
      }}
      error={fieldErrorText(fieldState.error)}
    />
  );
}
