import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { currentLanguage } from '../../lib/i18n';
import { bracketColumns, pendingSlots, type BracketColumn, type PendingSlot } from './bracket-layout';
import type { MatchRow } from './competition-rows';
import { clockText, shortDay } from './match-time';
import { hasScore, setsText, winnerSide } from './match-score';

export type BracketProps = {
  matches: readonly MatchRow[];
  /** The actions on a match (entering its result), for whoever runs the tournament. */
  actions?: (match: MatchRow) => ReactNode;
};

function useColumnTitle() {
  const { t } = useTranslation('competitions');
  return (column: BracketColumn) =>
    column.kind === 'round' ? t('bracket.roundOf', { teams: column.teams }) : t(`bracket.${column.kind}`);
}

function usePendingText() {
  const { t } = useTranslation('competitions');
  return (slot: PendingSlot | undefined) => {
    if (!slot) return t('bracket.toBeDecided');
    if (slot.kind === 'seed') return t('bracket.seed', { seed: slot.seed });
    return t(`bracket.${slot.kind}`, { match: slot.match });
  };
}

type TeamLineProps = { name: string | null; pending: string; sets: number | null; won: boolean; decided: boolean };

function TeamLine({ name, pending, sets, won, decided }: TeamLineProps) {
  const { t } = useTranslation('competitions');
  return (
    <div
      className={`flex items-center gap-2 px-2 py-1 ${won ? 'bg-emerald-50 font-semibold text-emerald-900' : decided ? 'text-slate-500' : 'text-slate-900'}`}
    >
      <span className={`min-w-0 flex-1 truncate ${name ? '' : 'text-slate-500 italic'}`}>{name ?? pending}</span>
      {won ? (
        <>
          <Trophy aria-hidden="true" className="size-3.5 shrink-0 text-emerald-700" />
          <span className="sr-only">{t('bracket.winner')}</span>
        </>
      ) : null}
      <span className="w-4 shrink-0 text-right tabular-nums">{sets ?? ''}</span>
    </div>
  );
}

function MatchCard({
  match,
  title,
  pending,
  actions,
}: {
  match: MatchRow;
  title: string;
  pending: { a?: PendingSlot; b?: PendingSlot } | undefined;
  actions?: BracketProps['actions'];
}) {
  const pendingText = usePendingText();
  const language = currentLanguage();
  const winner = winnerSide(match);
  const scored = hasScore(match);
  const when = [match.localDate ? shortDay(match.localDate, language) : null, clockText(match.localTime)]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      aria-label={title}
      className="w-60 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow-xs"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 bg-slate-50 px-2 py-1 text-xs text-slate-600">
        <span className="font-medium text-slate-700">{title}</span>
        <span className="flex items-center gap-1">
          {when}
          {actions?.(match)}
        </span>
      </header>
      <TeamLine
        name={match.teamAName}
        pending={pendingText(pending?.a)}
        sets={scored ? match.matchPointsA : null}
        won={winner === 'A'}
        decided={winner !== null}
      />
      <TeamLine
        name={match.teamBName}
        pending={pendingText(pending?.b)}
        sets={scored ? match.matchPointsB : null}
        won={winner === 'B'}
        decided={winner !== null}
      />
      {scored ? (
        <footer className="border-t border-slate-100 px-2 py-1 text-xs text-slate-600 tabular-nums">
          {setsText(match)}
        </footer>
      ) : null}
    </article>
  );
}

/**
 * A final round drawn as a bracket: a column per round (round of 16, quarter-finals, semi-finals,
 * then the final and the bronze match), each match between the two it follows from. Winners are
 * highlighted; a team not known yet says where it comes from. On a phone it scrolls sideways.
 */
export function Bracket({ matches, actions }: BracketProps) {
  const { t } = useTranslation('competitions');
  const columnTitle = useColumnTitle();
  const columns = bracketColumns(matches);
  const pending = pendingSlots(columns);
  const matchTitle = (match: MatchRow) => {
    if (match.bracket === 'F') return t('bracket.final');
    if (match.bracket === 'B') return t('bracket.bronze');
    return t('bracket.match', { id: match.bracket ?? '', number: match.noInTournament ?? match.no });
  };
  return (
    <div className="overflow-x-auto pb-2" tabIndex={0} role="region" aria-label={t('bracket.label')}>
      <ol className="flex min-w-max gap-6">
        {columns.map((column, i) => (
          <li key={i} className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{columnTitle(column)}</h3>
            <ul
              className={`flex flex-1 flex-col gap-4 ${column.kind === 'finals' ? 'justify-center' : 'justify-around'}`}
            >
              {column.matches.map((match) => (
                <li key={match.no}>
                  <MatchCard
                    match={match}
                    title={matchTitle(match)}
                    pending={match.bracket ? pending.get(match.bracket) : undefined}
                    actions={actions}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
