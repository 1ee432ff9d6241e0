import { describe, expect, it } from 'vitest';
import { seasonName, transferSeasons } from './seasons';

describe('seasons', () => {
  it('names a season by its two years', () => {
    expect(seasonName(2025)).toBe('2025/26');
    expect(seasonName(2099)).toBe('2099/00');
  });

  it('offers the coming season and the five before it', () => {
    expect(transferSeasons(new Date(2026, 8, 30))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(transferSeasons(new Date(2026, 9, 1))).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
  });
});
