import { describe, expect, it } from 'vitest';
import { criteriaText, leftOutCriteria, moveCriterion, parseCriteria, toggleCriterion } from './criteria';

describe('standings criteria', () => {
  it('reads the known criteria in order, each once', () => {
    expect(parseCriteria(' setRatio  matchesWon headToHead ')).toEqual(['setRatio', 'matchesWon', 'headToHead']);
    expect(parseCriteria('matchesWon goalDifference matchesWon pointRatio')).toEqual(['matchesWon', 'pointRatio']);
    expect(parseCriteria('')).toEqual([]);
    expect(parseCriteria(null)).toEqual([]);
  });

  it('lists the criteria left out in the registry order', () => {
    expect(leftOutCriteria(['pointRatio', 'matchesWon'])).toEqual(['rankingPoints', 'setRatio', 'headToHead']);
    expect(leftOutCriteria([])).toHaveLength(5);
  });

  it('moves a criterion one place, never past either end', () => {
    const used = parseCriteria('matchesWon rankingPoints setRatio');
    expect(moveCriterion(used, 2, -1)).toEqual(['matchesWon', 'setRatio', 'rankingPoints']);
    expect(moveCriterion(used, 0, 1)).toEqual(['rankingPoints', 'matchesWon', 'setRatio']);
    expect(moveCriterion(used, 0, -1)).toEqual(used);
    expect(moveCriterion(used, 2, 1)).toEqual(used);
  });

  it('uses a criterion last and leaves one out', () => {
    const used = parseCriteria('matchesWon setRatio');
    expect(criteriaText(toggleCriterion(used, 'headToHead', true))).toBe('matchesWon setRatio headToHead');
    expect(toggleCriterion(used, 'matchesWon', false)).toEqual(['setRatio']);
    expect(toggleCriterion(used, 'matchesWon', true)).toEqual(['matchesWon', 'setRatio']);
  });
});
