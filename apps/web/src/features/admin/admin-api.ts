import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZAuditTrail, type TAuditFilter } from '@libero/shared/audit/audit-trail';
import { ZOutboxList, type TMailStatus } from '@libero/shared/mail/outbox';
import { EXPORT_TIMEOUT_MS, saveDownload, type ExportFormat } from '../../lib/entities/export-list';
import { getJson, http } from '../../lib/http';

export const adminKeys = {
  all: ['admin'] as const,
  audit: (search: string) => [...adminKeys.all, 'audit', search] as const,
  outbox: (search: string) => [...adminKeys.all, 'outbox', search] as const,
};

export type Paging = { skip: number; take: number };

/** `?user=…&from=…&skip=0&take=50`: the parameters that have a value, in a stable order. */
export function searchOf(params: Readonly<Record<string, string | number | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  return search.toString();
}

/** `GET /api/admin/audit`: one page of the audit trail of the selected network. */
export function auditQuery(filter: TAuditFilter, paging: Paging) {
  const search = searchOf({ ...filter, ...paging });
  return queryOptions({
    queryKey: adminKeys.audit(search),
    queryFn: () => getJson(`/api/admin/audit?${search}`, ZAuditTrail),
    placeholderData: keepPreviousData,
    // The page shows its own error.
    meta: { silent: true },
  });
}

/** Every entry the filter matches, as a CSV or XLSX file the browser saves. */
export async function exportAudit(filter: TAuditFilter, format: ExportFormat): Promise<void> {
  const response = await http.get(`/api/admin/audit/export?${searchOf({ ...filter, format })}`, {
    headers: { Accept: '*/*' },
    timeout: EXPORT_TIMEOUT_MS,
    retry: 0,
  });
  await saveDownload(response, `audit.${format}`);
}

/** `GET /api/admin/outbox`: one page of the e-mail outbox, newest first. */
export function outboxQuery(status: TMailStatus | undefined, paging: Paging) {
  const search = searchOf({ status, ...paging });
  return queryOptions({
    queryKey: adminKeys.outbox(search),
    queryFn: () => getJson(`/api/admin/outbox?${search}`, ZOutboxList),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
