import { z } from 'zod';
import { countryByIso2 } from '@libero/shared/countries/countries';
import { toDateValue } from '../../lib/dates/date-picker';
import {
  between,
  dateFormat,
  email,
  invalidFieldMessage,
  isEmpty,
  max,
  required,
  selectableDate,
} from '../../lib/forms/rules';
import type { FormFieldSpec } from './person-form-fields';
import type { PersonFormValues } from './person-form-values';

type Check = z.core.$ZodCheck<unknown>;

/** A value no generic rule names (a code not offered, an unknown country): "This field is not valid." */
const valid = (test: (value: string) => boolean): Check =>
  z.refine<unknown>((value) => isEmpty(value) || test(String(value)), { error: () => invalidFieldMessage() });

const isCountry = (code: string) => code.length === 2 && countryByIso2(code) !== undefined;

/** The generic rules (SPEC §5) a text value follows, from the field's WriteRules. */
function textChecks({ kind, rules }: FormFieldSpec, today: string): Check[] {
  const { oneOf } = rules;
  return [
    ...(rules.required ? [required()] : []),
    ...(rules.maxLength !== undefined ? [max(rules.maxLength)] : []),
    ...(rules.min !== undefined || rules.max !== undefined
      ? [between(rules.min ?? -Infinity, rules.max ?? Infinity)]
      : []),
    ...(rules.format === 'email' ? [email()] : []),
    ...(oneOf ? [valid((value) => oneOf.includes(value))] : []),
    ...(rules.format === 'country' ? [valid(isCountry)] : []),
    ...(kind === 'date' ? [dateFormat('yyyy-MM-dd')] : []),
    ...(rules.format === 'past' ? [selectableDate({ max: today })] : []),
  ];
}

/** A measure is the stored integer (µm, mg) or null; the input clamps it already. */
function measureSchema({ rules }: FormFieldSpec): z.ZodType {
  let schema = z.number().int();
  if (rules.min !== undefined) schema = schema.min(rules.min);
  if (rules.max !== undefined) schema = schema.max(rules.max);
  return rules.required ? schema : schema.nullable();
}

function fieldSchema(spec: FormFieldSpec, today: string): z.ZodType {
  if (spec.kind === 'flag') return z.boolean();
  if (spec.kind === 'measure') return measureSchema(spec);
  return z.string().check(...textChecks(spec, today));
}

/**
 * The form's schema, built from the registry's WriteRules of the fields shown: the same rules the
 * server applies, checked as the user types. `today` bounds the dates that must be in the past.
 */
export function personFormSchema(
  fields: readonly FormFieldSpec[],
  today: string = toDateValue(new Date()),
): z.ZodType<PersonFormValues, PersonFormValues> {
  const shape = Object.fromEntries(fields.map((spec) => [spec.name, fieldSchema(spec, today)]));
  // The keys come from the registry at run time, so zod cannot infer the values' types.
  return z.object(shape) as unknown as z.ZodType<PersonFormValues, PersonFormValues>;
}
