import { useState, type ChangeEvent, type FocusEvent } from 'react';
import {
  allowsNegative,
  normalizeNumberInput,
  numberText,
  type NumberInputRules,
  type NumberValue,
} from './normalize-number';
import { TextField, type TextFieldProps } from '../../ui/text-field';

export type NumberInputProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> &
  NumberInputRules & {
    value?: NumberValue | undefined;
    /** Called with the clamped value, `null` while the field holds no number. */
    onChange?: (value: NumberValue) => void;
  };

/** `''` (an empty form default) and `null` both mean no number. */
const same = (a: NumberValue | undefined, b: NumberValue) => (a === '' ? null : a) === b;

/**
 * A labelled number field (SPEC §5). Use it with react-hook-form through `Controller`
 * (`{...field}`): it reports values, not events. What is typed stays as typed until the field is
 * left, then shows the clamped value.
 */
export function NumberInput({ value, onChange, onBlur, min, max, format, decimals, ...field }: NumberInputProps) {
  const rules = { min, max, format, decimals };
  const [text, setText] = useState(() => numberText(value));
  const [shown, setShown] = useState<NumberValue>(() => (value === '' || value === undefined ? null : value));

  // The form changed the value (a reset): show it.
  if (value !== undefined && !same(value, shown)) {
    setShown(value === '' ? null : value);
    setText(numberText(value));
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = normalizeNumberInput(event.target.value, rules);
    setText(next.text);
    setShown(next.value);
    if (!same(shown, next.value)) onChange?.(next.value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setText(numberText(shown));
    onBlur?.(event);
  };

  // Mobile number keypads have no minus sign: a text keyboard where negatives are possible.
  const inputMode = allowsNegative(rules) ? 'text' : format === 'integer' ? 'numeric' : 'decimal';
  return (
    <TextField
      {...field}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
