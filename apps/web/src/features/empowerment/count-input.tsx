import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberInput } from '../../lib/forms/number-input';
import { formErrorText } from './form-error-text';

type CountInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  min: number;
  max: number;
  className?: string;
};

/** A whole number of a form (a quantity, participants), kept within the bounds the API takes; empty is null. */
export function CountInput<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  min,
  max,
  className,
}: CountInputProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={label}
          hint={hint}
          className={className}
          format="integer"
          min={min}
          max={max}
          error={formErrorText(fieldState.error)}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(value) => field.onChange(value === null || value === '' ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
