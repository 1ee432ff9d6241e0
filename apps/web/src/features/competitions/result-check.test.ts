import { describe, expect, it } from 'vitest';
import { INDOOR_FORMAT, BEACH_FORMAT } from '@libero/shared/competitions/match-rules';
import type { MatchStatus } from '@libero/shared/registry/competitions';
import {
  checkIndoorResult,
  checkResult,
  setPointsAttributes,
  typedSets,
  type Defaulting,
  type ResultInput,
  type TypedSet,
} from './result-check';

const typed = (...sets: [string, string][]): TypedSet[] => {
  const all = sets.map(([a, b]) => ({ a, b }));
  while (all.length < 5) all.push({ a: '', b: '' });
  return all;
};

type IndoorInput = { status: MatchStatus; forfeitBy: Defaulting; sets: TypedSet[] };
const indoor = ({ status, forfeitBy, sets }: IndoorInput) => checkIndoorResult(status, forfeitBy, sets);

describe('checkResult', () => {
  it('tells a set left half empty with the set rules, and a gap between sets', () => {
    const half = indoor({ status: 'finished', forfeitBy: '', sets: typed(['25', '20'], ['25', '']) });
    expect(half.issues).toEqual([
      {
        set: 2,
        key: 'competitions:resultErrors.SetNotFinished',
        params: { set: 2, points: 25, minLead: 2, a: '25', b: '?' },
      },
    ]);
    const gap = indoor({ status: 'finished', forfeitBy: '', sets: typed(['25', '20'], ['', ''], ['25', '20']) });
    expect(gap.issues.map((issue) => [issue.set, issue.key])).toEqual([[2, 'competitions:resultErrors.SetMissing']]);
  });

  it('lets a running match leave its last set open, not a finished one', () => {
    const sets = typed(['25', '20'], ['12', '10']);
    expect(indoor({ status: 'running', forfeitBy: '', sets })).toMatchObject({
      issues: [],
      setsWon: { a: 1, b: 0 },
    });
    expect(indoor({ status: 'finished', forfeitBy: '', sets }).issues[0]).toMatchObject({
      set: 2,
      key: 'competitions:resultErrors.SetNotFinished',
    });
  });

  it('refuses a score on a scheduled match and a forfeit without its team', () => {
    expect(indoor({ status: 'scheduled', forfeitBy: '', sets: typed(['3', '1']) }).issues[0]?.key).toBe(
      'competitions:result.scheduledHasScore',
    );
    expect(indoor({ status: 'scheduled', forfeitBy: '', sets: typed() }).issues).toEqual([]);
    expect(indoor({ status: 'forfeit', forfeitBy: '', sets: typed() }).issues[0]?.key).toBe(
      'competitions:result.defaultingRequired.forfeit',
    );
    expect(indoor({ status: 'forfeit', forfeitBy: 'A', sets: typed(['25', '24']) })).toEqual({
      issues: [],
      sets: [],
      setsWon: { a: 0, b: 3 },
      winner: 'b',
    });
  });

  it('takes the fifth set to 15', () => {
    const sets = typed(['25', '20'], ['20', '25'], ['25', '20'], ['20', '25'], ['15', '13']);
    expect(indoor({ status: 'finished', forfeitBy: '', sets })).toMatchObject({
      issues: [],
      setsWon: { a: 3, b: 2 },
    });
  });
});

describe('checkResult in the beach format', () => {
  const beach = (input: Partial<ResultInput>) =>
    checkResult({ format: BEACH_FORMAT, status: 'finished', resultType: 'normal', defaulting: '', sets: [], ...input });
  const three = (...sets: [string, string][]): TypedSet[] => {
    const all = sets.map(([a, b]) => ({ a, b }));
    while (all.length < 3) all.push({ a: '', b: '' });
    return all;
  };

  it('plays sets to 21 and the third to 15, two sets winning', () => {
    expect(beach({ sets: three(['21', '20']) }).issues[0]).toMatchObject({
      set: 1,
      key: 'competitions:resultErrors.SetNotFinished',
      params: { points: 21, a: 21, b: 20 },
    });
    expect(beach({ sets: three(['21', '19'], ['19', '21'], ['15', '14']) }).issues[0]).toMatchObject({
      set: 3,
      params: { points: 15, a: 15, b: 14 },
    });
    expect(beach({ sets: three(['21', '19'], ['19', '21'], ['15', '13']) })).toMatchObject({
      issues: [],
      setsWon: { a: 2, b: 1 },
      winner: 'a',
    });
  });

  it('counts a no-show 2-0 for the team that came, and a retirement for the other team', () => {
    expect(beach({ resultType: 'noShow', defaulting: 'B' })).toMatchObject({ setsWon: { a: 2, b: 0 }, winner: 'a' });
    expect(beach({ resultType: 'noShow' }).issues[0]?.key).toBe('competitions:result.defaultingRequired.noShow');
    expect(beach({ resultType: 'retirement', defaulting: 'A', sets: three(['21', '18'], ['5', '9']) })).toMatchObject({
      issues: [],
      winner: 'b',
    });
    expect(
      beach({ resultType: 'retirement', defaulting: 'A', sets: three(['21', '18'], ['21', '9']) }).issues[0]?.key,
    ).toBe('competitions:resultErrors.MatchAlreadyWon');
  });

  it('refuses a way of ending the format does not know', () => {
    expect(
      checkResult({ format: INDOOR_FORMAT, status: 'finished', resultType: 'retirement', defaulting: 'A', sets: [] })
        .issues[0]?.key,
    ).toBe('competitions:resultErrors.ResultTypeNotAllowed');
  });
});

describe("a result's sets as typed and as sent", () => {
  it('reads the saved points as text, a set without points empty', () => {
    const points: Record<string, number | null> = { A1: 21, B1: 18, A2: 19, B2: 21, A3: null, B3: null };
    expect(typedSets([1, 2, 3], (team, set) => points[`${team}${set}`] ?? null)).toEqual([
      { a: '21', b: '18' },
      { a: '19', b: '21' },
      { a: '', b: '' },
    ]);
  });

  it("sends each set's points trimmed, or clears every set of a match that is not scored", () => {
    const sets = [
      { a: ' 21', b: '18 ' },
      { a: '', b: '' },
    ];
    expect(setPointsAttributes([1, 2], sets, true)).toEqual({
      PointsTeamASet1: '21',
      PointsTeamBSet1: '18',
      PointsTeamASet2: '',
      PointsTeamBSet2: '',
    });
    expect(setPointsAttributes([1, 2], sets, false)).toEqual({
      PointsTeamASet1: '',
      PointsTeamBSet1: '',
      PointsTeamASet2: '',
      PointsTeamBSet2: '',
    });
  });
});
