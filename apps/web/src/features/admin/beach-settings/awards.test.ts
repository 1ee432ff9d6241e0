import { describe, expect, it } from 'vitest';
import { awardsText, formatMoney, isReadable, parseAwards, pointsTableOf, prizeText, readPrize } from './awards';
import { bandProblems, readBands } from './category-form';

describe('awards', () => {
  it('reads the bands of a category and writes them back as they were', () => {
    const awards = '1-1:1200:3000000 2-2:1080:2000000 5-8:720:800000';
    const bands = parseAwards(awards);
    expect(bands).toEqual([
      { from: 1, to: 1, points: 1200, prizeMinor: 3_000_000 },
      { from: 2, to: 2, points: 1080, prizeMinor: 2_000_000 },
      { from: 5, to: 8, points: 720, prizeMinor: 800_000 },
    ]);
    expect(awardsText(bands)).toBe(awards);
    expect(parseAwards('  ')).toEqual([]);
    expect(parseAwards(null)).toEqual([]);
  });

  it('reads a band without its last position as a single place, and a broken band as not a number', () => {
    expect(parseAwards('3:500:0')).toEqual([{ from: 3, to: 3, points: 500, prizeMinor: 0 }]);
    expect(isReadable(pointsTableOf('1-1:x:0', 'USD'))).toBe(false);
    expect(isReadable(pointsTableOf('1-1:10:0 2-4:5:0', 'USD'))).toBe(true);
  });

  it('writes and reads prize money in major units, exactly', () => {
    expect(prizeText(3_000_050, 'USD')).toBe('30000.50');
    expect(prizeText(0, 'EUR')).toBe('0.00');
    expect(prizeText(5000, 'JPY')).toBe('5000');
    expect(readPrize('30000.5', 'USD')).toEqual({ minor: 3_000_050 });
    expect(readPrize('0', 'USD')).toEqual({ minor: 0 });
    expect(readPrize('19.99', 'EUR')).toEqual({ minor: 1999 });
    expect(readPrize('12.345', 'USD')).toEqual({ problem: 'prizeDecimals' });
    expect(readPrize('12,50', 'USD')).toEqual({ problem: 'prizeFormat' });
    expect(readPrize('', 'USD')).toEqual({ problem: 'prizeFormat' });
    expect(readPrize('10000000000', 'USD')).toEqual({ problem: 'prizeTooLarge' });
  });

  it('formats an amount in its currency in the interface language', () => {
    expect(formatMoney(8_200_000, 'USD', 'en')).toBe('$82,000.00');
    expect(formatMoney(150_050, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 500,50 €');
  });

  it('says what is wrong with the bands typed', () => {
    const rows = [
      { from: 1, to: 1, points: 100, prize: '10' },
      { from: 2, to: 4, points: 120, prize: '5' },
    ];
    const bands = readBands(rows, 'USD');
    expect(bands).toEqual([
      { from: 1, to: 1, points: 100, prizeMinor: 1000 },
      { from: 2, to: 4, points: 120, prizeMinor: 500 },
    ]);
    expect(bandProblems(bands ?? [], 'USD')).toEqual([{ code: 'BetterPlaceEarnsLess', band: 2 }]);
    expect(bandProblems([], 'USD')).toEqual([{ code: 'NoBands' }]);
    expect(readBands([{ from: 1, to: null, points: 1, prize: '0' }], 'USD')).toBeUndefined();
  });
});
