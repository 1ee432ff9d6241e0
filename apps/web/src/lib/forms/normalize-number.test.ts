import { describe, expect, it } from 'vitest';
import { allowsNegative, normalizeNumberInput, numberText, type NumberInputRules } from './normalize-number';

const normalize = (raw: string, rules: NumberInputRules = {}) => normalizeNumberInput(raw, rules);

describe('normalizeNumberInput', () => {
  describe('letters and other characters', () => {
    it.each([
      ['12a', '12', 12],
      ['a12', '12', 12],
      ['1e5', '15', 15],
      ['abc', '', null],
      ['1 000', '1000', 1000],
      ['1,5', '15', 15],
      ['+5', '5', 5],
      ['$12', '12', 12],
      ['١٢', '', null],
    ])('%j shows %j and is %j', (raw, text, value) => {
      expect(normalize(raw)).toEqual({ text, value });
    });
  });

  describe('the minus sign', () => {
    it('is accepted without min', () => {
      expect(normalize('-12')).toEqual({ text: '-12', value: -12 });
    });

    it('is accepted when min is negative', () => {
      expect(normalize('-5', { min: -10, max: 10 })).toEqual({ text: '-5', value: -5 });
      expect(normalize('-5', { min: -10, max: -1 })).toEqual({ text: '-5', value: -5 });
    });

    it('is refused when min is zero or more', () => {
      expect(normalize('-5', { min: 0 })).toEqual({ text: '5', value: 5 });
      expect(normalize('-5', { min: 1, max: 10 })).toEqual({ text: '5', value: 5 });
    });

    it('is alone a number not yet', () => {
      expect(normalize('-')).toEqual({ text: '-', value: null });
      expect(normalize('-', { min: 0 })).toEqual({ text: '', value: null });
    });

    it('counts only in front', () => {
      expect(normalize('5-3')).toEqual({ text: '53', value: 53 });
      expect(normalize('--5')).toEqual({ text: '-5', value: -5 });
      expect(normalize(' -5 ')).toEqual({ text: '-5', value: -5 });
    });

    it('tells where it is possible', () => {
      expect(allowsNegative({})).toBe(true);
      expect(allowsNegative({ min: -1 })).toBe(true);
      expect(allowsNegative({ min: 0 })).toBe(false);
      expect(allowsNegative({ max: -1, min: 0 })).toBe(false);
    });
  });

  describe('decimals', () => {
    it('keeps one delimiter, a dot', () => {
      expect(normalize('1.5')).toEqual({ text: '1.5', value: 1.5 });
      expect(normalize('1.2.3')).toEqual({ text: '1.23', value: 1.23 });
      expect(normalize('.5')).toEqual({ text: '.5', value: 0.5 });
    });

    it('lets a number be typed through its delimiter', () => {
      expect(normalize('1.')).toEqual({ text: '1.', value: 1 });
      expect(normalize('.')).toEqual({ text: '.', value: null });
      expect(normalize('-.')).toEqual({ text: '-.', value: null });
    });

    it('are cut, not rounded, beyond the allowed places', () => {
      expect(normalize('2.999', { decimals: 2 })).toEqual({ text: '2.99', value: 2.99 });
      expect(normalize('-2.999', { decimals: 1 })).toEqual({ text: '-2.9', value: -2.9 });
      expect(normalize('2.5', { decimals: 0 })).toEqual({ text: '2', value: 2 });
    });

    it('are cut entirely for integers', () => {
      expect(normalize('1.9', { format: 'integer' })).toEqual({ text: '1', value: 1 });
      expect(normalize('-1.9', { format: 'integer' })).toEqual({ text: '-1', value: -1 });
      expect(normalize('12.', { format: 'integer' })).toEqual({ text: '12', value: 12 });
      expect(normalize('.7', { format: 'integer' })).toEqual({ text: '', value: null });
    });
  });

  describe('min and max', () => {
    it('clamp the value, not what is being typed', () => {
      expect(normalize('150', { min: 0, max: 100 })).toEqual({ text: '150', value: 100 });
      expect(normalize('5', { min: 10, max: 100 })).toEqual({ text: '5', value: 10 });
      expect(normalize('-50', { min: -10 })).toEqual({ text: '-50', value: -10 });
    });

    it('include their bounds', () => {
      expect(normalize('0', { min: 0, max: 100 }).value).toBe(0);
      expect(normalize('100', { min: 0, max: 100 }).value).toBe(100);
    });

    it('hold for decimals', () => {
      expect(normalize('5.51', { max: 5.5 }).value).toBe(5.5);
      expect(normalize('0.1', { min: 0.25 }).value).toBe(0.25);
    });

    it('are whole for integers', () => {
      expect(normalize('9', { format: 'integer', max: 5.5 }).value).toBe(5);
      expect(normalize('1', { format: 'integer', min: 2.5 }).value).toBe(3);
    });

    it('leave an empty field empty', () => {
      expect(normalize('', { min: 1, max: 5 })).toEqual({ text: '', value: null });
    });
  });

  describe('value formats', () => {
    it('is a number by default', () => {
      expect(normalize('42').value).toBe(42);
      expect(normalize('42', { format: 'number' }).value).toBe(42);
    });

    it('is an integer when asked', () => {
      expect(normalize('42.9', { format: 'integer' }).value).toBe(42);
    });

    it('is a string when asked, keeping the digits typed', () => {
      expect(normalize('1.50', { format: 'string' }).value).toBe('1.50');
      expect(normalize('007', { format: 'string' }).value).toBe('7');
      expect(normalize('12.', { format: 'string' }).value).toBe('12');
      expect(normalize('-0', { format: 'string' }).value).toBe('0');
      expect(normalize('250', { format: 'string', max: 100 }).value).toBe('100');
      expect(normalize('', { format: 'string' }).value).toBeNull();
    });

    it('has no negative zero', () => {
      expect(Object.is(normalize('-0').value, 0)).toBe(true);
    });

    it('is no number beyond what numbers hold', () => {
      expect(normalize('9'.repeat(400)).value).toBeNull();
      expect(normalize('9'.repeat(400), { max: 10 }).value).toBe(10);
    });
  });
});

describe('numberText', () => {
  it('writes a value back for the field', () => {
    expect(numberText(12.5)).toBe('12.5');
    expect(numberText('7')).toBe('7');
    expect(numberText(null)).toBe('');
    expect(numberText(undefined)).toBe('');
  });
});
