import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import type { RankingRow } from './competition-rows';
import { placeText, TeamLabel, tiedLines } from './team-label';

type Criterion =
  | 'played'
  | 'matchesWon'
  | 'matchesLost'
  | 'rankingPoints'
  | 'setsWon'
  | 'setsLost'
  | 'setRatio'
  | 'pointsWon'
  | 'pointsLost'
  | 'pointRatio';

/** Every criterion a table may be ordered by, a column each, in the order they are read. */
const COLUMNS: readonly { criterion: Criterion; value: (row: RankingRow) => number | null; ratio?: boolean }[] = [
  { criterion: 'played', value: (row) => row.matchesPlayed },
  { criterion: 'matchesWon', value: (row) => row.matchesWon },
  { criterion: 'matchesLost', value: (row) => row.matchesLost },
  { criterion: 'rankingPoints', value: (row) => row.matchPoints },
  { criterion: 'setsWon', value: (row) => row.setsWon },
  { criterion: 'setsLost', value: (row) => row.setsLost },
  { criterion: 'setRatio', value: (row) => row.setRatio, ratio: true },
  { criterion: 'pointsWon', value: (row) => row.pointsWon },
  { criterion: 'pointsLost', value: (row) => row.pointsLost },
  { criterion: 'pointRatio', value: (row) => row.pointRatio, ratio: true },
];

/** Whether a ratio's two sides are both zero (nothing played): no ratio at all. */
function nothingPlayed(row: RankingRow, criterion: Criterion): boolean {
  if (criterion === 'setRatio') return !row.setsWon && !row.setsLost;
  return !row.pointsWon && !row.pointsLost;
}

const TH = 'border-b border-slate-200 px-2 py-1.5 font-medium whitespace-nowrap';
const TD = 'border-b border-slate-100 px-2 py-1.5 tabular-nums whitespace-nowrap';

/**
 * A pool's standings with every criterion as a column: played, won, lost, ranking points, sets and
 * points won and lost and their ratios. A ratio with nothing lost is MAX; teams sharing a place
 * show it with "=". Short headers, spelled out for screen readers and in the key below.
 */
export type StandingsTableProps = {
  rows: readonly RankingRow[];
  caption: string;
  /** Spells the short headers out below the table (once for tables one under the other). */
  showKey?: boolean;
};

export function StandingsTable({ rows, caption, showKey = true }: StandingsTableProps) {
  const { t } = useTranslation('competitions');
  const ratio = new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 3, maximumFractionDigits: 3 });
  const tied = tiedLines(rows.map((row) => row.rank));
  const cell = (row: RankingRow, column: (typeof COLUMNS)[number]) => {
    const value = column.value(row);
    if (!column.ratio) return value ?? '';
    if (nothingPlayed(row, column.criterion)) return '—';
    return value === null ? t('standings.max') : ratio.format(value);
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className={`${TH} w-10 text-right`}>
                <span aria-hidden="true">#</span>
                <span className="sr-only">{t('fields.rank')}</span>
              </th>
              <th scope="col" className={`${TH} text-left`}>
                {t('fields.team')}
              </th>
              {COLUMNS.map(({ criterion }) => (
                <th key={criterion} scope="col" className={`${TH} text-right`} title={t(`criteria.${criterion}`)}>
                  <span aria-hidden="true">{t(`standings.short.${criterion}`)}</span>
                  <span className="sr-only">{t(`criteria.${criterion}`)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-900">
            {rows.map((row, i) => (
              <tr key={row.noTeam ?? i} className={tied[i] ? 'bg-amber-50/60' : undefined}>
                <td className={`${TD} text-right font-semibold`}>
                  {placeText(row.rank, tied[i] ?? false)}
                  {tied[i] ? <span className="sr-only"> {t('standings.tied')}</span> : null}
                </td>
                <td className={`${TD} max-w-56`}>
                  <TeamLabel name={row.teamName} federationCode={row.teamFederationCode} />
                </td>
                {COLUMNS.map((column) => (
                  <td
                    key={column.criterion}
                    className={`${TD} text-right ${column.criterion === 'rankingPoints' ? 'font-semibold' : ''}`}
                  >
                    {cell(row, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {showKey ? (
        <p className="text-xs text-slate-600">
          {COLUMNS.map(({ criterion }) => `${t(`standings.short.${criterion}`)} ${t(`criteria.${criterion}`)}`).join(
            ' · ',
          )}
          {tied.some(Boolean) ? ` · ${t('standings.tieKey')}` : ''}
        </p>
      ) : tied.some(Boolean) ? (
        <p className="text-xs text-slate-600">{t('standings.tieKey')}</p>
      ) : null}
    </div>
  );
}
