import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { TCall } from '@libero/shared/empowerment/empowerment-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { errorMessage } from '../../../lib/error-message';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { callsQuery } from './application-api';
import { CallDialog } from './call-dialog';
import { useFormatMoney } from '../use-format-money';

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3';
const AMOUNT = 'py-1.5 pr-3 text-right whitespace-nowrap tabular-nums';

function CallRow({ call, onEdit }: { call: TCall; onEdit: () => void }) {
  const { t } = useTranslation(['applications', 'empowerment']);
  const formatMoney = useFormatMoney();
  return (
    <tr className="align-top">
      <td className={`${TD} min-w-48`}>
        <span className="font-medium text-slate-900">{call.title}</span>
        {call.open ? (
          <span className="ml-2">
            <Badge tone="success">{t('calls.open')}</Badge>
          </span>
        ) : null}
      </td>
      <td className={`${TD} whitespace-nowrap text-slate-600`}>
        {t('calls.window', { opensOn: formatDate(call.opensOn), closesOn: formatDate(call.closesOn) })}
      </td>
      <td className={`${TD} text-slate-600`}>
        {call.projectTypes.map((type) => t(`empowerment:projectTypes.${type}`)).join(', ')}
      </td>
      <td className={AMOUNT}>{formatMoney(call.budgetMinor, call.currency)}</td>
      <td className={AMOUNT}>{formatMoney(call.committedMinor, call.currency)}</td>
      <td className="py-0.5 pr-3">
        <Button variant="secondary" onClick={onEdit} aria-label={t('calls.edit', { title: call.title })}>
          {t('calls.editShort')}
        </Button>
      </td>
    </tr>
  );
}

/** The calls for applications, open or not, each changed in a dialog; a new one added. */
export function CallsPanel() {
  const { t } = useTranslation('applications');
  const query = useQuery(callsQuery());
  const [editing, setEditing] = useState<TCall | 'new'>();
  const calls = query.data ?? [];
  return (
    <FoldablePanel
      title={t('calls.panelTitle')}
      loading={query.isPending}
      actions={
        <Button variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('calls.new')}
        </Button>
      }
    >
      {query.isError ? <p className="text-sm text-red-800">{errorMessage(query.error)}</p> : null}
      {query.data && calls.length === 0 ? <p className="text-sm text-slate-600">{t('calls.none')}</p> : null}
      {calls.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('calls.panelTitle')}</caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className={TH}>
                  {t('calls.title')}
                </th>
                <th scope="col" className={TH}>
                  {t('calls.windowHeader')}
                </th>
                <th scope="col" className={TH}>
                  {t('calls.projectTypes')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('calls.budget')}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  {t('calls.committed')}
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t('budget.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {calls.map((call) => (
                <CallRow key={call.no} call={call} onEdit={() => setEditing(call)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <CallDialog {...(editing === 'new' ? {} : { call: editing })} onClose={() => setEditing(undefined)} />
      ) : null}
    </FoldablePanel>
  );
}
