import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { i18n } from '../i18n';
import { formatRelativeTime, RELATIVE_TIME_REFRESH_MS, useRelativeTime } from './relative-time';

const NOW = new Date(2025, 10, 3, 12, 0, 0).getTime();
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (ms: number, language: 'en' | 'fr' | 'es' = 'en') => formatRelativeTime(NOW - ms, NOW, language);

beforeAll(async () => {
  await i18n.loadLanguages(['fr', 'es']);
});

afterEach(async () => {
  vi.useRealTimers();
  await act(() => i18n.changeLanguage('en'));
});

describe('formatRelativeTime', () => {
  it('says "just now" under one minute', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59 * SECOND)).toBe('just now');
    expect(ago(30 * SECOND, 'fr')).toBe("à l'instant");
    expect(ago(30 * SECOND, 'es')).toBe('justo ahora');
  });

  it('counts the largest whole unit after that', () => {
    expect(ago(MINUTE)).toBe('1 minute ago');
    expect(ago(59 * MINUTE)).toBe('59 minutes ago');
    expect(ago(3 * HOUR)).toBe('3 hours ago');
    expect(ago(2 * DAY)).toBe('2 days ago');
    expect(ago(10 * DAY)).toBe('1 week ago');
    expect(ago(40 * DAY)).toBe('1 month ago');
    expect(ago(400 * DAY)).toBe('1 year ago');
  });

  it('speaks French and Spanish', () => {
    expect(ago(3 * HOUR, 'fr')).toBe('il y a 3 heures');
    expect(ago(2 * 7 * DAY, 'fr')).toBe('il y a 2 semaines');
    expect(ago(3 * HOUR, 'es')).toBe('hace 3 horas');
    expect(ago(800 * DAY, 'es')).toBe('hace 2 años');
  });

  it('writes a coming time, seconds included', () => {
    expect(formatRelativeTime(NOW + 30 * SECOND, NOW)).toBe('in 30 seconds');
    expect(formatRelativeTime(NOW + 2 * DAY, NOW)).toBe('in 2 days');
  });

  it('reads ISO strings', () => {
    expect(formatRelativeTime('2025-11-03T09:00:00', NOW)).toBe('3 hours ago');
  });

  it('raises "Invalid time value" for an invalid date', () => {
    expect(() => formatRelativeTime('yesterday', NOW)).toThrow(new RangeError('Invalid time value'));
  });
});

describe('useRelativeTime', () => {
  it('is written again every 30 seconds', () => {
    vi.useFakeTimers({ now: NOW });
    const { result } = renderHook(() => useRelativeTime(NOW - 50 * SECOND));
    expect(result.current).toBe('just now');
    act(() => vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1));
    expect(result.current).toBe('just now');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('1 minute ago');
  });

  it('follows the interface language', async () => {
    const threeHoursAgo = Date.now() - 3 * HOUR;
    const { result } = renderHook(() => useRelativeTime(threeHoursAgo));
    expect(result.current).toBe('3 hours ago');
    await act(() => i18n.changeLanguage('es'));
    expect(result.current).toBe('hace 3 horas');
  });

  it('stops its timer when unmounted', () => {
    vi.useFakeTimers({ now: NOW });
    const { unmount } = renderHook(() => useRelativeTime(NOW));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
