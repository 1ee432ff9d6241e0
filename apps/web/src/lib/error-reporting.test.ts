import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorEvent, EventHint } from '@sentry/react';
import { ENVIRONMENT_STORAGE_KEY } from './environment';
import {
  IGNORED_ERRORS,
  initErrorReporting,
  initErrorReportingWhenIdle,
  reportingOptions,
  shouldReport,
} from './error-reporting';

const init = vi.hoisted(() => vi.fn());
vi.mock('@sentry/react', () => ({ init }));

afterEach(() => {
  localStorage.clear();
  init.mockClear();
});

describe('shouldReport', () => {
  it('ignores the four browser messages of SPEC §8', () => {
    expect(shouldReport(new TypeError('Load failed'))).toBe(false);
    expect(shouldReport(new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldReport(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(shouldReport(new Error('ResizeObserver loop limit exceeded'))).toBe(false);
    expect(shouldReport('ResizeObserver loop limit exceeded')).toBe(false);
  });

  it('reports everything else', () => {
    expect(shouldReport(new Error('Failed to fetch'))).toBe(true);
    expect(shouldReport(new TypeError('Cannot read properties of undefined'))).toBe(true);
    expect(shouldReport(new RangeError('Invalid time value'))).toBe(true);
    expect(shouldReport(undefined)).toBe(true);
    expect(shouldReport({ reason: 'odd' })).toBe(true);
  });
});

describe('reportingOptions', () => {
  it('tags reports with the selected network and ignores the browser noise', () => {
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, 'uat');
    const options = reportingOptions('https://key@sentry.test/1');
    expect(options.environment).toBe('uat');
    expect(options.initialScope).toEqual({ tags: { environment: 'uat' } });
    expect(options.ignoreErrors).toEqual(IGNORED_ERRORS);
    expect(options.release).toBe('v20251103');
  });

  it('is tagged production by default', () => {
    expect(reportingOptions('https://key@sentry.test/1').environment).toBe('production');
  });

  it('drops an ignored error before sending', () => {
    const { beforeSend } = reportingOptions('https://key@sentry.test/1');
    const event = { message: 'x' } as ErrorEvent;
    const send = (error: unknown) => beforeSend?.(event, { originalException: error } as EventHint);
    expect(send(new TypeError('Failed to fetch'))).toBeNull();
    expect(send(new Error('Real fault'))).toBe(event);
  });
});

describe('initErrorReporting', () => {
  it('does nothing without a DSN', async () => {
    await expect(initErrorReporting(undefined)).resolves.toBe(false);
    await expect(initErrorReporting('')).resolves.toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('starts Sentry with a DSN, with 50-frame stacks', async () => {
    const limit = (Error as { stackTraceLimit?: number }).stackTraceLimit;
    await expect(initErrorReporting('https://key@sentry.test/1')).resolves.toBe(true);
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@sentry.test/1' }));
    expect((Error as { stackTraceLimit?: number }).stackTraceLimit).toBe(50);
    Object.assign(Error, { stackTraceLimit: limit });
  });
});

describe('initErrorReportingWhenIdle', () => {
  it('starts Sentry only once the browser is idle', async () => {
    const limit = (Error as { stackTraceLimit?: number }).stackTraceLimit;
    const started = initErrorReportingWhenIdle('https://key@sentry.test/1');
    expect(init).not.toHaveBeenCalled();
    await expect(started).resolves.toBe(true);
    expect(init).toHaveBeenCalledOnce();
    Object.assign(Error, { stackTraceLimit: limit });
  });

  it('never loads the SDK without a DSN', async () => {
    await expect(initErrorReportingWhenIdle(undefined)).resolves.toBe(false);
    expect(init).not.toHaveBeenCalled();
  });
});
