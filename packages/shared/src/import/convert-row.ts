import { isEmptyCell, type Cell, type FieldValue, type RefusalReason } from './conversion';
import { convertCell, type ColumnOptions, type ConversionContext } from './field-converter';
import { importedEntity } from './importable-fields';

/** What a column holds, in the order of the row's cells: a field (or none: the column is left out) and how it writes dates. */
export type ColumnMapping = ColumnOptions & { field: string | null };

export type RowProblem = { field: string; reason: RefusalReason };

/** A row's values by field (an empty cell gives none), and the cells refused. */
export type ConvertedRow = { values: Record<string, FieldValue>; problems: RowProblem[] };

/**
 * A spreadsheet row as the values of a Save: each mapped cell read for its field, the refused ones
 * listed with their reason. Whether a required field is missing is for the caller, who knows
 * whether the row creates a record or changes one.
 */
export function convertRow(
  entityName: string,
  mapping: readonly ColumnMapping[],
  cells: readonly Cell[],
  context: ConversionContext = {},
): ConvertedRow {
  const entity = importedEntity(entityName);
  const values: Record<string, FieldValue> = {};
  const problems: RowProblem[] = [];
  mapping.forEach((column, index) => {
    const cell = cells[index];
    // A field mapped twice takes its first column's value (the mapping screen keeps one of each).
    if (column.field === null || isEmptyCell(cell) || Object.hasOwn(values, column.field)) return;
    const converted = convertCell(entity, column.field, cell, column, context);
    if (converted.ok) values[column.field] = converted.value;
    else problems.push({ field: column.field, reason: converted.reason });
  });
  return { values, problems };
}
