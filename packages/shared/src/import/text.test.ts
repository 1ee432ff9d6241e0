import { describe, expect, it } from 'vitest';
import { toText } from './text';
import { toDecimal, toInteger } from './numbers';

describe('toText', () => {
  it('trims and collapses inner white space', () => {
    expect(toText('  Anna \t Maria\n Rossi  ')).toEqual({ ok: true, value: 'Anna Maria Rossi' });
    expect(toText(42)).toEqual({ ok: true, value: '42' });
    expect(toText(new Date(2001, 3, 23))).toEqual({ ok: true, value: '2001-04-23' });
  });

  it.each(['=HYPERLINK("http://evil","x")', '+39 06 1234', '-1', '@SUM(A1:A2)'])(
    'keeps the formula-like %j as text',
    (cell) => {
      expect(toText(cell)).toEqual({ ok: true, value: cell });
    },
  );

  it('refuses text longer than the field allows', () => {
    expect(toText('a'.repeat(100), { maxLength: 100 })).toEqual({ ok: true, value: 'a'.repeat(100) });
    expect(toText('a'.repeat(101), { maxLength: 100 })).toEqual({ ok: false, reason: 'tooLong' });
    expect(toText(`  ${'a'.repeat(100)}  `, { maxLength: 100 }).ok).toBe(true);
  });

  it('refuses control characters and e-mail addresses that are not', () => {
    expect(toText('Anna\u0000')).toEqual({ ok: false, reason: 'controlCharacter' });
    expect(toText('anna@example', { format: 'email' })).toEqual({ ok: false, reason: 'invalidFormat' });
    expect(toText(' anna@example.org ', { format: 'email' })).toEqual({ ok: true, value: 'anna@example.org' });
  });
});

describe('numbers', () => {
  it('reads whole numbers within bounds', () => {
    expect(toInteger(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(toInteger(42)).toEqual({ ok: true, value: 42 });
    expect(toInteger('42.5')).toEqual({ ok: false, reason: 'notANumber' });
    expect(toInteger(42.5)).toEqual({ ok: false, reason: 'notANumber' });
    expect(toInteger('7', { min: 10 })).toEqual({ ok: false, reason: 'outOfRange' });
  });

  it('reads decimals with a point or a comma', () => {
    expect(toDecimal('12,5')).toEqual({ ok: true, value: 12.5 });
    expect(toDecimal('12.5', { max: 10 })).toEqual({ ok: false, reason: 'outOfRange' });
    expect(toDecimal('twelve')).toEqual({ ok: false, reason: 'notANumber' });
  });
});
