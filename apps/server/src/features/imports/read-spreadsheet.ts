import { Readable } from 'node:stream';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import { CsvError, parse } from 'csv-parse/sync';
import type * as ExcelJS from 'exceljs';
import { cellText, isEmptyCell, type Cell } from '@libero/shared/import/conversion';
import { AppError } from '../../lib/app-error';
import { lazyModule } from '../../lib/lazy-module';

const loadExcelJS = lazyModule<typeof ExcelJS>('exceljs');

/** The most data rows (the header row aside) an import reads. */
export const MAX_IMPORT_ROWS = 50_000;

export type Spreadsheet = {
  format: 'csv' | 'xlsx';
  /** The workbook's sheets in order; a CSV file is one sheet named as the file (as Excel names its tab). */
  sheets: string[];
  /** The sheet read. */
  sheet: string;
  /** The first non-empty row, trimmed (`''` for an empty cell), as wide as the widest row. */
  headers: string[];
  /** The non-empty rows after the header row, each as long as `headers` (`null` where a row is short). */
  rows: Cell[][];
};

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
/** Old Office files (.xls, .doc) and password-protected workbooks are OLE compound files. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);
const UTF16BE_BOM = Buffer.from([0xfe, 0xff]);
/** As many first bytes as file-type needs to recognise a type. */
const SNIFF_BYTES = 4100;
/** What file-type calls an Excel workbook (with macros, or a template, it is read alike: nothing in it runs). */
const WORKBOOK_TYPES = new Set(['xlsx', 'xlsm', 'xltx', 'xltm']);

const DELIMITERS = [',', ';', '\t', '|'] as const;
/** How many first lines (and at most how many characters) the delimiter is guessed from. */
const SNIFF_LINES = 20;
const SNIFF_CHARS = 64 * 1024;

function notAccepted(detail: string): never {
  throw new AppError('SpreadsheetNotAccepted', detail);
}

function unreadable(detail: string): never {
  throw new AppError('SpreadsheetUnreadable', detail);
}

function tooLong(): never {
  throw new AppError('SpreadsheetTooLong', `more than ${MAX_IMPORT_ROWS} rows after the header row`);
}

/** `players.CSV` → `csv`; `''` without an extension. */
function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function baseName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/** What a file-type result is, in words: `a PDF file (application/pdf)`. */
function described(type: FileTypeResult): string {
  return `a ${type.ext.toUpperCase()} file (${type.mime})`;
}

/**
 * Reads an uploaded CSV or XLSX file: its format is the one its bytes show, which must be the one
 * its name says. Formulas are read as their text (`=A1+B1`), never computed. A header row alone
 * gives no rows (the caller says there is nothing to import); no header row at all is refused.
 * `options.sheet` picks a workbook's sheet by name (a CSV file has one: it is ignored).
 */
export async function readSpreadsheet(
  content: Buffer,
  fileName: string,
  options: { sheet?: string } = {},
): Promise<Spreadsheet> {
  const extension = extensionOf(fileName);
  if (extension === 'xls') notAccepted('old .xls workbooks are not read: save it as .xlsx or CSV');
  if (extension !== 'csv' && extension !== 'xlsx') {
    notAccepted(extension ? `.${extension} files are not read: save it as .xlsx or CSV` : 'the file has no extension');
  }
  if (content.subarray(0, OLE.length).equals(OLE)) {
    notAccepted(
      `the file is named .${extension} but is an old .xls workbook, a password-protected one or another old Office file: save it as .xlsx or CSV, without a password`,
    );
  }
  if (extension === 'xlsx') return readWorkbook(content, options.sheet);
  return readCsv(await csvText(content), baseName(fileName));
}

/* CSV */

/** The file's text: UTF-16 or UTF-8 by their BOM, else UTF-8 when the bytes are valid UTF-8, else Windows-1252. */
async function csvText(content: Buffer): Promise<string> {
  if (startsWith(content, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(content);
  if (startsWith(content, UTF16BE_BOM)) return new TextDecoder('utf-16be').decode(content);
  if (startsWith(content, UTF8_BOM)) return new TextDecoder('utf-8').decode(content.subarray(UTF8_BOM.length));
  await refuseBinary(content);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return decodeWindows1252(content);
  }
}

/** Windows-1252's characters for bytes 0x80 to 0x9F; the five it leaves undefined stay as they are (as WHATWG's decoder does). */
const WINDOWS_1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';

/** Not `TextDecoder('windows-1252')`: since Node 20.18.3 it decodes Latin-1, `€` as U+0080 (nodejs/node#60888). */
function decodeWindows1252(content: Buffer): string {
  return content.toString('latin1').replace(/[\x80-\x9f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

function startsWith(content: Buffer, prefix: Buffer): boolean {
  return content.subarray(0, prefix.length).equals(prefix);
}

/** A file named .csv whose bytes are a workbook, a zip, a PDF, an image… (checked after the BOMs: file-type takes UTF-16 for MPEG audio). */
async function refuseBinary(content: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(content.subarray(0, SNIFF_BYTES));
  if (type) {
    if (WORKBOOK_TYPES.has(type.ext)) unreadable('the file is named .csv but is an Excel workbook: name it .xlsx');
    notAccepted(`the file is named .csv but is ${described(type)}`);
  }
  if (startsWith(content, ZIP)) notAccepted('the file is named .csv but is a zip archive');
  if (content.includes(0)) notAccepted('the file is named .csv but is not text (it holds NUL bytes)');
}

/** How many columns `delimiter` gives each of the first lines, quoted fields read as one. */
function columnCounts(sample: string, delimiter: string, whole: boolean): number[] {
  const counts: number[] = [];
  let columns = 1;
  let quoted = false;
  let fieldStart = true;
  let blank = true;
  for (let i = 0; i < sample.length && counts.length < SNIFF_LINES; i++) {
    const char = sample[i];
    if (quoted) {
      if (char === '"' && sample[i + 1] === '"') i++;
      else if (char === '"') quoted = false;
    } else if (char === '\n' || char === '\r') {
      if (!blank) counts.push(columns);
      [columns, fieldStart, blank] = [1, true, true];
    } else if (char === delimiter) {
      [columns, fieldStart, blank] = [columns + 1, true, false];
    } else {
      // A quote opens a quoted field at its start only: `5'11"` is text.
      quoted = char === '"' && fieldStart;
      [fieldStart, blank] = [false, false];
    }
  }
  // The last line counts when the sample is the whole file (else it may be cut).
  if (!blank && whole && counts.length < SNIFF_LINES) counts.push(columns);
  return counts;
}

/** The delimiter giving one same number of columns (more than one) to the most first lines; `,` when none does. */
function sniffDelimiter(text: string): string {
  const sample = text.slice(0, SNIFF_CHARS);
  let best = { delimiter: ',', lines: 0, columns: 1 };
  for (const delimiter of DELIMITERS) {
    const counts = columnCounts(sample, delimiter, sample.length === text.length);
    const frequency = new Map<number, number>();
    for (const count of counts) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    for (const [columns, lines] of frequency) {
      // More lines agreeing wins; then more columns (`Zoé;1,85` is two columns by `,` but more by `;`).
      const better = lines > best.lines || (lines === best.lines && columns > best.columns);
      if (columns > 1 && better) best = { delimiter, lines, columns };
    }
  }
  return best.delimiter;
}

function parseCsv(text: string, delimiter: string): string[][] {
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      // The header row, the most rows, and one more to know there are too many.
      to: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) unreadable(`the CSV file could not be read: ${error.message}`);
    throw error;
  }
}

function readCsv(text: string, name: string): Spreadsheet {
  const [header, ...rows] = parseCsv(text, sniffDelimiter(text));
  if (!header) throw new AppError('SpreadsheetEmpty', 'the file holds no header row');
  if (rows.length > MAX_IMPORT_ROWS) tooLong();
  return { format: 'csv', sheets: [name], sheet: name, ...aligned(header, rows) };
}

/* XLSX */

/** exceljs's own translation of a shared formula to another cell (`=B2*2` from B2 to B3: `=B3*2`). */
type SharedFormulas = { slideFormula: (formula: string, fromCell: string, toCell: string) => string };
const loadSharedFormulas = lazyModule<SharedFormulas>('exceljs/lib/utils/shared-formula.js');

/** The bytes must be a workbook's: refused with the reason when they are another kind of file. */
async function checkWorkbook(content: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(content.subarray(0, SNIFF_BYTES));
  if (type && type.ext !== 'zip' && !WORKBOOK_TYPES.has(type.ext)) {
    notAccepted(`the file is named .xlsx but is ${described(type)}`);
  }
  if (content.length === 0) throw new AppError('SpreadsheetEmpty', 'the file is empty');
  if (!startsWith(content, ZIP)) {
    unreadable('the file is named .xlsx but is not an Excel workbook (if it is CSV text, name it .csv)');
  }
}

/** The workbook read last, or being read: the next waits for it. */
let workbookQueue: Promise<unknown> = Promise.resolve();

/** Workbooks are read one at a time in a process, so that their reading holds one sheet's rows at most. */
function oneAtATime<T>(read: () => Promise<T>): Promise<T> {
  const result = workbookQueue.then(read);
  workbookQueue = result.catch(() => undefined);
  return result;
}

function readWorkbook(content: Buffer, sheetName: string | undefined): Promise<Spreadsheet> {
  return oneAtATime(async () => {
    await checkWorkbook(content);
    try {
      return await sheetOf(content, sheetName);
    } catch (error) {
      if (error instanceof AppError) throw error;
      unreadable('the file is named .xlsx but could not be read as an Excel workbook: it may be damaged');
    }
  });
}

/**
 * The sheet asked for (or the first), read as a stream: the workbook's XML is never held whole
 * (read whole, 50,000 rows of 20 columns took the process to 734 MB; streamed, 385 MB), only the rows kept.
 */
async function sheetOf(content: Buffer, sheetName: string | undefined): Promise<Spreadsheet> {
  const { stream } = loadExcelJS();
  const reader = new stream.xlsx.WorkbookReader(Readable.from([content]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let found: { name: string; names: string[]; rows: Cell[][] | 'tooLong' } | undefined;
  // Every sheet is read to its end, and nothing thrown before: the reader keeps some sheets in
  // temporary files until it reaches them, and would fail on them later, unseen, if left midway.
  for await (const worksheet of reader) {
    const names = sheetNames(reader);
    const name = (worksheet as unknown as { name: string }).name;
    if (found || name !== (sheetName ?? names[0])) {
      for await (const row of worksheet) void row;
      continue;
    }
    found = { name, names, rows: await sheetRows(worksheet) };
  }
  if (!found) {
    if (sheetName !== undefined) throw new AppError('BadParameter', `sheet: no sheet named ${sheetName}`);
    throw new AppError('SpreadsheetEmpty', 'the workbook has no sheet');
  }
  if (found.rows === 'tooLong') tooLong();
  const [header, ...rows] = found.rows;
  if (!header) throw new AppError('SpreadsheetEmpty', `the sheet ${found.name} holds no header row`);
  return { format: 'xlsx', sheets: found.names, sheet: found.name, ...aligned(header, rows) };
}

/** The workbook's sheets in the order of their tabs, as its `workbook.xml` lists them. */
function sheetNames(reader: ExcelJS.stream.xlsx.WorkbookReader): string[] {
  const model = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model;
  return (model?.sheets ?? []).map((sheet) => sheet.name);
}

/** The sheet's non-empty rows, the header row first; `tooLong` past the most (the rest read, not kept). */
async function sheetRows(worksheet: ExcelJS.stream.xlsx.WorksheetReader): Promise<Cell[][] | 'tooLong'> {
  const rows: Cell[][] = [];
  const formulas = new Map<number, { address: string; formula: string }>();
  let tooMany = false;
  for await (const row of worksheet) {
    if (tooMany || !row.hasValues) continue;
    const cells: Cell[] = [];
    row.eachCell((cell, column) => {
      cells[column - 1] = cellValue(cell, formulas);
    });
    if (cells.every(isEmptyCell)) continue;
    tooMany = rows.length > MAX_IMPORT_ROWS;
    if (!tooMany) rows.push(Array.from(cells, (cell) => cell ?? null));
  }
  return tooMany ? 'tooLong' : rows;
}

/**
 * A cell as it is written: a formula's text rather than its result. A formula filled down a column
 * is written once, in its first cell; exceljs's stream gives the others an empty formula, read here
 * as the last formula above in the column (kept in `formulas`), moved to this cell.
 */
function cellValue(cell: ExcelJS.Cell, formulas: Map<number, { address: string; formula: string }>): Cell {
  const value = cell.value as { formula?: string } | null;
  if (!value || typeof value !== 'object' || !('formula' in value)) return plainValue(cell.value);
  if (value.formula) {
    formulas.set(Number(cell.col), { address: cell.address, formula: value.formula });
    return `=${value.formula}`;
  }
  const above = formulas.get(Number(cell.col));
  return above ? `=${loadSharedFormulas().slideFormula(above.formula, above.address, cell.address)}` : '=';
}

function plainValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return wallClock(value);
  if (typeof value !== 'object') return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('error' in value) return value.error;
  if ('hyperlink' in value) return plainValue(value.text as ExcelJS.CellValue);
  // Formulas are read as such (`cellValue`): a value of another kind is none that a cell holds.
  return null;
}

/**
 * exceljs reads a date cell as that day and time in UTC; the converters read a Date's day where it
 * was made (`localDay`): the same day and time here.
 */
function wallClock(utc: Date): Date {
  if (Number.isNaN(utc.getTime())) return utc;
  return new Date(
    utc.getUTCFullYear(),
    utc.getUTCMonth(),
    utc.getUTCDate(),
    utc.getUTCHours(),
    utc.getUTCMinutes(),
    utc.getUTCSeconds(),
    utc.getUTCMilliseconds(),
  );
}

/* Both */

/** How many cells a row holds up to its last non-empty one. */
function filledWidth(row: readonly Cell[]): number {
  let width = row.length;
  while (width > 0 && isEmptyCell(row[width - 1])) width--;
  return width;
}

/** The header row as text and every row as wide as the widest (a column without a header has `''`). */
function aligned(header: readonly Cell[], rows: readonly Cell[][]): Pick<Spreadsheet, 'headers' | 'rows'> {
  const width = rows.reduce((widest, row) => Math.max(widest, filledWidth(row)), filledWidth(header));
  return {
    headers: Array.from({ length: width }, (_, column) => cellText(header[column])),
    rows: rows.map((row) => Array.from({ length: width }, (_, column) => row[column] ?? null)),
  };
}
