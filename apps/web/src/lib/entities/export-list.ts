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

function download(blob: Blob, fileName: string): void {
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
  download(await response.blob(), fileNameOf(response, fallback));
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
