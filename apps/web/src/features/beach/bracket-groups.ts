import { BEACH_PHASE } from '@libero/shared/registry/beach';
import { isPoolRound } from './beach-match';
import type { BeachMatchRow, BeachRoundRow } from './beach-rows';

/** Which bracket of a phase a group of rounds draws: the winners', the losers', or the only one. */
export type BracketKind = 'winners' | 'losers' | 'single';

export type BracketGroup = {
  phase: number | null;
  kind: BracketKind;
  /** Rounds in playing order, each with its matches in order. */
  rounds: { round: BeachRoundRow; matches: BeachMatchRow[] }[];
};

const PHASE_ORDER: readonly (number | null)[] = [BEACH_PHASE.qualification, BEACH_PHASE.mainDraw, null];

const kindOf = (round: BeachRoundRow, doubleElimination: boolean): BracketKind => {
  if (!doubleElimination) return 'single';
  return round.bracket === 'L' ? 'losers' : 'winners';
};

/**
 * The elimination rounds of a tournament (its pools aside) as the brackets they draw: the
 * qualification's, then the main draw's; a phase with a losers' bracket (`L`) is a double
 * elimination, drawn as its winners' bracket and its losers' bracket.
 */
export function bracketGroups(rounds: readonly BeachRoundRow[], matches: readonly BeachMatchRow[]): BracketGroup[] {
  const elimination = rounds
    .filter((round) => !isPoolRound(round))
    .sort((a, b) => (a.noInTournament ?? 0) - (b.noInTournament ?? 0));
  const groups: BracketGroup[] = [];
  for (const phase of PHASE_ORDER) {
    const ofPhase = elimination.filter((round) => (PHASE_ORDER.includes(round.phase) ? round.phase : null) === phase);
    const double = ofPhase.some((round) => round.bracket === 'L');
    for (const kind of ['single', 'winners', 'losers'] as const) {
      const ofKind = ofPhase.filter((round) => kindOf(round, double) === kind);
      if (ofKind.length === 0) continue;
      groups.push({
        phase,
        kind,
        rounds: ofKind.map((round) => ({
          round,
          matches: matches
            .filter((match) => match.noRound === round.no)
            .sort((a, b) => (a.noInTournament ?? 0) - (b.noInTournament ?? 0)),
        })),
      });
    }
  }
  return groups;
}
