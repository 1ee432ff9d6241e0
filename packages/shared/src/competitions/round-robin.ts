/**
 * A round robin by the circle method: the first team stays put while the others turn one place a
 * round, and each round pairs the first slot with the last, the second with the one before it, and
 * so on. With an odd number of teams an empty slot joins; the team drawn against it has a bye.
 * The same teams in the same order always give the same rounds.
 */
export type Pairing<T> = { home: T; away: T };
export type Round<T> = { round: number; matches: Pairing<T>[]; bye: T | null };

export function roundRobin<T>(teams: readonly T[]): Round<T>[] {
  if (teams.length < 2) return [];
  const slots: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  return Array.from({ length: slots.length - 1 }, (_, i) => {
    const round = roundOf(slots, i + 1);
    slots.splice(1, 0, slots.pop()!);
    return round;
  });
}

function roundOf<T>(slots: readonly (T | null)[], round: number): Round<T> {
  const matches: Pairing<T>[] = [];
  let bye: T | null = null;
  for (let i = 0; i < slots.length / 2; i++) {
    const first = slots[i] ?? null;
    const second = slots[slots.length - 1 - i] ?? null;
    if (first === null || second === null) bye = first ?? second;
    // The fixed team would otherwise always be at home: it alternates.
    else matches.push(i === 0 && round % 2 === 0 ? { home: second, away: first } : { home: first, away: second });
  }
  return { round, matches, bye };
}

export type ScheduledMatch<T> = Pairing<T> & { round: number; date: string };

export type DaySpread<T> = { ok: true; matches: ScheduledMatch<T>[] } | { ok: false; daysNeeded: number };

/**
 * The matches in round order, `matchesPerDay` to a day on the dates given in order (a round may
 * run into the next day). Not enough dates: how many the rounds need.
 */
export function spreadOverDays<T>(
  rounds: readonly Round<T>[],
  dates: readonly string[],
  matchesPerDay: number,
): DaySpread<T> {
  if (!Number.isInteger(matchesPerDay) || matchesPerDay < 1) throw new RangeError('matchesPerDay must be 1 or more');
  const matches = rounds.flatMap((round) => round.matches.map((match) => ({ ...match, round: round.round })));
  const daysNeeded = Math.ceil(matches.length / matchesPerDay);
  if (daysNeeded > dates.length) return { ok: false, daysNeeded };
  return { ok: true, matches: matches.map((match, i) => ({ ...match, date: dates[Math.floor(i / matchesPerDay)]! })) };
}
