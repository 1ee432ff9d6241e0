/**
 * Why a cell was refused: stable codes, which the web and the server put into the user's
 * language (the reasons of a refused row, the column of the refused rows' spreadsheet).
 */
export type RefusalReason =
  /** not a date in any format read */
  | 'notADate'
  /** a day that does not exist (31/02/2001) */
  | 'impossibleDate'
  /** `23/04/01`: the century is not guessed */
  | 'twoDigitYear'
  /** before 1900, or too far ahead */
  | 'yearOutOfRange'
  /** after today, for a date that must be past (a birth date) */
  | 'futureDate'
  | 'notANumber'
  /** not a length or a mass in a unit read */
  | 'notAMeasure'
  /** a number or a measure outside the field's bounds */
  | 'outOfRange'
  /** none of the field's codes, by code or by name */
  | 'unknownCode'
  /** a code read differently by different systems (gender `1`, `2`) */
  | 'ambiguousCode'
  | 'unknownCountry'
  /** the record a cell names (a federation, a club) is not known */
  | 'unknownRecord'
  | 'notYesOrNo'
  | 'tooLong'
  | 'controlCharacter'
  /** not what the field's format asks (an e-mail address…) */
  | 'invalidFormat'
  /** the column is mapped to a field that cannot be imported */
  | 'notImportable';

/** The value a field takes, as a Save request carries it. */
export type FieldValue = string | number | boolean;

export type Conversion<T> = { ok: true; value: T } | { ok: false; reason: RefusalReason };

export function accept<T>(value: T): Conversion<T> {
  return { ok: true, value };
}

export function refuse(reason: RefusalReason): { ok: false; reason: RefusalReason } {
  return { ok: false, reason };
}

/** A spreadsheet cell as a reader gives it: text from CSV; numbers, dates and booleans from XLSX. */
export type Cell = string | number | boolean | Date | null | undefined;

/** A Date cell's day, where the reader made it (at midnight in the process's zone): `2001-04-23`. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The cell as text, trimmed (`''` for an empty one). */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : localDay(cell);
  return String(cell).trim();
}

export function isEmptyCell(cell: Cell): boolean {
  return cellText(cell) === '';
}
