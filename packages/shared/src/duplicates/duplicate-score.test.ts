import { describe, expect, it } from 'vitest';
import { LISTED_FROM, scorePair, type PairFacts } from './duplicate-score';

const alike: PairFacts = {
  names: 0.92,
  birth: 'same',
  sameGender: true,
  sameFederation: 'ITA',
  sameNationality: 'IT',
  samePassport: false,
};

describe('scorePair', () => {
  it('scores names alike born the same day in one federation high, and says so', () => {
    expect(scorePair(alike)).toEqual({
      score: 91,
      reasons: [
        { reason: 'birth', relation: 'same' },
        { reason: 'names', percent: 92 },
        { reason: 'sameFederation', code: 'ITA' },
      ],
    });
  });

  it('weighs the birth dates: same day, day and month swapped, a year apart, unknown, different', () => {
    const scores = (['same', 'swapped', 'yearApart', 'missing', 'differs'] as const).map(
      (birth) => scorePair({ ...alike, birth }).score,
    );
    expect(scores).toEqual([91, 81, 76, 66, 31]);
    expect(scores.filter((score) => score >= LISTED_FROM)).toHaveLength(4);
  });

  it('names the nationality when the federations differ, and the passport first', () => {
    const { score, reasons } = scorePair({ ...alike, birth: 'differs', sameFederation: null, samePassport: true });
    expect(score).toBe(61);
    expect(reasons).toEqual([
      { reason: 'samePassport' },
      { reason: 'birth', relation: 'differs' },
      { reason: 'names', percent: 92 },
      { reason: 'sameNationality', code: 'IT' },
    ]);
  });

  it('lowers persons of different genders, and keeps scores within 0 and 100', () => {
    expect(scorePair({ ...alike, sameGender: false })).toMatchObject({ score: 61 });
    expect(scorePair({ ...alike, samePassport: true }).score).toBe(100);
    expect(
      scorePair({
        ...alike,
        names: 0,
        birth: 'differs',
        sameFederation: null,
        sameNationality: null,
        sameGender: false,
      }).score,
    ).toBe(0);
  });
});
