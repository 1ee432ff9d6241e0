import { format as formatWithPattern, isValid, parse } from 'date-fns';
import { z } from 'zod';
import type en from '../../locales/en/forms.json';
import { formatDate, toDate, type DateLike } from '../dates/date-formats';
import { isDateDisabled } from '../dates/date-picker';
import { i18n } from '../i18n';

/**
 * The generic form rules of SPEC §5, as zod checks to compose on a field's schema, e.g.
 * `z.string().check(required(), min(3))`, or on the form's object for `confirm` and `requireOne`.
 * Messages are written in the interface language when the rule fails. Apart from `required`,
 * `accepted` and `requireOne`, an empty value passes: whether it may be empty is `required`'s call.
 */

export type RuleName = keyof typeof en.rules;
type Params = Record<string, string | number>;

export function ruleMessage(rule: RuleName, params: Params = {}): string {
  return i18n.t(`forms:rules.${rule}`, params);
}

/** SPEC §8: shown when a form is submitted with problems. */
export function formIncompleteMessage(): string {
  return i18n.t('forms:formIncomplete');
}

/** SPEC §8: for a value no rule describes better. */
export function invalidFieldMessage(): string {
  return i18n.t('forms:invalid');
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** A check whose message is written when it fails, so that it follows the language. */
function rule(name: RuleName, test: (value: unknown) => boolean, params?: () => Params): z.core.$ZodCheck<unknown> {
  return z.refine<unknown>((value) => isEmpty(value) || test(value), { error: () => ruleMessage(name, params?.()) });
}

const text = (value: unknown) => (typeof value === 'string' ? value : String(value));
const sizeOf = (value: unknown) => (Array.isArray(value) ? value.length : [...text(value)].length);
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value) : undefined;
}

function dateOf(value: unknown): Date | undefined {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = toDate(value);
  return isValid(date) ? date : undefined;
}

export function required(): z.core.$ZodCheck<unknown> {
  return z.refine<unknown>((value) => !isEmpty(value) && value !== false, { error: () => ruleMessage('required') });
}

export const email = () => rule('email', (value) => z.regexes.email.test(text(value).trim()));

export const url = () =>
  rule('url', (value) => {
    if (!URL.canParse(text(value))) return false;
    const { protocol, hostname } = new URL(text(value));
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  });

export const number = () => rule('number', (value) => toNumber(value) !== undefined);

/** At least `min` characters (or items). */
export const min = (minimum: number) =>
  rule(
    'min',
    (value) => sizeOf(value) >= minimum,
    () => ({ min: minimum }),
  );

/** At most `max` characters (or items). */
export const max = (maximum: number) =>
  rule(
    'max',
    (value) => sizeOf(value) <= maximum,
    () => ({ max: maximum }),
  );

/** Exactly `length` characters (or items). */
export const length = (exact: number) =>
  rule(
    'length',
    (value) => sizeOf(value) === exact,
    () => ({ length: exact }),
  );

/** A number from `minimum` to `maximum`, both included. */
export const between = (minimum: number, maximum: number) =>
  rule(
    'between',
    (value) => {
      const n = toNumber(value);
      return n !== undefined && n >= minimum && n <= maximum;
    },
    () => ({ min: minimum, max: maximum }),
  );

export const matches = (pattern: RegExp) => rule('matches', (value) => text(value).search(pattern) !== -1);

export const is = (expected: string | number | boolean) =>
  rule(
    'is',
    (value) => text(value) === String(expected),
    () => ({ value: String(expected) }),
  );

/** Any value but `refused` (one value or a list). */
export const not = (refused: string | number | readonly (string | number)[]) => {
  const list = (Array.isArray(refused) ? refused : [refused]).map(String);
  return rule(
    'not',
    (value) => !list.includes(text(value)),
    () => ({ value: list.join(', ') }),
  );
};

export const alpha = () => rule('alpha', (value) => /^[\p{L}\p{M}]+$/u.test(text(value)));

export const alphanumeric = () => rule('alphanumeric', (value) => /^[\p{L}\p{M}\p{N}]+$/u.test(text(value)));

/** Later than `date` (the same instant is refused). */
export const dateAfter = (date: DateLike) =>
  rule(
    'dateAfter',
    (value) => (dateOf(value)?.getTime() ?? -Infinity) > toDate(date).getTime(),
    () => ({ date: formatDate(date) }),
  );

/** Earlier than `date` (the same instant is refused). */
export const dateBefore = (date: DateLike) =>
  rule(
    'dateBefore',
    (value) => (dateOf(value)?.getTime() ?? Infinity) < toDate(date).getTime(),
    () => ({ date: formatDate(date) }),
  );

/** From `minimum` to `maximum`, both included. */
export const dateBetween = (minimum: DateLike, maximum: DateLike) =>
  rule(
    'dateBetween',
    (value) => {
      const time = dateOf(value)?.getTime();
      return time !== undefined && time >= toDate(minimum).getTime() && time <= toDate(maximum).getTime();
    },
    () => ({ min: formatDate(minimum), max: formatDate(maximum) }),
  );

/** Written exactly in a date-fns pattern (`dd/MM/yyyy`), and a real date. */
export const dateFormat = (pattern: string) =>
  rule(
    'dateFormat',
    (value) => {
      const parsed = parse(text(value), pattern, new Date(2000, 0, 1));
      return isValid(parsed) && formatWithPattern(parsed, pattern) === text(value);
    },
    () => ({ format: pattern }),
  );

const ACCEPTED: readonly unknown[] = [true, 'true', 'yes', 'on', 1, '1'];

/** A ticked box or a yes (terms of use). */
export function accepted(): z.core.$ZodCheck<unknown> {
  return z.refine<unknown>((value) => ACCEPTED.includes(value), { error: () => ruleMessage('accepted') });
}

export const startsWith = (prefix: string) =>
  rule(
    'startsWith',
    (value) => text(value).startsWith(prefix),
    () => ({ value: prefix }),
  );

export const endsWith = (suffix: string) =>
  rule(
    'endsWith',
    (value) => text(value).endsWith(suffix),
    () => ({ value: suffix }),
  );

/** On the form's object: `confirmation` repeats `field` (a password typed twice). */
export function confirm<T extends object>(
  field: keyof T & string,
  confirmation: keyof T & string,
): z.core.$ZodCheck<T> {
  return z.refine<T>((values) => Object.is(values[field], values[confirmation]), {
    error: () => ruleMessage('confirm'),
    path: [confirmation],
  });
}

/** On the form's object: at least one of `fields` is filled in; the message goes under each. */
export function requireOne<T extends object>(fields: readonly (keyof T & string)[]): z.core.$ZodCheck<T> {
  return z.superRefine<T>((values, context) => {
    if (fields.some((field) => !isEmpty(values[field]) && values[field] !== false)) return;
    for (const field of fields) context.addIssue({ code: 'custom', message: ruleMessage('requireOne'), path: [field] });
  });
}

/** A date picked outside `min`–`max` (ISO dates) is refused with SPEC §5's blocking message. */
export const selectableDate = (range: { min?: string; max?: string }) =>
  z.refine<unknown>((value) => isEmpty(value) || !isDateDisabled(text(value), range), {
    error: () => i18n.t('dates:invalidSelection'),
  });
