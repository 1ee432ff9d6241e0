import { describe, expect, it } from 'vitest';
import {
  beachDrawPlan,
  drawProblem,
  resolveBeachDraw,
  type BeachDrawEntries,
  type BeachDrawPlan,
  type BeachDrawResult,
  type BeachDrawSize,
} from './beach-draw';
import type { Side } from './match-rules';

const ELITE16: BeachDrawSize = {
  format: 'poolsThenElimination',
  mainDraw: 16,
  qualification: 16,
  fromQualification: 4,
};

/** Teams 1…n by entry order: main-draw seeds first, then the qualification's. */
function entriesOf(size: BeachDrawSize): BeachDrawEntries {
  const direct = size.qualification > size.fromQualification ? size.mainDraw - size.fromQualification : size.mainDraw;
  const mainDraw = Array.from({ length: direct }, (_, i) => i + 1);
  const qualification = Array.from({ length: size.qualification }, (_, i) => direct + i + 1);
  return { mainDraw, qualification };
}

const straightSets = (winner: Side) =>
  winner === 'a'
    ? [
        { a: 21, b: 15 },
        { a: 21, b: 17 },
      ]
    : [
        { a: 15, b: 21 },
        { a: 17, b: 21 },
      ];

/** Plays every match as soon as both its teams are known, `pick` choosing the winner. */
function playOut(plan: BeachDrawPlan, entries: BeachDrawEntries, pick: (a: number, b: number) => Side) {
  const results: Record<string, BeachDrawResult> = {};
  for (;;) {
    const state = resolveBeachDraw(plan, entries, results);
    const ready = plan.matches.filter((planned) => {
      const match = state.matches.get(planned.id);
      return match?.a.kind === 'team' && match.b.kind === 'team' && !(planned.id in results);
    });
    if (ready.length === 0) return { state, results };
    for (const planned of ready) {
      const match = state.matches.get(planned.id)!;
      if (match.a.kind !== 'team' || match.b.kind !== 'team') continue;
      const winner = pick(match.a.team, match.b.team);
      results[planned.id] = { winner, sets: straightSets(winner), byDefault: false };
    }
  }
}

const betterSeedWins = (a: number, b: number): Side => (a < b ? 'a' : 'b');
const positions = (finishes: Map<number, number>) => [...finishes.values()].sort((x, y) => x - y);
const count = (value: number, times: number) => Array<number>(times).fill(value);

describe('a beach draw', () => {
  it('lays out the rounds of an Elite 16 as the public service names them', () => {
    const plan = beachDrawPlan(ELITE16);
    expect(plan.rounds.map((round) => [round.code, round.name, round.bracket, round.phase])).toEqual([
      ['I', 'Round 1', 'W', 3],
      ['II', 'Round 2', 'W', 3],
      ['PA', 'Pool A', 'A', 4],
      ['PB', 'Pool B', 'B', 4],
      ['PC', 'Pool C', 'C', 4],
      ['PD', 'Pool D', 'D', 4],
      ['R12', 'Round of 12', 'W', 4],
      ['QF', 'Quarterfinals', 'W', 4],
      ['SF', 'Semifinals', 'S', 4],
      ['F3', 'Final 3rd Place', 'F', 4],
      ['F1', 'Final 1st Place', 'F', 4],
    ]);
    // 8 + 4 qualification matches, 16 pool matches, 4 + 4 + 2 + 1 + 1 in the bracket (pool winners skip round 1).
    expect(plan.matches).toHaveLength(12 + 16 + 12);
    expect(plan.rounds.every((round) => plan.matches.some((match) => match.roundCode === round.code))).toBe(true);
  });

  it.each([
    [
      'an Elite 16 with its qualification',
      ELITE16,
      [1, 2, 3, 4, ...count(5, 4), ...count(9, 4), ...count(13, 4), ...count(17, 4), ...count(21, 8)],
    ],
    [
      'a 32-team Challenge',
      { format: 'poolsThenElimination', mainDraw: 32, qualification: 0, fromQualification: 0 },
      [1, 2, 3, 4, ...count(5, 4), ...count(9, 8), ...count(17, 8), ...count(25, 8)],
    ],
    [
      'a 24-team draw (6 pools: the best four thirds go through)',
      { format: 'poolsThenElimination', mainDraw: 24, qualification: 0, fromQualification: 0 },
      [1, 2, 3, 4, ...count(5, 4), ...count(9, 8), ...count(17, 2), ...count(19, 6)],
    ],
    [
      'the Finals (8 teams, 2 pools)',
      { format: 'poolsThenElimination', mainDraw: 8, qualification: 0, fromQualification: 0 },
      [1, 2, 3, 4, 5, 5, 7, 7],
    ],
    [
      'a 16-team double elimination',
      { format: 'doubleElimination', mainDraw: 16, qualification: 0, fromQualification: 0 },
      [1, 2, 3, 4, 5, 5, 7, 7, ...count(9, 4), ...count(13, 4)],
    ],
    [
      'a single pool of four',
      { format: 'poolsThenElimination', mainDraw: 4, qualification: 0, fromQualification: 0 },
      [1, 2, 3, 4],
    ],
  ] as const)('of %s places every team once, the better seed winning', (_name, size, expected) => {
    const plan = beachDrawPlan(size);
    const entries = entriesOf(size);
    const { state } = playOut(plan, entries, betterSeedWins);
    expect(state.complete).toBe(true);
    expect(positions(state.finishes)).toEqual(expected);
    expect(state.finishes.get(1)).toBe(1);
  });

  it('places every team whoever wins, and only once', () => {
    for (let run = 1; run <= 20; run++) {
      let seed = run;
      const toss = (): Side => ((seed = (seed * 16807) % 2147483647) % 2 === 0 ? 'a' : 'b');
      for (const size of [ELITE16, { ...ELITE16, format: 'doubleElimination' as const }]) {
        const entries = entriesOf(size);
        const { state } = playOut(beachDrawPlan(size), entries, () => toss());
        expect(state.complete).toBe(true);
        expect(state.finishes.size).toBe(entries.mainDraw.length + entries.qualification.length);
      }
    }
  });

  it('puts the qualifiers into the main draw only once they have won through', () => {
    const plan = beachDrawPlan(ELITE16);
    const entries = entriesOf(ELITE16);
    const before = resolveBeachDraw(plan, entries, {});
    // Seed 16 is the fourth qualifier (from qualification seed 4's part of the draw): not known yet.
    expect(before.matches.get('A1')).toMatchObject({ a: { kind: 'team', team: 1 }, b: { kind: 'pending' } });
    expect(before.matches.get('Q1-1')).toMatchObject({ a: { kind: 'team', team: 13 }, b: { kind: 'team', team: 28 } });
    const { state } = playOut(plan, entries, betterSeedWins);
    expect(state.matches.get('A1')).toMatchObject({ a: { kind: 'team', team: 1 }, b: { kind: 'team', team: 16 } });
  });

  it('ranks a pool by its places, then records: match points, sets and points', () => {
    const plan = beachDrawPlan({ format: 'poolsThenElimination', mainDraw: 4, qualification: 0, fromQualification: 0 });
    const entries = { mainDraw: [1, 2, 3, 4], qualification: [] };
    const results: Record<string, BeachDrawResult> = {
      A1: {
        winner: 'b',
        sets: [
          { a: 19, b: 21 },
          { a: 21, b: 18 },
          { a: 13, b: 15 },
        ],
        byDefault: false,
      },
      A2: {
        winner: 'a',
        sets: [
          { a: 21, b: 0 },
          { a: 21, b: 0 },
        ],
        byDefault: true,
      },
    };
    const state = resolveBeachDraw(plan, entries, results);
    expect(state.pools[0]!.complete).toBe(false);
    expect(state.pools[0]!.records.map((r) => [r.team, r.matchPoints, r.setsWon, r.setsLost])).toEqual([
      [2, 2, 2, 0],
      [4, 2, 2, 1],
      [1, 1, 1, 2],
      [3, 0, 0, 2],
    ]);
    // The winners' match: 4 against 2.
    expect(state.matches.get('A3')).toMatchObject({ a: { kind: 'team', team: 4 }, b: { kind: 'team', team: 2 } });
  });

  it('gives the best thirds their places only once every pool is played', () => {
    const size: BeachDrawSize = {
      format: 'poolsThenElimination',
      mainDraw: 24,
      qualification: 0,
      fromQualification: 0,
    };
    const plan = beachDrawPlan(size);
    const entries = entriesOf(size);
    const { results } = playOut(plan, entries, betterSeedWins);
    const poolF = Object.fromEntries(Object.entries(results).filter(([id]) => !id.startsWith('F')));
    const state = resolveBeachDraw(plan, entries, poolF);
    // Every pool but F is played: its fourth is placed (a fourth never goes through), no third yet.
    expect(state.pools.filter((pool) => pool.complete)).toHaveLength(5);
    const thirds = state.pools.flatMap((pool) => pool.records.filter((r) => r.place === 3).map((r) => r.team));
    expect(thirds.some((team) => state.finishes.has(team))).toBe(false);
    expect(state.finishes.get(24)).toBe(19);
  });

  it('refuses a draw of fewer than four teams, or qualifiers that do not halve down', () => {
    expect(drawProblem({ ...ELITE16, mainDraw: 3 })).toBe('TooFewTeams');
    expect(drawProblem({ ...ELITE16, fromQualification: 3 })).toBe('QualifiersNotPowerOfTwo');
    expect(drawProblem(ELITE16)).toBeNull();
  });
});
