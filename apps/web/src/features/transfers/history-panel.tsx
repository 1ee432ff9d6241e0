import { useTranslation } from 'react-i18next';
import type { TTransferDossier } from '@libero/shared/transfers/transfer-api';
import { i18n } from '../../lib/i18n';
import { FoldablePanel } from '../../ui/foldable-panel';
import { formatMoment } from './transfer-format';

type Entry = TTransferDossier['history'][number];

/** An action of the history in words, when the catalogue knows it; else as the server names it. */
function actionText(action: string): string {
  const key = `transfers:history.actions.${action}`;
  return i18n.exists(key) ? i18n.t(key as 'transfers:history.actions.create') : action;
}

function EntryRow({ entry }: { entry: Entry }) {
  const { t } = useTranslation('transfers');
  return (
    <tr>
      <td className="py-1.5 pr-3 whitespace-nowrap text-slate-600">
        <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
      </td>
      <td className="py-1.5 pr-3">{actionText(entry.action)}</td>
      <td className="py-1.5 pr-3">
        {entry.actor ?? t('history.system')}
        {entry.impersonator ? (
          <span className="block text-xs text-slate-600">
            {t('history.impersonatedBy', { name: entry.impersonator })}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/** Who did what and when (in the user's time zone), newest first; impersonations say who really acted. */
export function HistoryPanel({ dossier }: { dossier: TTransferDossier }) {
  const { t } = useTranslation('transfers');
  return (
    <FoldablePanel title={t('history.title')}>
      {dossier.history.length === 0 ? (
        <p className="text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('history.title')}</caption>
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="pb-1 pr-3 font-medium">
                  {t('history.at')}
                </th>
                <th scope="col" className="pb-1 pr-3 font-medium">
                  {t('history.action')}
                </th>
                <th scope="col" className="pb-1 pr-3 font-medium">
                  {t('history.actor')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {dossier.history.map((entry, index) => (
                <EntryRow key={`${entry.at}-${index}`} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FoldablePanel>
  );
}
