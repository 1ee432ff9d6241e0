import type { EntityDef, FieldDef } from '../registry/types';
import { isGenderField, toFlag, toGender, toNumericCode, toTextCode } from './codes';
import { accept, refuse, type Cell, type Conversion, type FieldValue } from './conversion';
import { toCountryCode, toFederationCode } from './country-codes';
import { toIsoDate, type DayOrder } from './dates';
import { measureRange, toMicrometres, toMilligrams } from './measures';
import { toDecimal, toInteger } from './numbers';
import { toText } from './text';

export type ConversionContext = {
  /**
   * The `No` of the record a cell names, for a field pointing to another record: a federation by
   * its code (`ITA`, whatever the cell said: `Italy`, `Italie`), another record by the cell's text
   * (a club's name). Without it, or when it finds nothing, the cell is refused (`unknownRecord`).
   */
  findNo?: (target: string, name: string) => number | undefined;
  /** Today, for tests; else the clock's. */
  today?: Date;
};

export type ColumnOptions = { dayOrder?: DayOrder };

function toRecordNo(target: string, cell: Cell, context: ConversionContext): Conversion<number> {
  // A number is the record's own (`No`): a spreadsheet exported from here.
  if (typeof cell === 'number' || /^\s*\d+\s*$/.test(String(cell))) return toInteger(cell, { min: 1 });
  let name = String(cell).trim().replace(/\s+/g, ' ');
  if (target === 'Federation') {
    const code = toFederationCode(cell);
    if (!code.ok) return code;
    name = code.value;
  }
  const no = context.findNo?.(target, name);
  return no === undefined ? refuse('unknownRecord') : accept(no);
}

function toPastYear(cell: Cell, field: FieldDef, today: Date): Conversion<number> {
  const year = toInteger(cell, field.write);
  return year.ok && year.value > today.getUTCFullYear() ? refuse('futureDate') : year;
}

/**
 * Reads a cell for a field of an entity, as the field's form would: a record it points to, a
 * measure, a code, a country, then by the field's type.
 */
export function convertCell(
  entity: EntityDef,
  name: string,
  cell: Cell,
  options: ColumnOptions = {},
  context: ConversionContext = {},
): Conversion<FieldValue> {
  const field = entity.fields[name];
  const rules = field?.write;
  if (!field || !rules) return refuse('notImportable');
  const relation = Object.values(entity.relations).find((candidate) => candidate.key === name);
  if (relation) return toRecordNo(relation.target, cell, context);
  if (field.unit === 'micrometre') return toMicrometres(cell, measureRange(name, field));
  if (field.unit === 'milligram') return toMilligrams(cell, measureRange(name, field));
  if (isGenderField(field)) return toGender(cell);
  if (field.codeNames) return toNumericCode(cell, field.codeNames);
  if (rules.oneOf) return toTextCode(cell, rules.oneOf);
  if (rules.format === 'country') return toCountryCode(cell);
  if (rules.format === 'code') return toFederationCode(cell);
  switch (field.type) {
    case 'date':
      return toIsoDate(cell, { order: options.dayOrder, past: rules.format === 'past', today: context.today });
    case 'integer': {
      if (rules.format === 'past') return toPastYear(cell, field, context.today ?? new Date());
      const value = toInteger(cell, rules);
      if (value.ok && rules.oneOfNumbers && !rules.oneOfNumbers.includes(value.value)) return refuse('unknownCode');
      return value;
    }
    case 'decimal':
      return toDecimal(cell, rules);
    case 'flag':
      return toFlag(cell);
    case 'text':
    case 'dateTime':
      return toText(cell, rules);
    case 'version':
      return refuse('notImportable');
  }
}
