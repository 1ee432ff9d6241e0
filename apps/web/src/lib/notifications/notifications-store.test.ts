import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { dismiss, dismissAll, getNotifications, notify, useNotifications } from './notifications-store';

describe('notifications store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-11-03T12:00:00Z') });
  });

  afterEach(() => {
    dismissAll();
    vi.useRealTimers();
  });

  it('adds a notification with a timestamp id and the info tone', () => {
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    const id = notify({ kind: 'saved', message: 'Saved.' });
    expect(id).toBe(Date.now());
    expect(getNotifications()).toEqual([{ id, kind: 'saved', message: 'Saved.', tone: 'info' }]);
  });

  it('gives distinct, growing ids to notifications of the same millisecond', () => {
    const ids = [1, 2, 3].map((n) => notify({ kind: `k${n}`, message: 'x' }));
    expect(new Set(ids).size).toBe(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('adds a notification of a kind already shown only once', () => {
    const first = notify({ kind: 'query-error', message: 'Something wrong happened.', tone: 'error' });
    vi.advanceTimersByTime(10);
    const second = notify({ kind: 'query-error', message: 'Something else.', tone: 'error' });
    expect(second).toBe(first);
    expect(getNotifications().map((n) => n.message)).toEqual(['Something wrong happened.']);
  });

  it('adds the kind again once the first one is dismissed', () => {
    const first = notify({ kind: 'query-error', message: 'a' });
    dismiss(first);
    vi.advanceTimersByTime(1);
    const second = notify({ kind: 'query-error', message: 'b' });
    expect(second).not.toBe(first);
    expect(getNotifications().map((n) => n.message)).toEqual(['b']);
  });

  it('adds duplicates when asked to', () => {
    notify({ kind: 'saved', message: 'a', unique: false });
    notify({ kind: 'saved', message: 'b', unique: false });
    expect(getNotifications()).toHaveLength(2);
  });

  it('removes by id, leaving the others', () => {
    const a = notify({ kind: 'a', message: 'a' });
    notify({ kind: 'b', message: 'b' });
    dismiss(a);
    expect(getNotifications().map((n) => n.kind)).toEqual(['b']);
    dismiss(12345);
    expect(getNotifications()).toHaveLength(1);
  });

  it('goes away by itself after its duration', () => {
    notify({ kind: 'saved', message: 'Saved.', tone: 'success', duration: 3_000 });
    notify({ kind: 'sticky', message: 'Stays.' });
    vi.advanceTimersByTime(2_999);
    expect(getNotifications()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(getNotifications().map((n) => n.kind)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(getNotifications().map((n) => n.kind)).toEqual(['sticky']);
  });

  it('forgets the timer of a notification dismissed early', () => {
    const id = notify({ kind: 'saved', message: 'Saved.', duration: 1_000 });
    dismiss(id);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('re-renders its readers', () => {
    const { result } = renderHook(() => useNotifications());
    expect(result.current).toEqual([]);
    let id = 0;
    act(() => {
      id = notify({ kind: 'saved', message: 'Saved.' });
    });
    expect(result.current.map((n) => n.id)).toEqual([id]);
    act(() => dismiss(id));
    expect(result.current).toEqual([]);
  });
});
