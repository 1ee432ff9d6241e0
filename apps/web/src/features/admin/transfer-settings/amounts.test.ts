import { describe, expect, it } from 'vitest';
import { amountText, formatMoney, MAX_AMOUNT_MINOR, readAmount } from './amounts';

describe('amounts', () => {
  it('writes minor units as major units with all their decimals', () => {
    expect(amountText(150_050, 'CHF')).toBe('1500.50');
    expect(amountText(7, 'EUR')).toBe('0.07');
    expect(amountText(100, 'USD')).toBe('1.00');
  });

  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['19.99', 1999],
    ['0.29', 29],
    [' 007.10 ', 710],
    ['.5', 50],
    ['100000000', MAX_AMOUNT_MINOR],
  ])('reads %s exactly as %i minor units', (text, minor) => {
    expect(readAmount(text, 'EUR')).toEqual({ minor });
  });

  it.each([
    ['12.345', 'decimals'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['-5', 'format'],
    ['12,50', 'format'],
    ['1e3', 'format'],
    ['', 'format'],
    ['100000000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %s (%s)', (text, problem) => {
    expect(readAmount(text, 'CHF')).toEqual({ problem });
  });

  it('formats an amount with its currency in the interface language', () => {
    expect(formatMoney(150_050, 'USD', 'en')).toBe('$1,500.50');
    expect(formatMoney(150_050, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('1 500,50 €');
  });
});
