import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { i18n } from './i18n';

/**
 * The message of a validation problem, in the interface language: pass it to
 * `zodResolver(schema, { error: issueMessage })`. Custom rules (`refine`) name their message with
 * a key of `common:validation` (e.g. `weakPassword`); `fieldErrorText` translates those.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? i18n.t('common:validation.required')
        : i18n.t('common:validation.invalid');
    case 'too_small':
      if (issue.origin === 'string') {
        const minimum = Number(issue.minimum);
        return minimum <= 1
          ? i18n.t('common:validation.required')
          : i18n.t('common:validation.minLength', { count: minimum });
      }
      return i18n.t('common:validation.invalid');
    case 'too_big':
      return issue.origin === 'string'
        ? i18n.t('common:validation.maxLength', { count: Number(issue.maximum) })
        : i18n.t('common:validation.invalid');
    default:
      return i18n.t('common:validation.invalid');
  }
}

/** The text to show under a field. */
export function fieldErrorText(error: FieldError | undefined): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  const key = `common:validation.${message}`;
  return i18n.exists(key) ? i18n.t(key as 'common:validation.invalid') : message;
}

/** Messages are written when a field is validated: validate again when the language changes. */
export function useRevalidateOnLanguageChange<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const { trigger, formState } = form;
  const { errors } = formState;
  useEffect(() => {
    const onChange = () => {
      const names = Object.keys(errors) as Parameters<typeof trigger>[0] & string[];
      if (names.length > 0) void trigger(names);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [trigger, errors]);
}

/**
 * A form checked as you type against a zod schema, with messages in the interface language that
 * follow a language change: the way every form of the app starts.
 */
export function useValidatedForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, { error: issueMessage }),
    mode: 'onChange',
    defaultValues,
  });
  useRevalidateOnLanguageChange(form);
  return form;
}
