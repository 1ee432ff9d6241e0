import { z } from 'zod';
import { countryByIso2 } from '@libero/shared/countries/countries';
import { toDateValue } from '../../dates/date-picker';
import { between, dateFormat, email, invalidFieldMessage, isEmpty, max, required, selectableDate, url } from '../rules';
import type { FormFieldSpec } from './field-kinds';
import type { EntityFormValues } from './entity-form-values';

type Check = z.core.$ZodCheck<unknown>;

/** A value no generic rule names (a code not offered, an unknown country): "This field is not valid." */
const valid = (test: (value: string) => boolean): Check =>
  z.refine<unknown>((value) => isEmpty(value) || test(String(value)), { error: () => invalidFieldMessage() });

const isCountry = (code: string) => code.length === 2 && countryByIso2(code) !== undefined;

/** A federation's code: three capital letters. */
const CODE = /^[A-Z]{3}$/;

/** What the checks need to know of the day they run: the last day, and year, a `past` value may be. */
export type Today = { date: string; year: number };

function todayOf(date: string): Today {
  return { date, year: Number(date.slice(0, 4)) };
}

/** The largest value of an integer field: its rule's, and this year for a `past` year. */
export function integerMax({ rules }: FormFieldSpec, year: number): number | undefined {
  if (rules.format !== 'past') return rules.max;
  return rules.max === undefined ? year : Math.min(rules.max, year);
}

/** The generic rules (SPEC §5) a text value follows, from the field's WriteRules. */
function textChecks({ kind, rules }: FormFieldSpec, today: Today): Check[] {
  const { oneOf } = rules;
  return [
    ...(rules.required ? [required()] : []),
    ...(rules.maxLength !== undefined ? [max(rules.maxLength)] : []),
    ...(rules.min !== undefined || rules.max !== undefined
      ? [between(rules.min ?? -Infinity, rules.max ?? Infinity)]
      : []),
    ...(rules.format === 'email' ? [email()] : []),
    ...(rules.format === 'url' ? [url()] : []),
    ...(rules.format === 'code' ? [valid((value) => CODE.test(value))] : []),
    ...(oneOf ? [valid((value) => oneOf.includes(value))] : []),
    ...(rules.format === 'country' ? [valid(isCountry)] : []),
    ...(kind === 'date' ? [dateFormat('yyyy-MM-dd')] : []),
    ...(kind === 'date' && rules.format === 'past' ? [selectableDate({ max: today.date })] : []),
  ];
}

/** A measure is the stored integer (µm, mg) or null; the input clamps it already. */
function measureSchema({ rules }: FormFieldSpec): z.ZodType {
  let schema = z.number().int();
  if (rules.min !== undefined) schema = schema.min(rules.min);
  if (rules.max !== undefined) schema = schema.max(rules.max);
  return rules.required ? schema : schema.nullable();
}

/** A whole number or null (none); the input clamps it, a `past` year to this year. */
function integerSchema(spec: FormFieldSpec, today: Today): z.ZodType {
  const { rules } = spec;
  const highest = integerMax(spec, today.year);
  return z
    .number()
    .int()
    .nullable()
    .check(
      ...(rules.required ? [required()] : []),
      ...(rules.min !== undefined || highest !== undefined
        ? [between(rules.min ?? -Infinity, highest ?? Infinity)]
        : []),
    );
}

function fieldSchema(spec: FormFieldSpec, today: Today): z.ZodType {
  if (spec.kind === 'flag') return z.boolean();
  if (spec.kind === 'measure') return measureSchema(spec);
  if (spec.kind === 'integer') return integerSchema(spec, today);
  return z.string().check(...textChecks(spec, today));
}

/**
 * The form's schema, built from the registry's WriteRules of the fields shown: the same rules the
 * server applies, checked as the user types. `today` (ISO) bounds the dates and years that must
 * be in the past.
 */
export function entityFormSchema(
  fields: readonly FormFieldSpec[],
  today: string = toDateValue(new Date()),
): z.ZodType<EntityFormValues, EntityFormValues> {
  const day = todayOf(today);
  const shape = Object.fromEntries(fields.map((spec) => [spec.name, fieldSchema(spec, day)]));
  // The keys come from the registry at run time, so zod cannot infer the values' types.
  return z.object(shape) as unknown as z.ZodType<EntityFormValues, EntityFormValues>;
}
