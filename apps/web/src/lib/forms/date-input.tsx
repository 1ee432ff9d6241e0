import { useCallback, useEffect, useRef, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type DateFormatName } from '../dates/date-formats';
import { isDateDisabled, isIsoDate } from '../dates/date-picker';
import { TextField, type TextFieldProps } from '../../ui/text-field';

export type DateInputProps = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** ISO 8601 date (`2025-11-03`); empty when none. */
  value?: string | null | undefined;
  onChange?: (value: string) => void;
  /** First selectable day (ISO 8601), included. */
  min?: string | undefined;
  /** Last selectable day (ISO 8601), included. */
  max?: string | undefined;
  /** How the picked day is spelled out under the field. */
  displayFormat?: DateFormatName;
};

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

type Range = { min?: string | undefined; max?: string | undefined };

/** "From 1 Nov 2025 to 30 Nov 2025", "From …", "Until …", or nothing without bounds. */
function useRangeText({ min, max }: Range): string | undefined {
  const { t } = useTranslation('dates');
  const from = min && isIsoDate(min) ? formatDate(min) : undefined;
  const until = max && isIsoDate(max) ? formatDate(max) : undefined;
  if (from && until) return t('range.between', { min: from, max: until });
  if (from) return t('range.from', { min: from });
  if (until) return t('range.until', { max: until });
  return undefined;
}

/**
 * A labelled date field (SPEC §5) on the browser's own date entry, valued in ISO 8601. Days
 * before `min` or after `max` cannot be picked in the calendar; one typed anyway is marked
 * invalid with "The selected date is invalid." and blocks a native submit. In a react-hook-form
 * schema, add `selectableDate({ min, max })` so that the form is blocked too.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  displayFormat = 'default',
  error,
  hint,
  ref,
  ...field
}: DateInputProps) {
  const { t } = useTranslation('dates');
  const text = value ?? '';
  const disabled = text !== '' && isDateDisabled(text, { min, max });
  const message = error ?? (disabled ? t('invalidSelection') : undefined);
  const picked = isIsoDate(text) ? formatDate(text, displayFormat) : undefined;
  const range = useRangeText({ min, max });

  const input = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  useEffect(() => {
    input.current?.setCustomValidity(disabled ? t('invalidSelection') : '');
  }, [disabled, t]);

  return (
    <TextField
      {...field}
      ref={setRef}
      type="date"
      value={text}
      min={min}
      max={max}
      hint={[hint, picked, range].filter(Boolean).join(' · ') || undefined}
      error={message}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
    />
  );
}
