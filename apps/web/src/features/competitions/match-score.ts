import type { MatchRow, SetPointsKey } from './competition-rows';

export const SET_NUMBERS = [1, 2, 3, 4, 5] as const;

/** The sets played, in order: `[{a: 25, b: 20}, …]`, up to the first set without points. */
export function playedSets(match: MatchRow): { a: number; b: number }[] {
  const sets: { a: number; b: number }[] = [];
  for (const set of SET_NUMBERS) {
    const a = match[`pointsTeamASet${set}` as SetPointsKey];
    const b = match[`pointsTeamBSet${set}` as SetPointsKey];
    if (a === null || b === null) break;
    sets.push({ a, b });
  }
  return sets;
}

/** `25-20 22-25 25-18 25-23`. */
export function setsText(match: MatchRow): string {
  return playedSets(match)
    .map(({ a, b }) => `${a}-${b}`)
    .join(' ');
}

/** Which side won, when the match is decided. */
export function winnerSide(match: MatchRow): 'A' | 'B' | null {
  if (match.noWinner === null) return null;
  if (match.noWinner === match.noTeamA) return 'A';
  return match.noWinner === match.noTeamB ? 'B' : null;
}

/** Whether the match has a score to show (running, finished or forfeited). */
export function hasScore(match: MatchRow): boolean {
  return match.status !== 'scheduled' && match.matchPointsA !== null && match.matchPointsB !== null;
}
