import { describe, expect, it } from 'vitest';
import { checkResult, type TypedSet } from './result-check';

const typed = (...sets: [string, string][]): TypedSet[] => {
  const all = sets.map(([a, b]) => ({ a, b }));
  while (all.length < 5) all.push({ a: '', b: '' });
  return all;
};

describe('checkResult', () => {
  it('tells a set left half empty with the set rules, and a gap between sets', () => {
    const half = checkResult({ status: 'finished', forfeitBy: '', sets: typed(['25', '20'], ['25', '']) });
    expect(half.issues).toEqual([
      {
        set: 2,
        key: 'competitions:resultErrors.SetNotFinished',
        params: { set: 2, points: 25, minLead: 2, a: '25', b: '?' },
      },
    ]);
    const gap = checkResult({ status: 'finished', forfeitBy: '', sets: typed(['25', '20'], ['', ''], ['25', '20']) });
    expect(gap.issues.map((issue) => [issue.set, issue.key])).toEqual([[2, 'competitions:resultErrors.SetMissing']]);
  });

  it('lets a running match leave its last set open, not a finished one', () => {
    const sets = typed(['25', '20'], ['12', '10']);
    expect(checkResult({ status: 'running', forfeitBy: '', sets })).toMatchObject({
      issues: [],
      setsWon: { a: 1, b: 0 },
    });
    expect(checkResult({ status: 'finished', forfeitBy: '', sets }).issues[0]).toMatchObject({
      set: 2,
      key: 'competitions:resultErrors.SetNotFinished',
    });
  });

  it('refuses a score on a scheduled match and a forfeit without its team', () => {
    expect(checkResult({ status: 'scheduled', forfeitBy: '', sets: typed(['3', '1']) }).issues[0]?.key).toBe(
      'competitions:result.scheduledHasScore',
    );
    expect(checkResult({ status: 'scheduled', forfeitBy: '', sets: typed() }).issues).toEqual([]);
    expect(checkResult({ status: 'forfeit', forfeitBy: '', sets: typed() }).issues[0]?.key).toBe(
      'competitions:result.forfeitByRequired',
    );
    expect(checkResult({ status: 'forfeit', forfeitBy: 'A', sets: typed(['25', '24']) })).toEqual({
      issues: [],
      sets: [],
      setsWon: { a: 0, b: 3 },
    });
  });

  it('takes the fifth set to 15', () => {
    const sets = typed(['25', '20'], ['20', '25'], ['25', '20'], ['20', '25'], ['15', '13']);
    expect(checkResult({ status: 'finished', forfeitBy: '', sets })).toMatchObject({
      issues: [],
      setsWon: { a: 3, b: 2 },
    });
  });
});
