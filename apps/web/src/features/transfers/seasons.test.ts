import { describe, expect, it } from 'vitest';
import { currentSeason, firstSeasonChoices, lastSeasonChoices, seasonName, transferSeasons } from './seasons';

describe('seasons', () => {
  it('names a season by its two years', () => {
    expect(seasonName(2025)).toBe('2025/26');
    expect(seasonName(2099)).toBe('2099/00');
  });

  it('offers the coming season and the five before it', () => {
    expect(transferSeasons(new Date(2026, 6, 1))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('comes to the next season on the day a season starts, 16 October', () => {
    expect(transferSeasons(new Date(2026, 9, 15))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(transferSeasons(new Date(2026, 9, 16))).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
  });

  it('keeps the next season coming through the season and after it ends, 15 May', () => {
    expect(transferSeasons(new Date(2027, 2, 1))).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
    expect(transferSeasons(new Date(2027, 4, 15))).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
    expect(transferSeasons(new Date(2027, 4, 16))).toEqual([2027, 2026, 2025, 2024, 2023, 2022]);
  });
});

describe('the seasons of a new transfer', () => {
  it('start with the current season, the coming one between two seasons', () => {
    expect(currentSeason(new Date(2026, 10, 1))).toBe(2026);
    expect(currentSeason(new Date(2027, 2, 1))).toBe(2026);
    expect(currentSeason(new Date(2027, 6, 1))).toBe(2027);
  });

  it('offer five first seasons, keeping one already chosen, and at most five seasons in all', () => {
    expect(firstSeasonChoices(2026)).toEqual([2026, 2027, 2028, 2029, 2030]);
    expect(firstSeasonChoices(2026, 2024)).toEqual([2024, 2026, 2027, 2028, 2029, 2030]);
    expect(lastSeasonChoices(2026)).toEqual([2026, 2027, 2028, 2029, 2030]);
  });
});
