import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberInput } from '../../lib/forms/number-input';
import { formErrorText } from './form-error-text';

/** Amounts are kept in hundredths of the currency (as `formatMoney` writes them). */
const MINOR_PER_UNIT = 100;

type MoneyInputProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  /** The largest amount, in minor units. */
  maxMinor: number;
  className?: string;
};

/** An amount typed in the currency's units with its decimals, kept in minor units (integers). */
export function MoneyInput<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  maxMinor,
  className,
}: MoneyInputProps<T>) {
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
          format="number"
          decimals={2}
          min={0}
          max={maxMinor / MINOR_PER_UNIT}
          error={formErrorText(fieldState.error)}
          value={typeof field.value === 'number' ? field.value / MINOR_PER_UNIT : null}
          onChange={(value) =>
            field.onChange(value === null || value === '' ? null : Math.round(Number(value) * MINOR_PER_UNIT))
          }
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
