import type { WriteRules } from '../registry/types';
import { accept, refuse, type Cell, type Conversion } from './conversion';

function inBounds(value: number, rules: WriteRules): Conversion<number> {
  if ((rules.min !== undefined && value < rules.min) || (rules.max !== undefined && value > rules.max))
    return refuse('outOfRange');
  return accept(value);
}

/** A whole number within the field's bounds: `42`, ` 42 `, or a spreadsheet's number 42. */
export function toInteger(cell: Cell, rules: WriteRules = {}): Conversion<number> {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) ? inBounds(cell, rules) : refuse('notANumber');
  const text = typeof cell === 'string' ? cell.trim() : '';
  return /^-?\d{1,15}$/.test(text) ? inBounds(Number(text), rules) : refuse('notANumber');
}

/** A number within the field's bounds, with a decimal point or comma: `12.5`, `12,5`. */
export function toDecimal(cell: Cell, rules: WriteRules = {}): Conversion<number> {
  if (typeof cell === 'number') return Number.isFinite(cell) ? inBounds(cell, rules) : refuse('notANumber');
  const text = typeof cell === 'string' ? cell.trim().replace(',', '.') : '';
  return /^-?\d{1,15}(\.\d{1,15})?$/.test(text) ? inBounds(Number(text), rules) : refuse('notANumber');
}
