import { describe, expect, it } from 'vitest';
import { BEACH_FORMAT, INDOOR_FORMAT, type SetScore } from './match-rules';
import {
  computeStandings,
  FIVB_BEACH_POOL_STANDINGS,
  FIVB_INDOOR_STANDINGS,
  INDOOR_RANKING_POINTS,
  rankingPointsFor,
  ratio,
  type StandingsMatch,
  type StandingsRow,
} from './standings';

const sets = (text: string): SetScore[] =>
  text.split(' ').map((set) => {
    const [a, b] = set.split('-').map(Number);
    return { a: a ?? NaN, b: b ?? NaN };
  });

const played = (a: string, b: string, text: string): StandingsMatch<string> => ({
  a,
  b,
  result: { type: 'normal', sets: sets(text) },
});
const forfeited = (winner: string, loser: string): StandingsMatch<string> => ({
  a: winner,
  b: loser,
  result: { type: 'forfeit', winner: 'a' },
});

const WIN_3_0 = '25-20 25-20 25-20';
const WIN_2_0 = '21-15 21-15';

/** `team:rank` in standings order, to read a whole table at once. */
const ranking = (rows: StandingsRow<string>[]) => rows.map((row) => `${row.team}:${row.rank}`);
const indoor = (teams: string[], matches: StandingsMatch<string>[]) =>
  computeStandings(INDOOR_FORMAT, FIVB_INDOOR_STANDINGS, teams, matches);
const beach = (teams: string[], matches: StandingsMatch<string>[]) =>
  computeStandings(BEACH_FORMAT, FIVB_BEACH_POOL_STANDINGS, teams, matches);

describe('ratios', () => {
  it.each([
    [6, 3, 2],
    [3, 6, 0.5],
    [3, 0, Number.POSITIVE_INFINITY],
    [0, 0, 0],
    [0, 3, 0],
  ])('%i won over %i lost is %d', (won, lost, expected) => {
    expect(ratio(won, lost)).toBe(expected);
  });
});

describe('ranking points', () => {
  it.each([
    ['25-20 25-20 25-20', 'a', { a: 3, b: 0 }],
    ['25-20 20-25 25-20 25-20', 'a', { a: 3, b: 0 }],
    ['25-20 20-25 25-20 20-25 15-13', 'a', { a: 2, b: 1 }],
    ['20-25 25-20 20-25 25-20 13-15', 'b', { a: 1, b: 2 }],
  ] as const)('indoor %s gives %j', (text, winner, expected) => {
    const setsWon = { a: 0, b: 0 };
    for (const set of sets(text)) setsWon[set.a > set.b ? 'a' : 'b'] += 1;
    expect(rankingPointsFor(INDOOR_RANKING_POINTS, { type: 'normal', sets: sets(text) }, winner, setsWon)).toEqual(
      expected,
    );
  });

  it('are refused for a result the table does not know', () => {
    expect(() => rankingPointsFor(INDOOR_RANKING_POINTS, { type: 'noShow', winner: 'a' }, 'a', { a: 3, b: 0 })).toThrow(
      /noShow/,
    );
  });
});

describe('indoor standings', () => {
  it('count matches, ranking points, sets and points of every team', () => {
    const rows = indoor(
      ['A', 'B', 'C'],
      [played('A', 'B', '25-20 20-25 25-20 20-25 15-13'), forfeited('C', 'A'), played('B', 'C', '25-23 25-23 25-23')],
    );
    expect(rows.find((row) => row.team === 'A')).toMatchObject({
      played: 2,
      won: 1,
      lost: 1,
      rankingPoints: 2,
      setsWon: 3,
      setsLost: 5,
      setRatio: 0.6,
      pointsWon: 105,
      pointsLost: 178,
    });
    expect(rows.find((row) => row.team === 'C')).toMatchObject({ rankingPoints: 3, setsWon: 3, pointsWon: 144 });
  });

  it('list teams that have not played yet, level, with ratios of zero', () => {
    expect(ranking(indoor(['A', 'B', 'C', 'D'], [played('A', 'B', WIN_3_0)]))).toEqual(['A:1', 'B:2', 'C:3', 'D:3']);
  });

  it.each([
    [
      'matches won',
      ['A', 'B', 'C'],
      [played('A', 'B', WIN_3_0), played('A', 'C', WIN_3_0), played('B', 'C', WIN_3_0)],
      ['A:1', 'B:2', 'C:3'],
      'matchesWon',
    ],
    [
      'ranking points (a 3-2 win gives 2, a 2-3 loss 1)',
      ['A', 'B', 'C', 'D'],
      [
        played('A', 'C', '25-20 20-25 25-20 20-25 15-10'),
        played('B', 'D', WIN_3_0),
        played('C', 'D', WIN_3_0),
        played('B', 'A', WIN_3_0),
        played('A', 'D', WIN_3_0),
        played('C', 'B', WIN_3_0),
      ],
      ['C:1', 'B:2', 'A:3', 'D:4'],
      'rankingPoints',
    ],
    [
      'set ratio',
      ['A', 'B', 'C', 'D'],
      [played('A', 'C', WIN_3_0), played('B', 'D', '25-20 20-25 25-20 25-20')],
      ['A:1', 'B:2', 'D:3', 'C:4'],
      'setRatio',
    ],
    [
      'point ratio, when set ratios are both infinite',
      ['A', 'B', 'C', 'D'],
      [played('A', 'C', '25-10 25-10 25-10'), played('B', 'D', WIN_3_0)],
      ['A:1', 'B:2', 'D:3', 'C:4'],
      'pointRatio',
    ],
  ])('are decided by %s', (_, teams, matches, expected, criterion) => {
    const rows = indoor(teams, matches);
    expect(ranking(rows)).toEqual(expected);
    expect(rows[0]?.decidedBy).toBe(criterion);
  });

  it('give every criterion as a column, an unbeaten team an infinite set ratio', () => {
    const [first] = indoor(['A', 'B'], [played('A', 'B', WIN_3_0)]);
    expect(first?.criteria).toEqual({
      matchesWon: 1,
      rankingPoints: 3,
      setRatio: Number.POSITIVE_INFINITY,
      pointRatio: 1.25,
      headToHead: null,
    });
  });

  it('break a three-way tie by the mini-table of the tied teams’ mutual matches', () => {
    // A, B and C end 2-2 with the same sets and points; among themselves A won twice, B once, C never.
    const rows = indoor(
      ['A', 'B', 'C', 'D', 'E'],
      [
        played('A', 'B', WIN_3_0),
        played('A', 'C', WIN_3_0),
        played('D', 'A', WIN_3_0),
        played('E', 'A', WIN_3_0),
        played('B', 'C', WIN_3_0),
        played('B', 'D', WIN_3_0),
        played('E', 'B', WIN_3_0),
        played('C', 'D', WIN_3_0),
        played('C', 'E', WIN_3_0),
        played('E', 'D', WIN_3_0),
      ],
    );
    expect(ranking(rows)).toEqual(['E:1', 'A:2', 'B:3', 'C:4', 'D:5']);
    expect(rows.slice(1, 4).map((row) => [row.criteria.headToHead, row.decidedBy])).toEqual([
      [1, 'headToHead'],
      [2, 'headToHead'],
      [3, 'headToHead'],
    ]);
  });

  it('share a rank only when every criterion, head to head included, is equal', () => {
    // A beat B, B beat C, C beat A, all 3-0 25-20, and all three beat D alike: nothing sets them apart.
    const rows = indoor(
      ['A', 'B', 'C', 'D'],
      [
        played('A', 'B', WIN_3_0),
        played('B', 'C', WIN_3_0),
        played('C', 'A', WIN_3_0),
        ...['A', 'B', 'C'].map((team) => played(team, 'D', WIN_3_0)),
      ],
    );
    expect(ranking(rows)).toEqual(['A:1', 'B:1', 'C:1', 'D:4']);
    expect(rows[0]).toMatchObject({ decidedBy: null, criteria: { headToHead: 1 } });
    expect(rows[3]?.decidedBy).toBe('matchesWon');
  });

  it('refuse a result that breaks the rules, or a team not in the table', () => {
    expect(() => indoor(['A', 'B'], [played('A', 'B', '25-20 25-20')])).toThrow(/MatchNotFinished/);
    expect(() => indoor(['A', 'B'], [played('A', 'X', WIN_3_0)])).toThrow(/X/);
  });
});

describe('beach pool standings', () => {
  it('give 2 points for a win, 1 for a loss, none for a forfeit', () => {
    const rows = beach(
      ['A', 'B', 'C'],
      [played('A', 'B', WIN_2_0), forfeited('A', 'C'), played('B', 'C', '15-21 21-19 15-13')],
    );
    expect(rows.map((row) => [row.team, row.rankingPoints])).toEqual([
      ['A', 4],
      ['B', 3],
      ['C', 1],
    ]);
  });

  it('settle two teams level on points by their own match', () => {
    const rows = beach(
      ['A', 'B', 'C', 'D'],
      [
        played('B', 'A', '21-19 21-19'),
        played('A', 'C', '21-5 21-5'),
        played('A', 'D', '21-5 21-5'),
        played('C', 'B', WIN_2_0),
        played('B', 'D', '21-19 21-19'),
        played('D', 'C', '21-19 21-19'),
      ],
    );
    expect(ranking(rows)).toEqual(['B:1', 'A:2', 'D:3', 'C:4']);
    expect(rows.map((row) => row.decidedBy)).toEqual(['headToHead', 'headToHead', 'headToHead', 'headToHead']);
  });

  it('take the third of three tied teams out by the mini-table, then settle the first two head to head', () => {
    // A beat B 2-0, B beat C 2-1, C beat A 2-1, all beat D: the mini-table's set ratios put A, C, B.
    const matches = [
      played('A', 'B', WIN_2_0),
      played('B', 'C', '21-15 15-21 15-10'),
      played('C', 'A', '21-15 15-21 15-10'),
      ...['A', 'B', 'C'].map((team) => played(team, 'D', WIN_2_0)),
    ];
    expect(ranking(beach(['A', 'B', 'C', 'D'], matches))).toEqual(['C:1', 'A:2', 'B:3', 'D:4']);
    const rankAll = { ...FIVB_BEACH_POOL_STANDINGS, miniTable: 'rankAll' as const };
    expect(ranking(computeStandings(BEACH_FORMAT, rankAll, ['A', 'B', 'C', 'D'], matches))).toEqual([
      'A:1',
      'C:2',
      'B:3',
      'D:4',
    ]);
  });

  it('fall back on the ratios of all matches for two tied teams that have not met', () => {
    const rows = beach(['A', 'B', 'C', 'D'], [played('A', 'C', '21-10 21-10'), played('B', 'D', '21-19 21-19')]);
    expect(ranking(rows)).toEqual(['A:1', 'B:2', 'D:3', 'C:4']);
    expect(rows[0]).toMatchObject({ decidedBy: 'pointRatio', criteria: { headToHead: 1 } });
  });
});
