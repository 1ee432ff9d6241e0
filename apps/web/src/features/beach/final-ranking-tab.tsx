import { useTranslation } from 'react-i18next';
import { BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { placeText, TeamLabel, tiedLines } from '../competitions';
import { useBeachCategories, useFinalRanking } from './beach-api';
import type { BeachTabProps } from './beach-rows';

const TH = 'border-b border-slate-200 px-2 py-1.5 font-medium whitespace-nowrap';
const TD = 'border-b border-slate-100 px-2 py-1.5 tabular-nums whitespace-nowrap';

/** Prize money from cents, in the category's currency and the reader's language (`$30,000.00`). */
export function moneyText(cents: number | null, currency: string, language: string): string {
  if (cents === null) return '';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** The Final ranking tab: where each team finished, its ranking points and prize money, once computed. */
export function FinalRankingTab({ tournament }: BeachTabProps) {
  const { t } = useTranslation(['beach', 'competitions']);
  const ranking = useFinalRanking(tournament.no);
  const currency = useBeachCategories()?.find((row) => row.no === tournament.type)?.currency ?? 'USD';
  const language = currentLanguage();
  const number = new Intl.NumberFormat(language);
  const rows = ranking.rows ?? [];
  const tied = tiedLines(rows.map((row) => row.rank));
  const published = tournament.status === BEACH_TOURNAMENT_STATUS.rankingPublished;
  return (
    <div className="flex flex-col gap-3">
      {ranking.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {ranking.isError ? <Alert tone="error">{errorMessage(ranking.error)}</Alert> : null}
      {!ranking.isPending && !ranking.isError && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t('finalRanking.none')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <p className="text-sm text-slate-600">
            {published ? t('finalRanking.published') : t('finalRanking.notPublished')}
          </p>
          <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm text-slate-900">
              <caption className="sr-only">{t('finalRanking.caption', { name: tournament.name ?? '' })}</caption>
              <thead className="bg-slate-50 text-xs text-slate-600">
                <tr>
                  <th scope="col" className={`${TH} w-12 text-right`}>
                    {t('fields.rank')}
                  </th>
                  <th scope="col" className={`${TH} text-left`}>
                    {t('fields.team')}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {t('finalRanking.pointsTeam')}
                  </th>
                  <th scope="col" className={`${TH} text-right max-sm:hidden`}>
                    {t('finalRanking.pointsPlayer')}
                  </th>
                  <th scope="col" className={`${TH} text-right`}>
                    {t('finalRanking.prize', { currency })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row.noTeam ?? i} className={tied[i] ? 'bg-amber-50/60' : undefined}>
                    <td className={`${TD} text-right font-semibold`}>
                      {placeText(row.rank ?? row.position, tied[i] ?? false)}
                      {tied[i] ? <span className="sr-only"> {t('competitions:standings.tied')}</span> : null}
                    </td>
                    <td className={`${TD} max-w-64`}>
                      <TeamLabel name={row.teamName} federationCode={row.teamFederationCode} />
                    </td>
                    <td className={`${TD} text-right`}>
                      {row.earnedPointsTeam === null ? '' : number.format(row.earnedPointsTeam)}
                    </td>
                    <td className={`${TD} text-right max-sm:hidden`}>
                      {row.earnedPointsPlayer === null ? '' : number.format(row.earnedPointsPlayer)}
                    </td>
                    <td className={`${TD} text-right`}>{moneyText(row.earningsTeam, currency, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {tied.some(Boolean) ? <p className="text-xs text-slate-600">{t('competitions:standings.tieKey')}</p> : null}
        </>
      ) : null}
    </div>
  );
}
