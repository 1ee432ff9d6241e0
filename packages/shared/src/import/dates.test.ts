import { describe, expect, it } from 'vitest';
import { toIsoDate } from './dates';

const today = new Date('2025-06-15T10:00:00Z');

describe('toIsoDate', () => {
  it.each([
    ['2001-04-23', '2001-04-23'],
    ['2001-04-23T00:00:00', '2001-04-23'],
    ['2001-04-23 00:00:00.000Z', '2001-04-23'],
    ['2001/04/23', '2001-04-23'],
    ['2001.4.3', '2001-04-03'],
    ['23/04/2001', '2001-04-23'],
    ['23.04.2001', '2001-04-23'],
    ['23-04-2001', '2001-04-23'],
    ['3/4/2001', '2001-04-03'],
    [' 23/04/2001 ', '2001-04-23'],
  ])('reads %j as %s', (cell, iso) => {
    expect(toIsoDate(cell, { today })).toEqual({ ok: true, value: iso });
  });

  it('reads the day first unless the column is month-first', () => {
    expect(toIsoDate('03/04/2001', { today })).toEqual({ ok: true, value: '2001-04-03' });
    expect(toIsoDate('03/04/2001', { today, order: 'monthFirst' })).toEqual({ ok: true, value: '2001-03-04' });
    expect(toIsoDate('04/23/2001', { today, order: 'monthFirst' })).toEqual({ ok: true, value: '2001-04-23' });
    expect(toIsoDate('04/23/2001', { today })).toEqual({ ok: false, reason: 'impossibleDate' });
  });

  it('reads Excel serial numbers, across its invented 29 February 1900', () => {
    expect(toIsoDate(37004, { today })).toEqual({ ok: true, value: '2001-04-23' });
    expect(toIsoDate(37004.75, { today })).toEqual({ ok: true, value: '2001-04-23' });
    expect(toIsoDate(61, { today })).toEqual({ ok: true, value: '1900-03-01' });
    expect(toIsoDate(59, { today })).toEqual({ ok: true, value: '1900-02-28' });
    expect(toIsoDate(1, { today })).toEqual({ ok: true, value: '1900-01-01' });
    expect(toIsoDate(60, { today })).toEqual({ ok: false, reason: 'impossibleDate' });
    expect(toIsoDate(0, { today })).toEqual({ ok: false, reason: 'notADate' });
    expect(toIsoDate(-5, { today })).toEqual({ ok: false, reason: 'notADate' });
  });

  it('reads a Date by its day where it was made', () => {
    expect(toIsoDate(new Date(2001, 3, 23), { today })).toEqual({ ok: true, value: '2001-04-23' });
    expect(toIsoDate(new Date('nonsense'), { today })).toEqual({ ok: false, reason: 'notADate' });
  });

  it('refuses days that do not exist', () => {
    expect(toIsoDate('31/02/2001', { today })).toEqual({ ok: false, reason: 'impossibleDate' });
    expect(toIsoDate('2001-02-29', { today })).toEqual({ ok: false, reason: 'impossibleDate' });
    expect(toIsoDate('29/02/2000', { today })).toEqual({ ok: true, value: '2000-02-29' });
    expect(toIsoDate('01/13/2001', { today })).toEqual({ ok: false, reason: 'impossibleDate' });
    expect(toIsoDate('00/01/2001', { today })).toEqual({ ok: false, reason: 'impossibleDate' });
  });

  it('refuses years before 1900 or a century ahead, and future days where the date must be past', () => {
    expect(toIsoDate('31/12/1899', { today })).toEqual({ ok: false, reason: 'yearOutOfRange' });
    expect(toIsoDate('0099-01-01', { today })).toEqual({ ok: false, reason: 'yearOutOfRange' });
    expect(toIsoDate('2126-01-01', { today })).toEqual({ ok: false, reason: 'yearOutOfRange' });
    expect(toIsoDate('2030-01-01', { today })).toEqual({ ok: true, value: '2030-01-01' });
    expect(toIsoDate('2025-06-16', { today, past: true })).toEqual({ ok: false, reason: 'futureDate' });
    expect(toIsoDate('2025-06-15', { today, past: true })).toEqual({ ok: true, value: '2025-06-15' });
  });

  it.each(['23/04/01', '23.4.01'])('does not guess the century of %j', (cell) => {
    expect(toIsoDate(cell, { today })).toEqual({ ok: false, reason: 'twoDigitYear' });
  });

  it.each(['April 23rd', '23/04-2001', '2001-04', '20010423', 'yesterday', true])('refuses %j', (cell) => {
    expect(toIsoDate(cell, { today })).toEqual({ ok: false, reason: 'notADate' });
  });
});
