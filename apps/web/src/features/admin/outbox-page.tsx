import { useId, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MAIL_STATUSES,
  OUTBOX_MAX_TAKE,
  ZMailStatus,
  type TMailStatus,
  type TOutboxMail,
} from '@libero/shared/mail/outbox';
import { errorMessage } from '../../lib/error-message';
import { PAGE_SIZES, useListUrlState } from '../../lib/entities/list-url-state';
import { useHiddenColumns } from '../../lib/entities/hidden-columns';
import { DataTable } from '../../ui/data-table/data-table';
import { type DataTableColumn } from '../../ui/data-table/data-table-types';
import { SelectFilter } from '../../ui/select-filter';
import { outboxQuery } from './admin-api';
import { AdminPage, DateTime, ExpandButton, ExpandedRowsContext, useExpandedRows } from './admin-ui';

const FILTERS = ['status'] as const;
const SIZES = PAGE_SIZES.filter((size) => size <= OUTBOX_MAX_TAKE);

const STATUS_TONES: Record<TMailStatus, string> = {
  pending: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  sending: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  held: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
};

function StatusBadge({ status }: { status: TMailStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {t(`outbox.statuses.${status}`)}
    </span>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-40 shrink-0 font-medium text-slate-700">{term}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap text-slate-800">{children}</dd>
    </div>
  );
}

/** What the row does not show: every recipient, who and what queued it, when it is tried next, why it failed. */
function MailDetails({ mail, id }: { mail: TOutboxMail; id: string }) {
  const { t } = useTranslation('admin');
  return (
    <div id={id} className="flex flex-col gap-2 text-xs">
      <dl className="flex flex-col gap-1">
        <Detail term={t('outbox.details.recipients')}>{mail.recipients.join(', ')}</Detail>
        <Detail term={t('outbox.details.queuedBy')}>{mail.queuedBy?.username ?? t('outbox.details.system')}</Detail>
        {mail.source ? <Detail term={t('outbox.details.source')}>{mail.source}</Detail> : null}
        {mail.status === 'pending' ? (
          <Detail term={t('outbox.details.nextAttemptAt')}>
            <DateTime value={mail.nextAttemptAt} />
          </Detail>
        ) : null}
        {mail.lastError ? (
          <Detail term={t('outbox.details.lastError')}>
            <span className="font-mono text-red-800">{mail.lastError}</span>
          </Detail>
        ) : null}
      </dl>
      <p className="text-slate-500">{t('outbox.bodyNotShown')}</p>
    </div>
  );
}

function Outbox({ caption }: { caption: string }) {
  const { t } = useTranslation(['admin', 'table']);
  const detailsId = useId();
  const [state, change] = useListUrlState(FILTERS);
  const [hidden, setHidden] = useHiddenColumns('admin-outbox', []);
  const expandedRows = useExpandedRows();
  const status = ZMailStatus.safeParse(state.filters.status).data;
  const size = Math.min(state.page.size, OUTBOX_MAX_TAKE);
  const query = useQuery(outboxQuery(status, { skip: state.page.index * size, take: size }));

  const columns = useMemo((): DataTableColumn<TOutboxMail>[] => {
    const mailId = (mail: TOutboxMail) => `${detailsId}-${mail.id}`;
    return [
      {
        id: 'details',
        header: t('outbox.columns.details'),
        hideable: false,
        cell: (mail) => (
          <ExpandButton
            row={mail.id}
            controls={mailId(mail)}
            label={(expanded) => t(expanded ? 'outbox.hideDetails' : 'outbox.showDetails', { id: mail.id })}
          />
        ),
      },
      {
        id: 'createdAt',
        header: t('outbox.columns.createdAt'),
        hideable: false,
        cell: (mail) => <DateTime value={mail.createdAt} />,
      },
      { id: 'recipients', header: t('outbox.columns.recipients'), cell: (mail) => mail.recipients.join(', ') },
      { id: 'subject', header: t('outbox.columns.subject'), hideable: false, cell: (mail) => mail.subject },
      {
        id: 'kind',
        header: t('outbox.columns.kind'),
        cell: (mail) => <span className="font-mono text-xs">{mail.kind}</span>,
      },
      { id: 'status', header: t('outbox.columns.status'), cell: (mail) => <StatusBadge status={mail.status} /> },
      { id: 'attempts', header: t('outbox.columns.attempts'), align: 'end', cell: (mail) => mail.attempts },
      { id: 'sentAt', header: t('outbox.columns.sentAt'), cell: (mail) => <DateTime value={mail.sentAt} /> },
    ];
  }, [t, detailsId]);

  const statusOptions = useMemo(
    () => MAIL_STATUSES.map((value) => ({ value, label: t(`outbox.statuses.${value}`) })),
    [t],
  );

  return (
    <ExpandedRowsContext value={expandedRows}>
      <DataTable<TOutboxMail>
        caption={caption}
        columns={columns}
        rows={query.data?.data}
        rowKey={(mail) => mail.id}
        rowLabel={(mail) => mail.subject}
        total={query.data?.nbItems}
        loading={query.isFetching}
        {...(query.isError ? { error: errorMessage(query.error) } : {})}
        sort={null}
        onSortChange={() => {}}
        page={{ index: state.page.index, size }}
        onPageChange={(page) => change({ page })}
        pageSizes={SIZES}
        hiddenColumns={hidden}
        onHiddenColumnsChange={setHidden}
        emptyMessage={t('outbox.empty')}
        toolbar={
          <SelectFilter
            label={t('outbox.filters.status')}
            value={status ?? ''}
            options={statusOptions}
            anyLabel={t('table:any')}
            onChange={(value) => change({ filters: { status: value } })}
          />
        }
        rowDetail={(mail) =>
          expandedRows.isExpanded(mail.id) ? <MailDetails mail={mail} id={`${detailsId}-${mail.id}`} /> : null
        }
      />
    </ExpandedRowsContext>
  );
}

/**
 * `/admin/outbox` (admins): the e-mails queued for sending, newest first, filtered by status
 * (`?status=failed`); a row opens on its recipients, origin, next attempt and last error. The
 * text itself is never sent to the browser (it may hold a password reset link).
 */
export function OutboxPage() {
  const { t } = useTranslation('common');
  const title = t('sections.outbox');
  return (
    <AdminPage title={title}>
      <Outbox caption={title} />
    </AdminPage>
  );
}
