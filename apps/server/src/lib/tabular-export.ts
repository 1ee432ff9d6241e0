import { PassThrough, pipeline, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import type * as ExcelJS from 'exceljs';
import { lazyModule } from './lazy-module';
import { AppError } from './app-error';

const loadExcelJS = lazyModule<typeof ExcelJS>('exceljs');

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows read per query while streaming pages (`chunkedRows`); an export holds no more than this in memory. */
export const EXPORT_CHUNK = 1000;
/** The most rows one export read page by page (`chunkedRows`) streams. */
export const MAX_EXPORT_ROWS = 200_000;

/** `?format=`: csv or xlsx, else a 400. */
export function exportFormat(value: unknown): ExportFormat {
  if (value !== 'csv' && value !== 'xlsx') throw new AppError('BadParameter', 'format: csv or xlsx');
  return value;
}

/**
 * Rows read page by page (`read(skip, take)`), each turned into cells by `cells`, until a short
 * page or MAX_EXPORT_ROWS.
 */
export async function* chunkedRows<T>(
  read: (skip: number, take: number) => Promise<readonly T[]>,
  cells: (rows: readonly T[]) => unknown[][] | Promise<unknown[][]>,
): AsyncGenerator<unknown[]> {
  for (let skip = 0; skip < MAX_EXPORT_ROWS; skip += EXPORT_CHUNK) {
    const rows = await read(skip, EXPORT_CHUNK);
    yield* await cells(rows);
    if (rows.length < EXPORT_CHUNK) return;
  }
}

function xlsxStream(sheetName: string, columns: readonly string[], rows: AsyncIterable<unknown[]>): PassThrough {
  const output = new PassThrough();
  const { WorkbookWriter } = loadExcelJS().stream.xlsx;
  const workbook = new WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    sheet.addRow([...columns]).commit();
    for await (const row of rows) {
      if (output.destroyed) break;
      sheet.addRow(row).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

export type TabularExport = {
  format: ExportFormat;
  /** The file's name without its extension (`federations`). */
  name: string;
  /** The worksheet's name (XLSX). */
  sheet: string;
  /** The header row. */
  columns: readonly string[];
  rows: AsyncIterable<unknown[]>;
};

/** The content types of the two formats. */
export const TABULAR_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `rows` as a CSV (UTF-8 with BOM, a header row) or XLSX stream. */
function tabularStream({ format, sheet, columns, rows }: TabularExport): Readable {
  // pipeline, not pipe: the rows stop being read (and their reading ends) when the file is abandoned.
  if (format === 'csv')
    return pipeline(Readable.from(rows), stringify({ header: true, columns: [...columns], bom: true }), () => {});
  return xlsxStream(sheet, columns, rows);
}

/** Streams `rows` as a CSV or XLSX attachment. */
export function sendTabular(reply: FastifyReply, file: TabularExport): FastifyReply {
  reply.header('content-disposition', `attachment; filename="${file.name}.${file.format}"`);
  return reply.type(TABULAR_TYPES[file.format]).send(tabularStream(file));
}

/** The whole file in memory, for a mail's attachment: refused (`FileTooLarge`) beyond `maxBytes`. */
export async function tabularFile(file: TabularExport, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of tabularStream(file)) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > maxBytes) throw new AppError('FileTooLarge', `export: at most ${maxBytes} bytes`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
