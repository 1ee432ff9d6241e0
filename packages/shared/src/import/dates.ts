import { accept, localDay, refuse, type Cell, type Conversion } from './conversion';

/** How a column writes `03/04/2001`: the 3rd of April (the European way, the default) or March the 4th. */
export type DayOrder = 'dayFirst' | 'monthFirst';

export type DateOptions = {
  order?: DayOrder;
  /** The date may not be after today (a birth date: the field's `past` format). */
  past?: boolean;
  /** Today, for tests; else the clock's (in UTC, as the server checks `past`). */
  today?: Date;
};

const EARLIEST_YEAR = 1900;
/** A passport's validity or a licence's end is never a century ahead: further is a typing error. */
const MOST_YEARS_AHEAD = 100;

const YEAR_FIRST =
  /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;
const SHORT_YEAR_LAST = /^\d{1,2}([-/.])\d{1,2}\1\d{2}$/;

const DAY_MS = 86_400_000;
/** Excel counts days from 1900-01-01 as day 1 and, as Lotus 1-2-3 did, holds a 29 February 1900 (day 60). */
const EXCEL_FAKE_LEAP_DAY = 60;

type Ymd = { year: number; month: number; day: number };

function isoOf({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromExcelSerial(serial: number): Ymd | 'impossibleDate' | 'notADate' {
  const days = Math.floor(serial);
  if (!Number.isFinite(days) || days < 1) return 'notADate';
  if (days === EXCEL_FAKE_LEAP_DAY) return 'impossibleDate';
  const epoch = days < EXCEL_FAKE_LEAP_DAY ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const date = new Date(epoch + days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function fromText(text: string, order: DayOrder): Ymd | 'twoDigitYear' | 'notADate' {
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) return { year: Number(yearFirst[1]), month: Number(yearFirst[3]), day: Number(yearFirst[4]) };
  const yearLast = YEAR_LAST.exec(text);
  if (yearLast) {
    const [first, second] = [Number(yearLast[1]), Number(yearLast[3])];
    const [day, month] = order === 'monthFirst' ? [second, first] : [first, second];
    return { year: Number(yearLast[4]), month, day };
  }
  return SHORT_YEAR_LAST.test(text) ? 'twoDigitYear' : 'notADate';
}

function readDay(cell: Cell, order: DayOrder): Ymd | 'impossibleDate' | 'twoDigitYear' | 'notADate' {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? 'notADate' : fromText(localDay(cell), order);
  if (typeof cell === 'number') return fromExcelSerial(cell);
  if (typeof cell !== 'string') return 'notADate';
  return fromText(cell.trim(), order);
}

function isCalendarDay({ year, month, day }: Ymd): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A cell as an ISO date (`2001-04-23`), as the forms save it: from `2001-04-23`, `2001/04/23`,
 * `23/04/2001`, `23.04.2001`, `23-04-2001` (day first unless the column is month-first), an Excel
 * serial number (37004) or a Date. Refused: another text, a day that does not exist, a year before
 * 1900 or a century ahead, a day after today when it must be past.
 */
export function toIsoDate(cell: Cell, options: DateOptions = {}): Conversion<string> {
  const read = readDay(cell, options.order ?? 'dayFirst');
  if (typeof read === 'string') return refuse(read);
  const today = (options.today ?? new Date()).toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  if (read.year < EARLIEST_YEAR || read.year > thisYear + MOST_YEARS_AHEAD) return refuse('yearOutOfRange');
  if (!isCalendarDay(read)) return refuse('impossibleDate');
  const iso = isoOf(read);
  if (options.past && iso > today) return refuse('futureDate');
  return accept(iso);
}
