import { jsonName } from '@libero/shared/registry/types';
import type { VisAttributes, VisValue } from '@libero/shared/vis/request-builder';
import type { EntityRow } from '../../lib/entities/entity-table';
import type { FormFieldSpec } from './person-form-fields';

/** Text, dates and choices are strings (`''` for none), flags booleans, measures stored integers. */
export type FormValue = string | boolean | number | null;
export type PersonFormValues = Record<string, FormValue>;

/** The record a form updates: what it was read as, to send only what changed. */
export type FormBase = { no: number; version: number; defaults: PersonFormValues };

const NUMBER_CHOICES = new Set(['gender', 'federation', 'club']);

function formValue({ kind }: FormFieldSpec, value: unknown): FormValue {
  if (kind === 'flag') return value === 1 || value === true;
  if (kind === 'measure') return typeof value === 'number' ? value : null;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The form's starting values: the record's (update), or empty ones (create) with the federation
 * of a Federation user, who adds people to their own federation only.
 */
export function formDefaults(
  fields: readonly FormFieldSpec[],
  record?: EntityRow,
  ownFederation?: number,
): PersonFormValues {
  const values: PersonFormValues = {};
  for (const spec of fields) values[spec.name] = formValue(spec, record?.[jsonName(spec.field.answerAs ?? spec.name)]);
  if (!record && ownFederation !== undefined && 'NoFederation' in values) values.NoFederation = String(ownFederation);
  return values;
}

/** A form value as the Save request writes it; `''` clears the field. */
function wireValue({ kind }: FormFieldSpec, value: FormValue | undefined): VisValue {
  if (kind === 'flag') return value === true;
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return NUMBER_CHOICES.has(kind) && text !== '' ? Number(text) : text;
}

/**
 * The attributes of the Save request: on create every field given; on update `No`, `Version` and
 * only the fields that changed, so that nobody overwrites what another user changed meanwhile.
 */
export function saveAttributes(
  fields: readonly FormFieldSpec[],
  values: PersonFormValues,
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
