import { FORM_DEFAULTS } from './form-defaults';

/** SPEC §5: what a number input gives its form. */
export type NumberFormat = 'string' | 'number' | 'integer';
export type NumberValue = string | number | null;

export type NumberInputRules = {
  min?: number | undefined;
  max?: number | undefined;
  /** `number` by default. */
  format?: NumberFormat | undefined;
  /** Most digits after the delimiter; more are cut off. `integer` means 0. */
  decimals?: number | undefined;
};

export type NormalizedNumber = {
  /** What the field shows while typing: letters and misplaced signs removed. */
  text: string;
  /** The value for the form: within min and max, `null` while there is no number. */
  value: NumberValue;
};

const DELIMITER = FORM_DEFAULTS.decimalDelimiter;

/** A minus sign is possible only where negative values are. */
export function allowsNegative({ min }: NumberInputRules): boolean {
  return min === undefined || min < 0;
}

function decimalsOf({ format, decimals }: NumberInputRules): number {
  return format === 'integer' ? 0 : (decimals ?? Infinity);
}

/** Keeps digits, one leading minus (when allowed) and one delimiter; cuts decimals, never rounds. */
function sanitize(raw: string, rules: NumberInputRules): string {
  const trimmed = raw.trim();
  const sign = allowsNegative(rules) && trimmed.startsWith('-') ? '-' : '';
  const [whole = '', ...rest] = trimmed.replace(/[^\d.]/g, '').split(DELIMITER);
  const places = decimalsOf(rules);
  if (rest.length === 0 || places === 0) return sign + whole;
  return `${sign}${whole}${DELIMITER}${rest.join('').slice(0, places)}`;
}

/** The bounds a value of this format can reach (an integer cannot be 2.5). */
function bounds({ min = -Infinity, max = Infinity, format }: NumberInputRules): [number, number] {
  return format === 'integer' ? [Math.ceil(min), Math.floor(max)] : [min, max];
}

/** `-007.` → `-7`, `-0` → `0`: the digits as typed, without what adds nothing. */
function tidy(text: string): string {
  return text
    .replace(/^(-?)0+(?=\d)/, '$1')
    .replace(/\.$/, '')
    .replace(/^-(?=[0.]+$)/, '');
}

/** The number as written, clamped: "-", "." and "" are not numbers yet. */
function valueOf(text: string, rules: NumberInputRules): NumberValue {
  if (!/\d/.test(text)) return null;
  const number = Number(text);
  const [lowest, highest] = bounds(rules);
  // `|| 0` turns -0 into 0.
  const clamped = Math.min(Math.max(number, lowest), highest) || 0;
  if (!Number.isFinite(clamped)) return null;
  if (rules.format === 'string') return clamped === number ? tidy(text) : String(clamped);
  return clamped;
}

/**
 * SPEC §5's number input: letters are refused, a minus sign is accepted only when min allows
 * negative values, decimals are cut (not rounded; none for `integer`), and the value is clamped to
 * min and max. A `string` value keeps the digits as typed (`1.50`) unless clamped.
 */
export function normalizeNumberInput(raw: string, rules: NumberInputRules = {}): NormalizedNumber {
  const text = sanitize(raw, rules);
  return { text, value: valueOf(text, rules) };
}

/** The text that shows a value once the field is left. */
export function numberText(value: NumberValue | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
