import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, toDate } from './date-formats';
import { loadDateLocale } from './date-locales';

// The interface language's locale comes with its `dates` catalogue (date-locales.test.ts); here all three are asked.
beforeAll(() => Promise.all([loadDateLocale('fr'), loadDateLocale('es')]));

// Local time: the expectations hold in any time zone.
const DATE = new Date(2025, 10, 3, 14, 5, 9);

describe('formatDate', () => {
  it.each([
    ['default', '3 Nov 2025', '3 nov. 2025', '3 nov 2025'],
    ['short', '03/11/2025', '03/11/2025', '03/11/2025'],
    ['time', '14:05:09', '14:05:09', '14:05:09'],
    ['timeShort', '14:05', '14:05', '14:05'],
    ['timeShortWithYear', '3 Nov 2025, 14:05', '3 nov. 2025, 14:05', '3 nov 2025, 14:05'],
    [
      'long',
      'Monday, 3 November 2025 at 14:05',
      'lundi 3 novembre 2025 à 14:05',
      'lunes, 3 de noviembre de 2025 a las 14:05',
    ],
  ] as const)('writes %s in en, fr and es', (name, english, french, spanish) => {
    expect(formatDate(DATE, name, 'en')).toBe(english);
    expect(formatDate(DATE, name, 'fr')).toBe(french);
    expect(formatDate(DATE, name, 'es')).toBe(spanish);
  });

  it('shows day, abbreviated month and year by default, in the interface language', () => {
    expect(formatDate(DATE)).toBe('3 Nov 2025');
  });

  it('reads ISO strings and timestamps', () => {
    expect(formatDate('2025-11-03')).toBe('3 Nov 2025');
    expect(formatDate('2025-11-03T14:05:09', 'time')).toBe('14:05:09');
    expect(formatDate(DATE.getTime(), 'timeShort')).toBe('14:05');
  });

  it('raises "Invalid time value" for an invalid date', () => {
    for (const value of ['not a date', '2025-13-01', Number.NaN, new Date('x')]) {
      expect(() => formatDate(value)).toThrow(new RangeError('Invalid time value'));
    }
  });
});

describe('toDate', () => {
  it('reads a bare ISO date as local midnight', () => {
    expect(toDate('2025-11-03')).toEqual(new Date(2025, 10, 3));
  });

  it('keeps a Date as it is', () => {
    expect(toDate(DATE)).toBe(DATE);
  });
});
