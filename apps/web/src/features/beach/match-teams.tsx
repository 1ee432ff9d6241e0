import { useTranslation } from 'react-i18next';
import { BEACH_MATCH_STATUS } from '@libero/shared/registry/beach';
import { beachHasScore, beachSetsText, beachWinner, endedByDefault } from './beach-match';
import type { BeachMatchRow } from './beach-rows';
import { codeOf, RESULT_TYPE_CODES } from './beach-codes';

/** What stage a match is: the final, the bronze medal match, else its round's name. */
export function StageText({ match }: { match: BeachMatchRow }) {
  const { t } = useTranslation('beach');
  if (match.bracket === 'F') return <>{t('schedule.final')}</>;
  if (match.bracket === 'B') return <>{t('schedule.bronze')}</>;
  return <>{match.roundName ?? ''}</>;
}

/** Both teams of a match, the winner in bold with the sets won; the sets' points, or how it ended, under them. */
export function MatchTeams({ match }: { match: BeachMatchRow }) {
  const { t } = useTranslation(['beach', 'competitions']);
  const winner = beachWinner(match);
  const scored = beachHasScore(match);
  const type = codeOf(RESULT_TYPE_CODES, match.resultType);
  const line = (name: string | null, side: 'A' | 'B', sets: number | null) => (
    <>
      <span className={`min-w-0 truncate ${winner === side ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>
        {name ?? <span className="text-slate-500 italic">{t('competitions:bracket.toBeDecided')}</span>}
      </span>
      <span
        className={`text-right tabular-nums ${winner === side ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
      >
        {scored ? sets : ''}
      </span>
    </>
  );
  // The sets' points once entered, even before the server has counted the sets won.
  const sets = match.status === BEACH_MATCH_STATUS.scheduled ? '' : beachSetsText(match);
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <div className="grid max-w-72 grid-cols-[1fr_1.5rem] gap-x-2">
        {line(match.teamAName, 'A', match.matchPointsA)}
        {line(match.teamBName, 'B', match.matchPointsB)}
      </div>
      {sets ? <span className="text-xs text-slate-600 tabular-nums">{sets}</span> : null}
      {endedByDefault(match) && type !== undefined ? (
        <span className="text-xs text-slate-600">
          {t('schedule.endedBy', {
            how: t(`resultTypes.${type}`),
            team: match.defaulting === 'A' ? match.teamAName : match.teamBName,
          })}
        </span>
      ) : null}
    </div>
  );
}
