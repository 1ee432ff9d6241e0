import { jsonName } from '@libero/shared/registry/types';
import type { VisAttributes, VisValue } from '@libero/shared/vis/request-builder';
import type { EntityRow } from '../../entities/entity-table';
import { NUMBER_CHOICE_KINDS, type FormFieldSpec } from './field-kinds';

/**
 * Text, dates and choices are strings (`''` for none), flags booleans, measures (stored integers)
 * and integers numbers or null.
 */
export type FormValue = string | boolean | number | null;
export type EntityFormValues = Record<string, FormValue>;

/** The record a form updates: what it was read as, to send only what changed. */
export type FormBase = { no: number; version: number; defaults: EntityFormValues };

/** The record's value of a field, under the name it is answered as (`BirthDate` → `birthdate`). */
export function recordValue(record: EntityRow | undefined, spec: Pick<FormFieldSpec, 'name' | 'field'>): unknown {
  return record?.[jsonName(spec.field.answerAs ?? spec.name)];
}

function formValue({ kind }: FormFieldSpec, value: unknown): FormValue {
  if (kind === 'flag') return value === 1 || value === true;
  if (kind === 'measure' || kind === 'integer') return typeof value === 'number' ? value : null;
  return value === null || value === undefined ? '' : String(value);
}

/** What a new record starts with: a required code its first code (a status `active`), else nothing. */
function createValue(spec: FormFieldSpec): FormValue {
  const first = spec.rules.required ? spec.rules.oneOf?.[0] : undefined;
  return first ?? formValue(spec, undefined);
}

/**
 * The form's starting values: the record's (update), or those of a new record (create), in the
 * federation of a Federation user, who adds records to their own federation only.
 */
export function formDefaults(
  fields: readonly FormFieldSpec[],
  record?: EntityRow,
  ownFederation?: number,
): EntityFormValues {
  const values: EntityFormValues = {};
  for (const spec of fields) {
    if (record) values[spec.name] = formValue(spec, recordValue(record, spec));
    else if (spec.kind === 'federation' && ownFederation !== undefined) values[spec.name] = String(ownFederation);
    else values[spec.name] = createValue(spec);
  }
  return values;
}

/** A form value as the Save request writes it; `''` clears the field. */
function wireValue({ kind }: FormFieldSpec, value: FormValue | undefined): VisValue {
  if (kind === 'flag') return value === true;
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return NUMBER_CHOICE_KINDS.has(kind) && text !== '' ? Number(text) : text;
}

/**
 * The attributes of the Save request: on create every field given; on update `No`, `Version` and
 * only the fields that changed, so that nobody overwrites what another user changed meanwhile.
 */
export function saveAttributes(
  fields: readonly FormFieldSpec[],
  values: EntityFormValues,
  base?: FormBase,
): VisAttributes {
  const attributes: Record<string, VisValue> = base ? { No: base.no, Version: base.version } : {};
  for (const spec of fields) {
    const value = wireValue(spec, values[spec.name]);
    const unchanged = base ? value === wireValue(spec, base.defaults[spec.name]) : value === '';
    if (!unchanged) attributes[spec.name] = value;
  }
  return attributes;
}
