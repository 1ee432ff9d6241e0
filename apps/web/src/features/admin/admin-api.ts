import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZAuditTrail, type TAuditFilter } from '@libero/shared/audit/audit-trail';
import { ZOutboxList, type TMailStatus } from '@libero/shared/mail/outbox';
import { downloadFile, type ExportFormat } from '../../lib/entities/export-list';
import { getJson, searchOf } from '../../lib/http';

export const adminKeys = {
  all: ['admin'] as const,
  audit: (search: string) => [...adminKeys.all, 'audit', search] as const,
  outbox: (search: string) => [...adminKeys.all, 'outbox', search] as const,
};

export type Paging = { skip: number; take: number };

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
  await downloadFile(`/api/admin/audit/export?${searchOf({ ...filter, format })}`, `audit.${format}`);
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
