import { isDeepStrictEqual } from 'node:util';
import type { TAuditChange } from '@libero/shared/audit/audit-trail';

type Json = TAuditChange['before'];
type JsonRecord = Record<string, Json>;

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded value (a jsonb column, so JSON already) as fields: a bare value is the field `value`. */
function fieldsOf(value: unknown): JsonRecord | null {
  if (value === null || value === undefined) return null;
  return isRecord(value) ? value : { value: value as Json };
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A flag or a date and time written one way and read another (`true` and 1, `…:00Z` and `…:00.000Z`) is the same value. */
function comparable(value: Json): Json {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string' || !ISO_DATE_TIME.test(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : time;
}

function sameValue(a: Json, b: Json): boolean {
  return isDeepStrictEqual(a, b) || isDeepStrictEqual(comparable(a), comparable(b));
}

/**
 * What a write changed, from the `before` and `after` it recorded. An update records the whole
 * record before and only the fields written after: the fields written whose value differs are
 * listed (fields it did not write did not change). A creation lists every field it set, a
 * deletion every field the record had.
 */
export function auditChanges(before: unknown, after: unknown): TAuditChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  if (!is) return Object.entries(was ?? {}).map(([field, value]) => ({ field, before: value ?? null, after: null }));
  if (!was) return Object.entries(is).map(([field, value]) => ({ field, before: null, after: value ?? null }));
  return Object.entries(is).flatMap(([field, value]) => {
    const old = Object.hasOwn(was, field) ? (was[field] ?? null) : null;
    return sameValue(old, value ?? null) ? [] : [{ field, before: old, after: value ?? null }];
  });
}

/** A value in words: `∅` for none. */
function valueText(value: Json): string {
  if (value === null) return '∅';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The changes on one line for an export: `Phone: +254 1 → +254 2; City: ∅ → Nairobi`. */
export function changesText(changes: readonly TAuditChange[]): string {
  return changes.map(({ field, before, after }) => `${field}: ${valueText(before)} → ${valueText(after)}`).join('; ');
}
