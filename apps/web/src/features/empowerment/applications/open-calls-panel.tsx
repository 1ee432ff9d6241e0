import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates/date-formats';
import { errorMessage } from '../../../lib/error-message';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { callsQuery } from './application-api';

/** The calls for applications open now: what each offers and until when. */
export function OpenCallsPanel() {
  const { t } = useTranslation(['applications', 'empowerment']);
  const query = useQuery(callsQuery());
  const open = query.data?.filter((call) => call.open) ?? [];
  return (
    <FoldablePanel title={t('calls.openTitle')} loading={query.isPending}>
      {query.isError ? <p className="text-sm text-red-800">{errorMessage(query.error)}</p> : null}
      {query.data && open.length === 0 ? <p className="text-sm text-slate-600">{t('calls.noneOpen')}</p> : null}
      {open.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {open.map((call) => (
            <li key={call.no} className="flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0">
              <p className="text-sm font-medium text-slate-900">{call.title}</p>
              <p className="text-xs text-slate-600">
                {call.projectTypes.map((type) => t(`empowerment:projectTypes.${type}`)).join(', ')}
              </p>
              <p className="text-xs text-slate-600">{t('calls.closesOn', { day: formatDate(call.closesOn) })}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </FoldablePanel>
  );
}
