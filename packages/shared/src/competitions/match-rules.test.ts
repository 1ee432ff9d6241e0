import { describe, expect, it } from 'vitest';
import {
  BEACH_FORMAT,
  forfeitSets,
  INDOOR_FORMAT,
  resultProblemMessage,
  setState,
  validateMatchResult,
  validateResult,
  validateRunning,
  type ResultProblem,
  type ResultProblemCode,
  type SetScore,
} from './match-rules';

/** `'25-20 25-18'` → the sets, to keep the tables readable. */
const sets = (text: string): SetScore[] =>
  text
    .split(' ')
    .filter(Boolean)
    .map((set) => {
      const [a, b] = set.split('-').map(Number);
      return { a: a ?? NaN, b: b ?? NaN };
    });

const problemsOf = (check: { ok: true } | { ok: false; problems: ResultProblem[] }) =>
  check.ok ? [] : check.problems.map((problem) => [problem.code, problem.set]);

describe('a set', () => {
  it.each([
    ['indoor', 1, 25, 23, 'won'],
    ['indoor', 1, 25, 0, 'won'],
    ['indoor', 1, 26, 24, 'won'],
    ['indoor', 1, 31, 29, 'won'],
    ['indoor', 1, 25, 24, 'inProgress'],
    ['indoor', 1, 24, 20, 'inProgress'],
    ['indoor', 1, 0, 0, 'inProgress'],
    ['indoor', 1, 27, 20, 'overplayed'],
    ['indoor', 1, 26, 23, 'overplayed'],
    ['indoor', 1, 26, 10, 'overplayed'],
    ['indoor', 5, 15, 13, 'won'],
    ['indoor', 5, 16, 14, 'won'],
    ['indoor', 5, 25, 23, 'won'],
    ['indoor', 5, 25, 10, 'overplayed'],
    ['indoor', 4, 15, 13, 'inProgress'],
    ['beach', 1, 21, 19, 'won'],
    ['beach', 2, 22, 20, 'won'],
    ['beach', 2, 21, 20, 'inProgress'],
    ['beach', 3, 15, 12, 'won'],
    ['beach', 3, 21, 19, 'won'],
    ['beach', 3, 21, 10, 'overplayed'],
    ['beach', 1, -1, 21, 'invalid'],
    ['beach', 1, 21.5, 19, 'invalid'],
  ] as const)('%s, set %i, %i-%i is %s', (discipline, setNo, a, b, kind) => {
    const format = discipline === 'indoor' ? INDOOR_FORMAT : BEACH_FORMAT;
    expect(setState(format, setNo, { a, b }).kind).toBe(kind);
  });
});

describe('a played-out result', () => {
  it.each([
    ['25-20 25-18 25-10', 'a', 3, 0],
    ['25-20 20-25 25-18 26-24', 'a', 3, 1],
    ['25-20 20-25 25-18 18-25 15-13', 'a', 3, 2],
    ['20-25 25-20 18-25 25-18 14-16', 'b', 2, 3],
  ] as const)('indoor %s is won by %s, %i-%i', (text, winner, a, b) => {
    expect(validateResult(INDOOR_FORMAT, sets(text))).toEqual({
      ok: true,
      winner,
      setsWon: { a, b },
      sets: sets(text),
    });
  });

  it.each([
    ['21-19 21-17', 'a'],
    ['19-21 21-17 15-13', 'a'],
    ['19-21 23-25', 'b'],
  ] as const)('beach %s is won by %s', (text, winner) => {
    expect(validateResult(BEACH_FORMAT, sets(text))).toMatchObject({ ok: true, winner });
  });

  it.each<[string, string, [ResultProblemCode, number | null][]]>([
    ['indoor', '25-20 25-24 25-10', [['SetNotFinished', 2]]],
    ['indoor', '25-20 24-20 25-10', [['SetNotFinished', 2]]],
    ['indoor', '27-20 25-18 25-10', [['SetOverplayed', 1]]],
    ['indoor', '25-20 20-25 25-18 18-25 25-13', [['SetOverplayed', 5]]],
    ['indoor', '25-20 20-25 25-18 18-25 14-12', [['SetNotFinished', 5]]],
    ['indoor', '25-20 25-18 25-10 25-20', [['SetAfterMatchWon', 4]]],
    [
      'indoor',
      '25-20 25-18 25-10 25-20 15-10',
      [
        ['SetAfterMatchWon', 4],
        ['SetAfterMatchWon', 5],
      ],
    ],
    ['indoor', '25-20 25-18', [['MatchNotFinished', null]]],
    ['indoor', '', [['MatchNotFinished', null]]],
    ['indoor', '25-20 25.5-25 25-10 25-10', [['NegativeOrNonInteger', 2]]],
    [
      'indoor',
      '25-24 25-20 20-25 25-20 10-15 25-20',
      [
        ['SetNotFinished', 1],
        ['TooManySets', 6],
      ],
    ],
    ['beach', '21-19 21-17 15-10', [['SetAfterMatchWon', 3]]],
    ['beach', '21-19 17-21 21-12', [['SetOverplayed', 3]]],
    ['beach', '21-20 21-17', [['SetNotFinished', 1]]],
    ['beach', '21-19', [['MatchNotFinished', null]]],
  ])('%s %s breaks %j', (discipline, text, expected) => {
    const format = discipline === 'indoor' ? INDOOR_FORMAT : BEACH_FORMAT;
    expect(problemsOf(validateResult(format, sets(text)))).toEqual(expected);
  });

  it('refuses negative points', () => {
    expect(problemsOf(validateResult(BEACH_FORMAT, [{ a: -1, b: 21 }, ...sets('21-10 15-10')]))).toEqual([
      ['NegativeOrNonInteger', 1],
    ]);
  });

  it('names the set and the numbers a message needs', () => {
    const check = validateResult(INDOOR_FORMAT, sets('25-20 25-24 25-10'));
    expect(check.ok ? null : resultProblemMessage(check.problems[0]!)).toEqual({
      key: 'competitions:resultErrors.SetNotFinished',
      params: { set: 2, a: 25, b: 24, points: 25, minLead: 2 },
    });
  });
});

describe('a match in progress', () => {
  it.each([
    ['', null, 0, 0],
    ['0-0', null, 0, 0],
    ['25-20 12-10', null, 1, 0],
    ['25-20 20-25 25-18 18-25 14-14', null, 2, 2],
    ['25-20 25-18 25-10', 'a', 3, 0],
  ] as const)('%s stands at %s, %i-%i', (text, winner, a, b) => {
    expect(validateRunning(INDOOR_FORMAT, sets(text))).toEqual({ ok: true, winner, setsWon: { a, b } });
  });

  it.each<[string, [ResultProblemCode, number][]]>([
    ['25-24 10-8', [['SetNotFinished', 1]]],
    ['27-20 10-8', [['SetOverplayed', 1]]],
    ['25-20 25-18 25-10 3-2', [['SetAfterMatchWon', 4]]],
    ['25-20 30-10', [['SetOverplayed', 2]]],
  ])('%s breaks %j', (text, expected) => {
    expect(problemsOf(validateRunning(INDOOR_FORMAT, sets(text)))).toEqual(expected);
  });
});

describe('results not played out', () => {
  it('counts a forfeit as every set needed at target to zero', () => {
    expect(forfeitSets(INDOOR_FORMAT, 'a')).toEqual(sets('25-0 25-0 25-0'));
    expect(forfeitSets(BEACH_FORMAT, 'b')).toEqual(sets('0-21 0-21'));
    expect(validateMatchResult(INDOOR_FORMAT, { type: 'forfeit', winner: 'b' })).toEqual({
      ok: true,
      winner: 'b',
      setsWon: { a: 0, b: 3 },
      sets: sets('0-25 0-25 0-25'),
    });
    expect(validateMatchResult(BEACH_FORMAT, { type: 'noShow', winner: 'a' })).toMatchObject({
      ok: true,
      winner: 'a',
      setsWon: { a: 2, b: 0 },
    });
  });

  it('keeps the sets played when a beach team retires, and the retiring team loses', () => {
    expect(validateMatchResult(BEACH_FORMAT, { type: 'retirement', sets: sets('21-19 10-4'), retired: 'a' })).toEqual({
      ok: true,
      winner: 'b',
      setsWon: { a: 1, b: 0 },
      sets: sets('21-19 10-4'),
    });
    expect(validateMatchResult(BEACH_FORMAT, { type: 'retirement', sets: [], retired: 'b' })).toMatchObject({
      ok: true,
      winner: 'a',
    });
  });

  it.each<[string, Parameters<typeof validateMatchResult>, [ResultProblemCode, number | null][]]>([
    [
      'a retirement indoors',
      [INDOOR_FORMAT, { type: 'retirement', sets: [], retired: 'a' }],
      [['ResultTypeNotAllowed', null]],
    ],
    ['a no-show indoors', [INDOOR_FORMAT, { type: 'noShow', winner: 'a' }], [['ResultTypeNotAllowed', null]]],
    [
      'a retirement after the match was won',
      [BEACH_FORMAT, { type: 'retirement', sets: sets('21-10 21-10'), retired: 'b' }],
      [['MatchAlreadyWon', null]],
    ],
    [
      'a retirement after an unfinished set',
      [BEACH_FORMAT, { type: 'retirement', sets: sets('21-20 3-1'), retired: 'b' }],
      [['SetNotFinished', 1]],
    ],
    [
      'a normal result with a wrong set',
      [BEACH_FORMAT, { type: 'normal', sets: sets('21-20 21-10') }],
      [['SetNotFinished', 1]],
    ],
  ])('refuses %s', (_, args, expected) => {
    expect(problemsOf(validateMatchResult(...args))).toEqual(expected);
  });
});
