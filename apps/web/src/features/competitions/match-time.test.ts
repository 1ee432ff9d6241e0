import { describe, expect, it } from 'vitest';
import { checkDays, suggestedDays } from './round-robin-days';
import { dayHeading, utcOffsetLabel } from './match-time';
import { qualifiersProblem } from './qualifiers';

describe('utcOffsetLabel', () => {
  it("gives the hall's offset on the match's day, summer time included", () => {
    expect(utcOffsetLabel('2026-09-01', '16:00', 'Europe/Rome')).toBe('UTC+2');
    expect(utcOffsetLabel('2026-12-01', '16:00', 'Europe/Rome')).toBe('UTC+1');
    expect(utcOffsetLabel('2026-09-01', '19:30', 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffsetLabel('2026-07-01', '20:00', 'America/St_Johns')).toBe('UTC−2:30');
    expect(utcOffsetLabel('2026-07-01', '20:00', 'UTC')).toBe('UTC');
  });

  it('is empty without a zone, a time, or with a zone that does not exist', () => {
    expect(utcOffsetLabel('2026-09-01', '16:00', null)).toBe('');
    expect(utcOffsetLabel('2026-09-01', null, 'Europe/Rome')).toBe('');
    expect(utcOffsetLabel('2026-09-01', '16:00', 'Mars/Olympus')).toBe('');
  });
});

describe('dayHeading', () => {
  it('writes English days first, as the rest of the app', () => {
    // ICU versions differ on the comma after the weekday.
    expect(dayHeading('2026-09-01', 'en')).toMatch(/^Tuesday,? 1 September 2026$/);
    expect(dayHeading('2026-09-01', 'fr')).toMatch(/^mardi,? 1 septembre 2026$/);
  });
});

describe('round-robin days', () => {
  it('suggests a round a day, as many kick-offs as a round has matches', () => {
    expect(suggestedDays(4, '2026-09-30')).toEqual({
      dates: ['2026-09-30', '2026-10-01', '2026-10-02'],
      times: ['13:00', '16:00'],
    });
    expect(suggestedDays(5, '2026-09-01').dates).toHaveLength(5);
  });

  it('says how many days the matches need when the days given are too few', () => {
    expect(checkDays(4, ['2026-09-01', '2026-09-02', '2026-09-03'], ['16:00', '19:30'])).toEqual({
      ok: true,
      matches: 6,
    });
    expect(checkDays(4, ['2026-09-01'], ['16:00', '19:30'])).toEqual({ ok: false, matches: 6, daysNeeded: 3 });
  });
});

describe('qualifiersProblem', () => {
  it('takes rank:count pairs adding up to a bracket', () => {
    expect(qualifiersProblem('1:4 2:4')).toBeUndefined();
    expect(qualifiersProblem('1:6 2:6 3:4')).toBeUndefined();
    expect(qualifiersProblem('1:3')).toBe('size');
    expect(qualifiersProblem('winners')).toBe('format');
    expect(qualifiersProblem('0:2')).toBe('format');
  });
});
