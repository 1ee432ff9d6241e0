import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { BracketView, whenText, type BracketCard } from '../competitions';
import { useBeachMatches, useRounds } from './beach-api';
import { beachHasScore, beachSetsText, beachWinner } from './beach-match';
import type { BeachMatchRow, BeachTabProps } from './beach-rows';
import { bracketGroups, type BracketGroup } from './bracket-groups';
import { codeOf } from './beach-codes';
import { ResultButton } from './result-button';

const PHASES = [3, 4] as const;

function useGroupTitle() {
  const { t } = useTranslation('beach');
  return (group: BracketGroup) => {
    const phase = codeOf(PHASES, group.phase);
    const phaseName = phase === undefined ? t('brackets.otherRounds') : t(`phases.${phase}`);
    return group.kind === 'single' ? phaseName : `${phaseName}: ${t(`brackets.${group.kind}`)}`;
  };
}

/** The Brackets tab: the qualification's and the main draw's elimination rounds, drawn as brackets. */
export function BracketsTab({ tournament, runs }: BeachTabProps) {
  const { t } = useTranslation(['beach', 'competitions']);
  const rounds = useRounds(tournament.no);
  const matches = useBeachMatches(tournament.no);
  const groupTitle = useGroupTitle();
  const language = currentLanguage();
  const groups = bracketGroups(rounds.rows ?? [], matches.rows ?? []);
  const loading = rounds.isPending || matches.isPending;
  const cardOf = (match: BeachMatchRow): BracketCard<BeachMatchRow> => {
    const scored = beachHasScore(match);
    const number = match.noInTournament ?? match.no;
    let title = match.bracket
      ? t('competitions:bracket.match', { id: match.bracket, number })
      : t('schedule.matchNumber', { number });
    if (match.bracket === 'F') title = t('schedule.final');
    if (match.bracket === 'B') title = t('schedule.bronze');
    return {
      key: match.no,
      match,
      title,
      when: whenText(match.localDate, match.localTime, language),
      ...(match.court ? { note: t('schedule.court', { court: match.court }) } : {}),
      a: {
        name: match.teamAName,
        pending: t('competitions:bracket.toBeDecided'),
        sets: scored ? match.matchPointsA : null,
      },
      b: {
        name: match.teamBName,
        pending: t('competitions:bracket.toBeDecided'),
        sets: scored ? match.matchPointsB : null,
      },
      winner: beachWinner(match),
      score: scored ? beachSetsText(match) || null : null,
    };
  };
  return (
    <div className="flex flex-col gap-6">
      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {rounds.isError ? <Alert tone="error">{errorMessage(rounds.error)}</Alert> : null}
      {!loading && groups.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {t('brackets.none')}
        </p>
      ) : null}
      {groups.map((group) => {
        const title = groupTitle(group);
        return (
          <section key={`${group.phase}-${group.kind}`} aria-label={title} className="flex flex-col gap-3">
            <h2 className="text-base font-semibold text-slate-900">{title}</h2>
            <BracketView
              label={title}
              columns={group.rounds.map(({ round, matches: roundMatches }, i) => ({
                key: String(round.no),
                title: round.name ?? round.code ?? String(i + 1),
                cards: roundMatches.map(cardOf),
                // A final stands alone, centred; a last qualification round of several matches stays beside its pairs.
                centered: i === group.rounds.length - 1 && roundMatches.length <= 1,
              }))}
              actions={runs ? (match) => <ResultButton match={match} compact /> : undefined}
            />
          </section>
        );
      })}
    </div>
  );
}
