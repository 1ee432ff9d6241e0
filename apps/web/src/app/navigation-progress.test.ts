import { afterEach, describe, expect, it } from 'vitest';
import { endProgress, startProgress } from './navigation-progress';

describe('the navigation progress bar', () => {
  afterEach(() => endProgress());

  it('shows a bar hidden from screen readers, with no made-up ARIA role', () => {
    startProgress();
    const bar = document.querySelector('#nprogress .bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('#nprogress [role]')).toBeNull();
  });
});
