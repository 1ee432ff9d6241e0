import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { currentLanguage } from '../../lib/i18n';
import { bracketColumns, pendingSlots, type BracketColumn, type PendingSlot } from './bracket-layout';
import type { MatchRow } from './competition-rows';
import { clockText, shortDay } from './match-time';
import { hasScore, setsText, winnerSide } from './match-score';

/** One team's line of a card: its name, or where it comes from while not known; its sets once played. */
export type BracketSide = { name: string | null; pending: string; sets: number | null };

/** A match as a bracket card shows it, whatever the discipline's record. */
export type BracketCard<M> = {
  key: number;
  /** The record the actions are about. */
  match: M;
  title: string;
  /** `12 Sep 16:00`, or empty. */
  when: string;
  a: BracketSide;
  b: BracketSide;
  winner: 'A' | 'B' | null;
  /** The sets' points (`21-18 19-21 15-12`), once played. */
  score: string | null;
  /** Said at the foot of the card, after the score (where it is played). */
  note?: string;
};

/** A column of cards: a round of the bracket. `centered` for the last column's few matches. */
export type BracketColumnView<M> = { key: string; title: string; cards: readonly BracketCard<M>[]; centered?: boolean };

export type BracketViewProps<M> = {
  columns: readonly BracketColumnView<M>[];
  /** Names the bracket's region (`Bracket`, `Winners' bracket`). */
  label: string;
  /** The actions on a match (entering its result), for whoever runs the tournament. */
  actions?: ((match: M) => ReactNode) | undefined;
};

function TeamLine({ side, won, decided }: { side: BracketSide; won: boolean; decided: boolean }) {
  const { t } = useTranslation('competitions');
  return (
    <div
      className={`flex items-center gap-2 px-2 py-1 ${won ? 'bg-emerald-50 font-semibold text-emerald-900' : decided ? 'text-slate-500' : 'text-slate-900'}`}
    >
      <span className={`min-w-0 flex-1 truncate ${side.name ? '' : 'text-slate-500 italic'}`}>
        {side.name ?? side.pending}
      </span>
      {won ? (
        <>
          <Trophy aria-hidden="true" className="size-3.5 shrink-0 text-emerald-700" />
          <span className="sr-only">{t('bracket.winner')}</span>
        </>
      ) : null}
      <span className="w-4 shrink-0 text-right tabular-nums">{side.sets ?? ''}</span>
    </div>
  );
}

function MatchCard<M>({ card, actions }: { card: BracketCard<M>; actions?: BracketViewProps<M>['actions'] }) {
  return (
    <article
      aria-label={card.title}
      className="w-60 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white text-sm shadow-xs"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 bg-slate-50 px-2 py-1 text-xs text-slate-600">
        <span className="font-medium text-slate-700">{card.title}</span>
        <span className="flex items-center gap-1">
          {card.when}
          {actions?.(card.match)}
        </span>
      </header>
      <TeamLine side={card.a} won={card.winner === 'A'} decided={card.winner !== null} />
      <TeamLine side={card.b} won={card.winner === 'B'} decided={card.winner !== null} />
      {card.score || card.note ? (
        <footer className="flex justify-between gap-2 border-t border-slate-100 px-2 py-1 text-xs text-slate-600">
          <span className="tabular-nums">{card.score}</span>
          {card.note ? <span>{card.note}</span> : null}
        </footer>
      ) : null}
    </article>
  );
}

/**
 * A knock-out drawn as a bracket: a column per round, each match between the two it follows from.
 * Winners are highlighted; a team not known yet says where it comes from. On a phone it scrolls
 * sideways. The discipline says what its cards show (`BracketCard`).
 */
export function BracketView<M>({ columns, label, actions }: BracketViewProps<M>) {
  return (
    <div className="relative overflow-x-auto pb-2" tabIndex={0} role="region" aria-label={label}>
      <ol className="flex min-w-max gap-6">
        {columns.map((column) => (
          <li key={column.key} className="flex flex-col gap-2">
            <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{column.title}</h3>
            <ul className={`flex flex-1 flex-col gap-4 ${column.centered ? 'justify-center' : 'justify-around'}`}>
              {column.cards.map((card) => (
                <li key={card.key}>
                  <MatchCard card={card} actions={actions} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** `12 Sep 16:00` from a match's local day and time. */
export function whenText(date: string | null, time: string | null, language: string): string {
  return [date ? shortDay(date, language) : null, clockText(time)].filter(Boolean).join(' ');
}

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

/**
 * An indoor final round drawn as a bracket: a column per round (round of 16, quarter-finals,
 * semi-finals, then the final and the bronze match), placed by the matches' bracket ids.
 */
export function Bracket({ matches, actions }: BracketProps) {
  const { t } = useTranslation('competitions');
  const columnTitle = useColumnTitle();
  const pendingText = usePendingText();
  const language = currentLanguage();
  const columns = bracketColumns(matches);
  const pending = pendingSlots(columns);
  const matchTitle = (match: MatchRow) => {
    if (match.bracket === 'F') return t('bracket.final');
    if (match.bracket === 'B') return t('bracket.bronze');
    return t('bracket.match', { id: match.bracket ?? '', number: match.noInTournament ?? match.no });
  };
  const cardOf = (match: MatchRow): BracketCard<MatchRow> => {
    const slots = match.bracket ? pending.get(match.bracket) : undefined;
    const scored = hasScore(match);
    return {
      key: match.no,
      match,
      title: matchTitle(match),
      when: whenText(match.localDate, match.localTime, language),
      a: { name: match.teamAName, pending: pendingText(slots?.a), sets: scored ? match.matchPointsA : null },
      b: { name: match.teamBName, pending: pendingText(slots?.b), sets: scored ? match.matchPointsB : null },
      winner: winnerSide(match),
      score: scored ? setsText(match) : null,
    };
  };
  return (
    <BracketView
      label={t('bracket.label')}
      columns={columns.map((column, i) => ({
        key: String(i),
        title: columnTitle(column),
        cards: column.matches.map(cardOf),
        centered: column.kind === 'finals',
      }))}
      actions={actions}
    />
  );
}
