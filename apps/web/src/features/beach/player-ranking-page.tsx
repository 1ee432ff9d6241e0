import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import {
  BEACH_RANKING_KINDS,
  type TBeachCountedResult,
  type TBeachDroppedResult,
} from '@libero/shared/competitions/beach-api';
import { formatDate } from '../../lib/dates/date-formats';
import { errorMessage } from '../../lib/error-message';
import { httpStatusOf } from '../../lib/http';
import { currentLanguage } from '../../lib/i18n';
import { PageLayout } from '../../lib/page-layout';
import { Alert } from '../../ui/alert';
import { Flag } from '../../ui/flag';
import { FoldablePanel } from '../../ui/foldable-panel';
import { TextLink } from '../../ui/text-link';
import { playerRankingQuery } from './beach-api';
import { BEACH_RANKINGS_PATH, beachTournamentPath, playerProfilePath } from './beach-paths';
import { RankingHistoryChart } from './ranking-history-chart';

const TH = 'border-b border-slate-200 px-2 py-1.5 font-medium whitespace-nowrap';
const TD = 'border-b border-slate-100 px-2 py-1.5 tabular-nums';

type ResultsTableProps = {
  caption: string;
  results: readonly (TBeachCountedResult | TBeachDroppedResult)[];
  /** The sum under the points, for the results that count. */
  total?: number;
};

/** Results, one line each: the tournament, when it ended, where the team finished, the points, why dropped. */
function ResultsTable({ caption, results, total }: ResultsTableProps) {
  const { t } = useTranslation('beach');
  const number = new Intl.NumberFormat(currentLanguage());
  const dropped = results.some((result) => 'reason' in result);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm text-slate-900">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className={`${TH} text-left`}>
              {t('fields.tournament')}
            </th>
            <th scope="col" className={`${TH} text-left`}>
              {t('fields.endDate')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('player.finished')}
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {t('fields.points')}
            </th>
            {dropped ? (
              <th scope="col" className={`${TH} text-left`}>
                {t('player.reason')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={`${result.tournamentNo}-${result.endDate}`}>
              <td className={`${TD} min-w-40`}>
                <TextLink to={beachTournamentPath(result.tournamentNo)}>{result.tournamentName}</TextLink>
              </td>
              <td className={`${TD} whitespace-nowrap`}>{formatDate(result.endDate)}</td>
              <td className={`${TD} text-right`}>{result.rank === null ? '' : Math.abs(result.rank)}</td>
              <td className={`${TD} text-right ${'reason' in result ? 'text-slate-500' : 'font-medium'}`}>
                {number.format(result.points)}
              </td>
              {dropped ? (
                <td className={`${TD} min-w-48 text-slate-700`}>
                  {'reason' in result ? t(`dropReasons.${result.reason}`) : ''}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        {total === undefined ? null : (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="px-2 py-1.5 text-right font-semibold">
                {t('player.total')}
              </th>
              <td className="px-2 py-1.5 text-right font-semibold tabular-nums">{number.format(total)}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/**
 * `/beach/rankings/players/{no}?kind=&asOf=`: how a player's ranking is made up, for the ranking
 * and day it was opened from: each result that counts and their total, each that does not and
 * why, and the player's position over time.
 */
export function PlayerRankingPage() {
  const { t } = useTranslation(['beach', 'common']);
  const param = useParams().no ?? '';
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0;
  const [search] = useSearchParams();
  const kind = BEACH_RANKING_KINDS.find((k) => k === search.get('kind')) ?? 'world';
  const asOfParam = search.get('asOf');
  const asOf = asOfParam && /^\d{4}-\d{2}-\d{2}$/.test(asOfParam) ? asOfParam : undefined;
  const query = useQuery({ ...playerRankingQuery(no, kind, asOf), enabled: no > 0 });
  const player = query.data;
  const number = new Intl.NumberFormat(currentLanguage());
  const back = `${BEACH_RANKINGS_PATH}?${new URLSearchParams({ ...(kind === 'world' ? {} : { kind }), ...(asOf ? { asOf } : {}) }).toString()}`;

  let content;
  if (no === 0 || httpStatusOf(query.error) === 404)
    content = <Alert tone="error">{t('player.notFound', { no: param })}</Alert>;
  else if (query.isError) content = <Alert tone="error">{errorMessage(query.error)}</Alert>;
  else if (!player)
    content = (
      <p role="status" className="text-sm text-slate-600">
        {t('common:app.loading')}
      </p>
    );
  else {
    const counted = [...player.counted].sort((a, b) => b.points - a.points);
    content = (
      <>
        <div className="flex flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            {player.federationCode ? <Flag code={player.federationCode} label="" /> : null}
            {player.playerName}
            {player.federationCode ? (
              <span className="text-sm font-normal text-slate-600">{player.federationCode}</span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {t('player.summary', {
              kind: t(`rankings.kinds.${kind}`),
              position: player.position ?? '—',
              points: number.format(player.points),
              count: counted.length,
            })}
            {asOf ? ` ${t('player.asOf', { date: formatDate(asOf) })}` : ''}{' '}
            <TextLink to={playerProfilePath(player.playerNo)}>{t('player.profile')}</TextLink>
          </p>
        </div>
        <FoldablePanel title={t('player.counted', { count: counted.length })}>
          {counted.length > 0 ? (
            <ResultsTable
              caption={t('player.counted', { count: counted.length })}
              results={counted}
              total={player.points}
            />
          ) : (
            <p className="text-sm text-slate-600">{t('player.noneCounted')}</p>
          )}
        </FoldablePanel>
        <FoldablePanel title={t('player.dropped', { count: player.dropped.length })}>
          {player.dropped.length > 0 ? (
            <ResultsTable caption={t('player.dropped', { count: player.dropped.length })} results={player.dropped} />
          ) : (
            <p className="text-sm text-slate-600">{t('player.noneDropped')}</p>
          )}
        </FoldablePanel>
        <FoldablePanel title={t('player.history')}>
          <RankingHistoryChart history={player.history} />
        </FoldablePanel>
      </>
    );
  }

  return (
    <PageLayout title={player ? t('player.title', { name: player.playerName }) : t('common:sections.beachRankings')}>
      <TextLink to={back} className="inline-flex w-fit items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('player.back')}
      </TextLink>
      {content}
    </PageLayout>
  );
}
