import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { casePagePath, originQuery, type TPlayerOrigin } from './legal-api';
import { federationText, formatDay } from './legal-format';

const TH = 'pb-1 pr-3 font-medium';
const TD = 'py-1.5 pr-3 whitespace-nowrap';

function OriginHistory({ history }: { history: TPlayerOrigin['history'] }) {
  const { t } = useTranslation('legal');
  if (history.length === 0) return <p className="text-sm text-slate-600">{t('origin.noHistory')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('origin.history')}</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className={TH}>
              {t('origin.day')}
            </th>
            <th scope="col" className={TH}>
              {t('origin.from')}
            </th>
            <th scope="col" className={TH}>
              {t('origin.to')}
            </th>
            <th scope="col" className={TH}>
              {t('origin.case')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {history.map((entry) => (
            <tr key={entry.caseNo}>
              <td className={TD}>{formatDay(entry.day)}</td>
              <td className={TD}>{entry.fromFederation ? federationText(entry.fromFederation) : t('origin.none')}</td>
              <td className={TD}>{federationText(entry.toFederation)}</td>
              <td className={TD}>
                <TextLink to={casePagePath(entry.caseNo)}>
                  {t('origin.caseLink', { kind: t(`kinds.${entry.kind}`), no: entry.caseNo })}
                </TextLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A player's federation of origin, and each change or determination that set it, with a link to its case. */
export function FederationOfOriginPanel({ playerNo }: { playerNo: number }) {
  const { t } = useTranslation('legal');
  const query = useQuery(originQuery(playerNo));
  const origin = query.data;
  return (
    <FoldablePanel title={t('origin.title')} loading={query.isPending}>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {origin ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-900">
            <span className="text-slate-600">{t('origin.current')}: </span>
            <span className="font-medium">
              {origin.federationOfOrigin ? federationText(origin.federationOfOrigin) : t('origin.none')}
            </span>
          </p>
          <OriginHistory history={origin.history} />
        </div>
      ) : null}
    </FoldablePanel>
  );
}
