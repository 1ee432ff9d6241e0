import { ENTITIES } from '@libero/shared/registry/registry';
import { jsonName, type EntityDef, type FieldType } from '@libero/shared/registry/types';
import { parseValue } from '../../gateway/read-plan';
import type { ColumnValues, FilterValue } from '../../gateway/values';
import { valuesOf } from '../../gateway/write-values';
import { AppError } from '../../lib/app-error';
import type { CopiedRecords } from './copy-store';
import type { CopyType } from './copy-types';
import type { SourceRow } from './vis-source';

/** A record not copied, and why: the field and what its value broke. */
export class RefusedRecord extends Error {}

/** The JSON key a field answers under (`BirthDate` → `birthdate`, as old services named it). */
export function answerKey(entity: EntityDef, field: string): string {
  return jsonName(entity.fields[field]?.answerAs ?? field);
}

/** A source number, as this installation numbers that record; undefined when it was not copied. */
function translated(records: CopiedRecords, type: string, sourceNo: unknown): number | undefined {
  return typeof sourceNo === 'number' ? records.localNo(type, sourceNo) : undefined;
}

const notCopied = (field: string, type: string, no: unknown) => `${field}: ${type} ${String(no)} was not copied`;

/**
 * The row's value of a field, its numbers translated; undefined when the source did not answer it.
 * A record pointed to but not copied (not readable, or not among the types chosen) refuses the row
 * when the field is required, and is otherwise left out, noted in `missing`.
 */
function sourceValue(
  type: CopyType,
  row: SourceRow,
  field: string,
  records: CopiedRecords,
  missing: string[],
): unknown {
  const entity = ENTITIES[type.entity]!;
  const key = answerKey(entity, field);
  if (!(key in row)) return undefined;
  const value = row[key];
  if (value === null || value === '') return null;
  const reference = type.references[field];
  const target = typeof reference === 'function' ? reference(row) : reference;
  // Some services answer 0 for "none" (an event without a parent).
  if (target && value === 0) return null;
  if (target) {
    const local = translated(records, target, value);
    if (local !== undefined) return local;
    if (entity.fields[field]?.write?.required) throw new RefusedRecord(notCopied(field, target, value));
    missing.push(notCopied(field, target, value));
    return null;
  }
  const list = type.referenceLists[field];
  if (!list) return value;
  return String(value)
    .split(/\s+/)
    .map((no) => translated(records, list, Number(no)) ?? refuse(notCopied(field, list, no)))
    .join(' ');
}

function refuse(reason: string): never {
  throw new RefusedRecord(reason);
}

/** A source row as the values written here, and the records it points to that were not copied (left out). */
export type CopiedValues = { values: ColumnValues; missing: string[] };

/**
 * A source row as the values written here: the Save's fields checked by the Save's own rules, the
 * workflows' fields (ranks, sets won) by their type; the numbers it points to translated.
 */
export function copyValues(type: CopyType, row: SourceRow, records: CopiedRecords, creating: boolean): CopiedValues {
  const entity = ENTITIES[type.entity]!;
  const attributes: Record<string, string> = {};
  const computed: ColumnValues = {};
  const missing: string[] = [];
  for (const field of type.fields) {
    const value = sourceValue(type, row, field, records, missing);
    if (value === undefined) continue;
    const definition = entity.fields[field]!;
    const text = value === null ? '' : String(value);
    if (definition.write) attributes[field] = text;
    else computed[field] = text === '' ? null : checked(() => computedValue(definition.type, text, field), field, text);
  }
  const checkedValues = checked(() => valuesOf(entity, attributes, creating), undefined, undefined, attributes);
  return { values: { ...checkedValues, ...computed }, missing };
}

/** A value the source's workflows computed, as its column takes it (an instant as a date). */
function computedValue(type: FieldType, text: string, field: string): FilterValue | Date {
  const value = parseValue(type, text, field);
  return type === 'dateTime' ? new Date(String(value)) : value;
}

function checked<T>(read: () => T, field?: string, value?: string, attributes?: Record<string, string>): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const name = field ?? error.detail?.split(':')[0] ?? '';
    const given = value ?? attributes?.[name];
    throw new RefusedRecord(`${name}: ${given === undefined || given === '' ? 'required' : `"${given}" refused`}`);
  }
}
