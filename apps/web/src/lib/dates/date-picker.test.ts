import { describe, expect, it } from 'vitest';
import { DATE_PICKER_DEFAULTS, isDateDisabled, isIsoDate, parseDateValue, toDateValue } from './date-picker';

describe('DATE_PICKER_DEFAULTS', () => {
  it('are those of SPEC §9', () => {
    expect(DATE_PICKER_DEFAULTS).toEqual({
      monthsShown: 1,
      weekStartsOn: 0,
      nextEnabledDayScan: 7,
      yearPanelSize: 10,
      displayFormat: 'long',
      valueFormat: 'ISO8601',
      defaultTime: '12:00',
    });
  });
});

describe('isDateDisabled', () => {
  const range = { min: '2025-11-01', max: '2025-11-30' };

  it('disables days before min and after max', () => {
    expect(isDateDisabled('2025-10-31', range)).toBe(true);
    expect(isDateDisabled('2025-12-01', range)).toBe(true);
  });

  it('keeps the bounds and the days between enabled', () => {
    expect(isDateDisabled('2025-11-01', range)).toBe(false);
    expect(isDateDisabled('2025-11-30', range)).toBe(false);
    expect(isDateDisabled('2025-11-30T23:59:00', range)).toBe(false);
  });

  it('has no limit on a side without bound', () => {
    expect(isDateDisabled('1900-01-01', { max: '2025-11-30' })).toBe(false);
    expect(isDateDisabled('2999-01-01', { min: '2025-11-01', max: '' })).toBe(false);
    expect(isDateDisabled('2999-01-01', {})).toBe(false);
  });
});

describe('parseDateValue', () => {
  it('gives a bare date the default time, 12:00', () => {
    expect(parseDateValue('2025-11-03')).toEqual(new Date(2025, 10, 3, 12, 0));
  });

  it('keeps the time of a full ISO value', () => {
    expect(parseDateValue('2025-11-03T08:30:00')).toEqual(new Date(2025, 10, 3, 8, 30));
  });

  it('is undefined for what is not a date', () => {
    expect(parseDateValue('')).toBeUndefined();
    expect(parseDateValue('2025-02-30')).toBeUndefined();
    expect(parseDateValue('03/11/2025')).toBeUndefined();
  });
});

describe('ISO values', () => {
  it('are written yyyy-MM-dd', () => {
    expect(toDateValue(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('are recognised', () => {
    expect(isIsoDate('2025-11-03')).toBe(true);
    expect(isIsoDate('2025-11-3')).toBe(false);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});
