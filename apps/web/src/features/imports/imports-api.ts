import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ColumnMapping } from '@libero/shared/import/convert-row';
import {
  IMPORT_STATUSES,
  ROW_OUTCOMES,
  type ImportStatus,
  type RowOutcome,
} from '@libero/shared/import/import-statuses';
import { downloadFile, type ExportFormat } from '../../lib/entities/export-list';
import { getJson, http, parseAnswer, postJson, send } from '../../lib/http';

export { IMPORT_STATUSES, ROW_OUTCOMES, type ImportStatus, type RowOutcome };

/** While the server writes, the page asks how far it got this often. */
const PROGRESS_POLL_MS = 1000;
/** A spreadsheet of 50,000 rows takes a while to send and read. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
/** A dry run reads every row and the records they match. */
const DRY_RUN_TIMEOUT_MS = 2 * 60_000;

const ZColumnMapping = z.object({
  field: z.string().nullable(),
  dayOrder: z.enum(['dayFirst', 'monthFirst']).optional(),
});

export const ZImportView = z.object({
  id: z.number(),
  entity: z.string(),
  fileName: z.string(),
  sheet: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  createdAt: z.string(),
  createdByUserNo: z.number(),
  headers: z.array(z.string()),
  mapping: z.array(ZColumnMapping).nullable(),
  /** The sheets of an uploaded workbook (the upload's answer only). */
  sheets: z.array(z.string()).optional(),
  rowCount: z.number(),
  totals: z.partialRecord(z.enum(ROW_OUTCOMES), z.number()).nullable(),
  rowsWritten: z.number(),
  rowsToWrite: z.number(),
  failure: z.string().nullable(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type ImportView = z.infer<typeof ZImportView>;
export type OutcomeTotals = NonNullable<ImportView['totals']>;

/** A row of the list names who made the import (optional: an older server's answer lacks it). */
const ZImportListRow = ZImportView.extend({ createdByName: z.string().nullable().optional() });
export type ImportListRow = z.infer<typeof ZImportListRow>;

const ZUndone = ZImportView.extend({ deleted: z.number(), restored: z.number() });
export type UndoneImport = z.infer<typeof ZUndone>;

const ZCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ZImportRow = z.object({
  rowNumber: z.number(),
  cells: z.array(ZCell),
  /** None before the first dry run. */
  outcome: z.enum(ROW_OUTCOMES).nullish(),
  recordNo: z.number().nullish(),
  candidates: z.array(z.number()).nullish(),
  answer: z.number().nullish(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })).nullish(),
  problems: z.array(z.object({ field: z.string(), reason: z.string(), words: z.string() })).nullish(),
  written: z.boolean().optional(),
});
export type ImportRow = z.infer<typeof ZImportRow>;

const ZImportRows = z.object({ nbItems: z.number(), data: z.array(ZImportRow) });

export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  one: (id: number) => [...importKeys.all, id] as const,
  rows: (id: number) => [...importKeys.one(id), 'rows'] as const,
  rowsPage: (id: number, outcome: RowOutcome | undefined, skip: number, take: number) =>
    [...importKeys.rows(id), outcome ?? 'all', skip, take] as const,
  labels: (entity: string) => [...importKeys.all, 'labels', entity] as const,
};

const importPath = (id: number) => `/api/imports/${id}`;

/** The page of one import. */
export const importPagePath = (id: number) => `/imports/${id}`;

/** `GET /api/imports`: the user's imports (an administrator's: everyone's), newest first. */
export const importsQuery = () =>
  queryOptions({
    queryKey: importKeys.list(),
    queryFn: async () => (await getJson('/api/imports', z.object({ data: z.array(ZImportListRow) }))).data,
  });

/** Whether the server is writing the import: its page follows it. */
export const isWriting = (status: ImportStatus | undefined) => status === 'running' || status === 'stopping';

/** `GET /api/imports/{id}`, asked again every second while the server writes it. */
export const importQuery = (id: number) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: () => getJson(importPath(id), ZImportView),
    refetchInterval: (query) => (isWriting(query.state.data?.status) ? PROGRESS_POLL_MS : false),
  });

/** One page of an import's rows, of one outcome or all (the first ones show what the columns hold). */
export const importRowsQuery = (id: number, outcome: RowOutcome | undefined, skip: number, take: number) =>
  queryOptions({
    queryKey: importKeys.rowsPage(id, outcome, skip, take),
    queryFn: () =>
      getJson(
        `${importPath(id)}/rows?${new URLSearchParams({ ...(outcome ? { outcome } : {}), skip: String(skip), take: String(take) }).toString()}`,
        ZImportRows,
      ),
    placeholderData: keepPreviousData,
  });

/** Sends a spreadsheet (a workbook's `sheet`, else its first) to import into `entity`. */
export async function uploadSpreadsheet(entity: string, file: File, sheet?: string): Promise<ImportView> {
  const body = new FormData();
  body.append('file', file);
  const search = new URLSearchParams({ entity, ...(sheet ? { sheet } : {}) });
  const path = `/api/imports?${search.toString()}`;
  const answer = await http.post(path, { body, timeout: UPLOAD_TIMEOUT_MS, retry: 0 }).json<unknown>();
  return parseAnswer(ZImportView, answer, `POST ${path}`);
}

/** What each row would do with these columns, writing nothing. */
export const dryRun = (id: number, columns: readonly ColumnMapping[]) =>
  postJson(`${importPath(id)}/dry-run`, { columns }, ZImportView, { timeout: DRY_RUN_TIMEOUT_MS });

/** Answers a likely duplicate: `0`, a new record; else the candidate it is (the row then updates it). */
export const answerDuplicate = (id: number, rowNumber: number, recordNo: number) =>
  send('put', `${importPath(id)}/rows/${rowNumber}/answer`, { recordNo });

export const startImport = (id: number) => postJson(`${importPath(id)}/start`, {}, ZImportView);

export const stopImport = (id: number) => postJson(`${importPath(id)}/stop`, {}, ZImportView);

export const undoImport = (id: number) => postJson(`${importPath(id)}/undo`, {}, ZUndone);

/** Deletes an import that wrote nothing (uploaded or checked); one that wrote is undone instead. */
export const discardImport = (id: number) => send('delete', importPath(id));

/** The refused rows as they were, with a column of reasons, as a file the browser saves. */
export async function downloadRefused(view: ImportView, format: ExportFormat): Promise<void> {
  await downloadFile(`${importPath(view.id)}/refused?format=${format}`, `refused.${format}`);
}
