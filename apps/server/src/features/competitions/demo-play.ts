import type { Faker } from '@faker-js/faker';
import {
  INDOOR_FORMAT,
  maxSets,
  setTarget,
  validateResult,
  type MatchFormat,
  type SetScore,
  type Side,
} from '@libero/shared/competitions/match-rules';
import type { Db } from '../../db/connection';
import { volleyHalls, type volleyMatches } from '../../db/schema/competitions';

/**
 * What the demo competitions play with: made-up results that keep the rules, referees who may
 * officiate, and days counted from today.
 */

type NewMatch = typeof volleyMatches.$inferInsert;
type SetColumn = `points${'A' | 'B'}${1 | 2 | 3 | 4 | 5}`;
export type ResultColumns = Pick<NewMatch, 'status' | 'setsA' | 'setsB' | 'winnerNo' | SetColumn>;
export type RefereeColumns = Pick<NewMatch, 'referee1No' | 'referee2No' | 'scorerNo'>;

/** `2026-11-25` plus `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `2026/27`: a national-league season by the year it starts. */
export function seasonName(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The first `weekday` (0 = Sunday) on or after `day`. */
export function weekdayFrom(day: string, weekday: number): string {
  const current = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (weekday - current + 7) % 7);
}

/** The chance that a team wins a set, from the two teams' strengths (a logistic curve). */
export function setChance(strengthA: number, strengthB: number): number {
  return 1 / (1 + Math.exp(strengthB - strengthA));
}

/** A set's final score: mostly to the target, one in six past it after a tie at the end. */
function setScore(random: Faker, target: number, deciding: boolean): { won: number; lost: number } {
  if (random.number.int(5) === 0) {
    const extra = random.number.int(deciding ? 2 : 4);
    return { won: target + 1 + extra, lost: target - 1 + extra };
  }
  const lowest = Math.round(target / 2);
  return { won: target, lost: random.number.int({ min: lowest, max: target - 2 }) };
}

/** The sets of a match played out in `format` (indoor by default), team A winning each set with `chanceA`. */
export function playSets(random: Faker, chanceA: number, format: MatchFormat = INDOOR_FORMAT): SetScore[] {
  const sets: SetScore[] = [];
  const won = { a: 0, b: 0 };
  while (won.a < format.setsToWin && won.b < format.setsToWin && sets.length < maxSets(format)) {
    const winner: Side = random.number.float() < chanceA ? 'a' : 'b';
    const set = sets.length + 1;
    const score = setScore(random, setTarget(format, set), set === maxSets(format));
    sets.push(winner === 'a' ? { a: score.won, b: score.lost } : { a: score.lost, b: score.won });
    won[winner] += 1;
  }
  return sets;
}

/** A finished match's columns: its set scores, sets won and winner, checked by the rules first. */
export function finishedResult(sets: readonly SetScore[], teamA: number, teamB: number): ResultColumns {
  const check = validateResult(INDOOR_FORMAT, sets);
  if (!check.ok) throw new Error(`Demo seed: ${JSON.stringify(sets)} breaks ${check.problems[0]?.code}`);
  const points = Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((set) => [
      [`pointsA${set}`, sets[set - 1]?.a ?? null],
      [`pointsB${set}`, sets[set - 1]?.b ?? null],
    ]),
  ) as Record<SetColumn, number | null>;
  return {
    status: 'finished',
    ...points,
    setsA: check.setsWon.a,
    setsB: check.setsWon.b,
    winnerNo: check.winner === 'a' ? teamA : teamB,
  };
}

export type Official = { no: number; federationNo: number | null };

/**
 * Hands out referees from a panel, from a place drawn for each match: three different people,
 * none of either team's federation, and nobody twice on one day while others are free.
 */
export function refereeDesk(panel: readonly Official[], random: Faker) {
  const busy = new Map<string, Set<number>>();
  return (day: string, federationNos: readonly (number | null)[]): RefereeColumns => {
    const today = busy.get(day) ?? new Set<number>();
    busy.set(day, today);
    const start = panel.length > 0 ? random.number.int(panel.length - 1) : 0;
    const chosen: number[] = [];
    for (const allowBusy of [false, true]) {
      for (let i = 0; i < panel.length && chosen.length < 3; i++) {
        const official = panel[(start + i) % panel.length]!;
        const ownFederation = official.federationNo !== null && federationNos.includes(official.federationNo);
        if (ownFederation || chosen.includes(official.no) || (!allowBusy && today.has(official.no))) continue;
        chosen.push(official.no);
      }
    }
    for (const no of chosen) today.add(no);
    return { referee1No: chosen[0] ?? null, referee2No: chosen[1] ?? null, scorerNo: chosen[2] ?? null };
  };
}

export type DemoHall = {
  key: string;
  name: string;
  city: string;
  countryCode: string;
  capacity: number;
  timeZone: string;
};

/** Adds the halls; answers each one's number by its key. */
export async function insertHalls(db: Db, halls: readonly DemoHall[]): Promise<Map<string, number>> {
  const rows = await db
    .insert(volleyHalls)
    .values(halls.map(({ key: _key, ...hall }) => hall))
    .returning({ no: volleyHalls.no });
  return new Map(halls.map((hall, i) => [hall.key, rows[i]!.no]));
}
