import { BEACH_FORMAT, maxSets } from '@libero/shared/competitions/match-rules';
import { BEACH_MATCH_STATUS, BEACH_RESULT_TYPE } from '@libero/shared/registry/beach';
import type { BeachMatchRow, BeachRoundRow, BeachSetKey } from './beach-rows';

/** The set numbers of a beach match: best of three. */
export const BEACH_SETS = Array.from({ length: maxSets(BEACH_FORMAT) }, (_, i) => (i + 1) as 1 | 2 | 3);

export const setPoints = (match: BeachMatchRow, side: 'A' | 'B', set: 1 | 2 | 3) =>
  match[`pointsTeam${side}Set${set}` as BeachSetKey];

/** `21-18 19-21 15-12`: the sets played, up to the first without points. */
export function beachSetsText(match: BeachMatchRow): string {
  const sets: string[] = [];
  for (const set of BEACH_SETS) {
    const a = setPoints(match, 'A', set);
    const b = setPoints(match, 'B', set);
    if (a === null || b === null) break;
    sets.push(`${a}-${b}`);
  }
  return sets.join(' ');
}

/** Which side won, when the match is decided. */
export function beachWinner(match: BeachMatchRow): 'A' | 'B' | null {
  if (match.noWinner === null) return null;
  if (match.noWinner === match.noTeamA) return 'A';
  return match.noWinner === match.noTeamB ? 'B' : null;
}

/** Whether the match has a score to show (in play or over). */
export function beachHasScore(match: BeachMatchRow): boolean {
  return match.status !== BEACH_MATCH_STATUS.scheduled && match.matchPointsA !== null && match.matchPointsB !== null;
}

/** Whether it ended otherwise than played out: forfeit, retirement, no-show. */
export function endedByDefault(match: BeachMatchRow): boolean {
  return match.resultType !== null && match.resultType !== BEACH_RESULT_TYPE.normal && match.defaulting !== null;
}

/** A pool of the tournament (`<Ranked />`, its bracket a pool's letter), not a round of a bracket. */
export function isPoolRound(round: BeachRoundRow): boolean {
  if (round.rankMethod) return /ranked/i.test(round.rankMethod);
  return /^[A-Z]$/.test(round.bracket ?? '') && round.bracket !== 'W' && round.bracket !== 'L';
}
