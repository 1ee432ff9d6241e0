import { buildRequest, getList, type VisFilter } from '@libero/shared/vis/request-builder';
import { http } from '../http';
import { contentTypeOf } from '../proxy-client';
import { entityDef } from './entity-schema';

export type ExportFormat = 'csv' | 'xlsx';
/** A large export is streamed by the server; give it time. */
export const EXPORT_TIMEOUT_MS = 5 * 60_000;

export type ExportRequest = { entity: string; fields: readonly string[]; filter?: VisFilter; sort?: readonly string[] };

/** The XML of an export: the list request of the current view, without paging. */
export function exportXml({ entity, fields, filter, sort }: ExportRequest): string {
  return buildRequest(
    getList(entityDef(entity).name, { fields, ...(filter ? { filter } : {}), ...(sort ? { sort } : {}) }),
  );
}

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** Has the browser save `blob` as `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves an export answer as the file it names (`content-disposition`), else as `fallback`. */
export async function saveDownload(response: Response, fallback: string): Promise<void> {
  downloadBlob(await response.blob(), fileNameOf(response, fallback));
}

/** A file the server makes (an export, refused rows), saved by the browser; `fallback` names it if the server does not. */
export async function downloadFile(path: string, fallback: string): Promise<void> {
  const response = await http.get(path, { headers: { Accept: '*/*' }, timeout: EXPORT_TIMEOUT_MS, retry: 0 });
  await saveDownload(response, fallback);
}

/** Every record of the current view (its filter and sort) as a CSV or XLSX file the browser saves. */
export async function exportEntityList(request: ExportRequest, format: ExportFormat): Promise<void> {
  const xml = exportXml(request);
  const response = await http.post(`/proxy/export?format=${format}`, {
    body: xml,
    headers: { 'Content-Type': contentTypeOf(xml), Accept: '*/*' },
    timeout: EXPORT_TIMEOUT_MS,
    retry: 0,
  });
  await saveDownload(response, `${entityDef(request.entity).plural.toLowerCase()}.${format}`);
}

export type CsvValue = string | number | null | undefined;

/** A CSV field: quoted when it holds a quote, a comma or a line break (RFC 4180). */
function csvField(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Lines built in the browser (data no list request gives) as a CSV file: a header, then the rows,
 * CRLF between lines and a byte-order mark so that spreadsheets read it as UTF-8.
 */
export function csvBlob(header: readonly string[], rows: readonly (readonly CsvValue[])[]): Blob {
  const lines = [header, ...rows].map((line) => line.map(csvField).join(','));
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
}
