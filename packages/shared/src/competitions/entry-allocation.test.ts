import { describe, expect, it } from 'vitest';
import {
  allocateEntries,
  entryOrder,
  withdrawTeam,
  type Allocation,
  type EntryRules,
  type EntryTeam,
} from './entry-allocation';

const rules: EntryRules = {
  mainDrawSize: 6,
  fromQualification: 2,
  qualificationSize: 4,
  wildcards: 1,
  federationQuota: 2,
  wildcardsCountInQuota: false,
};

const team = (teamNo: number, federation: string, points: number, changes: Partial<EntryTeam> = {}): EntryTeam => ({
  teamNo,
  federation,
  playerPoints: [points / 2, points / 2],
  enteredAt: '2026-05-01T10:00:00Z',
  ...changes,
});

const TEAMS = [
  team(1, 'BRA', 1000),
  team(2, 'USA', 900),
  team(3, 'BRA', 800),
  team(4, 'BRA', 780),
  team(5, 'GER', 600),
  team(6, 'NOR', 500),
  team(7, 'USA', 400),
  team(8, 'ITA', 300),
  team(9, 'POL', 200),
  team(10, 'SUI', 100, { wildcard: true }),
  team(11, 'AUT', 80),
];

/** `status:teamNo` (with the seed where there is one), in allocation order. */
const summary = (allocation: Allocation) =>
  allocation.map((entry) => `${entry.status}:${entry.team.teamNo}${entry.seed === null ? '' : `#${entry.seed}`}`);

describe('the entry list order', () => {
  it.each([
    ['more entry points', team(1, 'A', 500), team(2, 'B', 400), -1],
    [
      'the better single player',
      team(1, 'A', 800, { playerPoints: [400, 400] }),
      team(2, 'B', 800, { playerPoints: [600, 200] }),
      1,
    ],
    ['the earlier entry', team(1, 'A', 800, { enteredAt: '2026-05-02T08:00:00Z' }), team(2, 'B', 800), 1],
    ['the lower team number', team(2, 'A', 800), team(1, 'B', 800), 1],
  ])('puts first the team with %s', (_, x, y, sign) => {
    expect(Math.sign(entryOrder(x, y))).toBe(sign);
  });
});

describe('allocating the entries', () => {
  it('fills the main draw after the wildcards and the qualifiers’ places, then the qualification, then reserves', () => {
    expect(summary(allocateEntries(TEAMS, rules))).toEqual([
      'mainDraw:1#1',
      'mainDraw:2#2',
      'mainDraw:3#3',
      'mainDraw:10#4',
      'qualification:5#1',
      'qualification:6#2',
      'qualification:7#3',
      'qualification:8#4',
      'reserve:9',
      'reserve:11',
      'overQuota:4',
    ]);
  });

  it('says which team is in by a wildcard and what entry points each has', () => {
    const wildcard = allocateEntries(TEAMS, rules).find((entry) => entry.team.teamNo === 10);
    expect(wildcard).toMatchObject({ byWildcard: true, entryPoints: 100, status: 'mainDraw' });
  });

  it('gives a place no wildcard takes to the next team by points', () => {
    const noWildcard = TEAMS.map((entry) => ({ ...entry, wildcard: false }));
    expect(summary(allocateEntries(noWildcard, rules)).slice(0, 5)).toEqual([
      'mainDraw:1#1',
      'mainDraw:2#2',
      'mainDraw:3#3',
      'mainDraw:5#4',
      'qualification:6#1',
    ]);
  });

  it('lets only as many wildcards in as the tournament has; other teams named enter on points', () => {
    const twoWildcards = [...TEAMS, team(12, 'ESP', 90, { wildcard: true })];
    const allocation = allocateEntries(twoWildcards, rules);
    expect(allocation.find((entry) => entry.team.teamNo === 12)).toMatchObject({
      status: 'reserve',
      byWildcard: false,
    });
  });

  it('counts wildcards in the federation quota only when the tournament says so', () => {
    const brazilianWildcard = [
      ...TEAMS.filter((entry) => entry.teamNo !== 10),
      team(12, 'BRA', 50, { wildcard: true }),
    ];
    const counted = allocateEntries(brazilianWildcard, { ...rules, wildcardsCountInQuota: true });
    expect(counted.filter((entry) => entry.status === 'overQuota').map((entry) => entry.team.teamNo)).toEqual([3, 4]);
    const notCounted = allocateEntries(brazilianWildcard, rules);
    expect(notCounted.filter((entry) => entry.status === 'overQuota').map((entry) => entry.team.teamNo)).toEqual([4]);
  });

  it('puts every team in the main draw when too few are left for a qualification', () => {
    const fewTeams = TEAMS.filter((entry) => [1, 2, 3, 5, 10].includes(entry.teamNo));
    expect(summary(allocateEntries(fewTeams, rules))).toEqual([
      'mainDraw:1#1',
      'mainDraw:2#2',
      'mainDraw:3#3',
      'mainDraw:5#4',
      'mainDraw:10#5',
    ]);
  });
});

describe('a withdrawal', () => {
  it.each([
    [
      'from the main draw moves the first qualification team up and the first reserve in',
      2,
      [
        { teamNo: 2, from: 'mainDraw', to: 'withdrawn' },
        { teamNo: 5, from: 'qualification', to: 'mainDraw' },
        { teamNo: 9, from: 'reserve', to: 'qualification' },
      ],
    ],
    [
      'frees a quota place for the federation’s next team',
      3,
      [
        { teamNo: 3, from: 'mainDraw', to: 'withdrawn' },
        { teamNo: 4, from: 'overQuota', to: 'mainDraw' },
      ],
    ],
    [
      'of a wildcard gives its place to the next team by points',
      10,
      [
        { teamNo: 10, from: 'mainDraw', to: 'withdrawn' },
        { teamNo: 5, from: 'qualification', to: 'mainDraw' },
        { teamNo: 9, from: 'reserve', to: 'qualification' },
      ],
    ],
    ['from the reserves moves nobody else', 9, [{ teamNo: 9, from: 'reserve', to: 'withdrawn' }]],
  ])('%s', (_, teamNo, moves) => {
    expect(withdrawTeam(TEAMS, teamNo, rules).moves).toEqual(moves);
  });

  it('keeps the withdrawn team on the list, marked', () => {
    const { teams, allocation } = withdrawTeam(TEAMS, 2, rules);
    expect(teams.find((entry) => entry.teamNo === 2)?.withdrawn).toBe(true);
    expect(allocation.at(-1)).toMatchObject({ status: 'withdrawn', seed: null, team: { teamNo: 2 } });
    expect(allocateEntries(teams, rules)).toEqual(allocation);
  });
});
