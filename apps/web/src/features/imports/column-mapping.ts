import type { ColumnMapping } from '@libero/shared/import/convert-row';
import { importableFields, importedEntity } from '@libero/shared/import/importable-fields';
import { matchColumns, type LabelsOf } from '@libero/shared/import/match-columns';
import { comparableKey } from '@libero/shared/import/normalize';
import { registryLabel } from '../../lib/entities/registry-label';
import type { SelectOption } from '../../ui/select-filter';

/** The column naming the record a row updates (a spreadsheet exported from here has it). */
export const RECORD_NUMBER = 'No';

/** Whether a field holds a day, written `31/12/2001` or `12/31/2001` in a spreadsheet. */
export function isDateField(entityName: string, field: string | null): boolean {
  const type = field ? importedEntity(entityName).fields[field]?.type : undefined;
  return type === 'date' || type === 'dateTime';
}

/** Each column with its date order when its field is a date: day first unless said. */
function withDayOrder(entityName: string, column: ColumnMapping): ColumnMapping {
  if (!isDateField(entityName, column.field)) return { field: column.field };
  return { field: column.field, dayOrder: column.dayOrder ?? 'dayFirst' };
}

/**
 * The columns as first shown: the fields `matchColumns` finds with the labels of the three
 * languages, else the server's proposal (`server`, the upload's answer), else the record's
 * number for a `No` column. A field goes to one column only.
 */
export function proposedMapping(
  entityName: string,
  headers: readonly string[],
  labelsOf: LabelsOf | undefined,
  server: readonly ColumnMapping[] | null = null,
): ColumnMapping[] {
  const matches = matchColumns(entityName, headers, labelsOf);
  const taken = new Set(matches.map((match) => match.field).filter((field) => field !== null));
  return matches.map((match, index) => {
    const fallback = server?.[index]?.field ?? (comparableKey(headers[index] ?? '') === 'no' ? RECORD_NUMBER : null);
    const field = match.field ?? (fallback && !taken.has(fallback) ? fallback : null);
    if (field) taken.add(field);
    return withDayOrder(entityName, { field });
  });
}

/** A column given another field (none: `null`), its date order reset to the field's. */
export function withField(entityName: string, mapping: readonly ColumnMapping[], index: number, field: string | null) {
  return mapping.map((column, at) => (at === index ? withDayOrder(entityName, { field }) : column));
}

/** The fields more than one column names, with the columns naming each. */
export function fieldsChosenTwice(mapping: readonly ColumnMapping[]): Map<string, number[]> {
  const columns = new Map<string, number[]>();
  mapping.forEach(({ field }, index) => {
    if (field) columns.set(field, [...(columns.get(field) ?? []), index]);
  });
  return new Map([...columns].filter(([, indexes]) => indexes.length > 1));
}

/** Whether two mappings send the same fields and date orders (the mapping checked last, and the one shown). */
export function sameMapping(a: readonly ColumnMapping[], b: readonly ColumnMapping[] | null): boolean {
  return (
    b !== null &&
    a.length === b.length &&
    a.every((column, index) => column.field === b[index]?.field && column.dayOrder === b[index]?.dayOrder)
  );
}

/**
 * The fields a column may fill, by their labels in the interface language (a label two fields
 * share is followed by the field's name), after the record's number (`recordNumber`).
 */
export function fieldOptions(entityName: string, recordNumber: string): SelectOption[] {
  const fields = importableFields(importedEntity(entityName)).map(([name, field]) => ({
    value: name,
    label: registryLabel(field.label),
  }));
  const shared = new Set(
    fields.filter((a, i) => fields.some((b, j) => i !== j && a.label === b.label)).map((f) => f.label),
  );
  return [
    { value: RECORD_NUMBER, label: recordNumber },
    ...fields.map((option) =>
      shared.has(option.label) ? { ...option, label: `${option.label} (${option.value})` } : option,
    ),
  ];
}
