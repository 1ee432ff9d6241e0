import { afterEach, describe, expect, it } from 'vitest';
import {
  inEnvironment,
  CLIENT_ENVIRONMENT_STORAGE_KEY,
  currentEnvironment,
  ENVIRONMENT_HEADER,
  ENVIRONMENT_STORAGE_KEY,
  setEnvironment,
} from './environment';

describe('environment', () => {
  afterEach(() => localStorage.clear());

  it('is production when nothing is stored', () => {
    expect(currentEnvironment()).toBe('production');
  });

  it('reads the stored choice', () => {
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, 'uat');
    expect(currentEnvironment()).toBe('uat');
  });

  it('falls back to production for an unknown value', () => {
    localStorage.setItem(ENVIRONMENT_STORAGE_KEY, 'staging');
    expect(currentEnvironment()).toBe('production');
  });

  it('writes both keys', () => {
    setEnvironment('development');
    expect(localStorage.getItem(ENVIRONMENT_STORAGE_KEY)).toBe('development');
    expect(localStorage.getItem(CLIENT_ENVIRONMENT_STORAGE_KEY)).toBe('development');
    expect(currentEnvironment()).toBe('development');
  });

  it('names the header after the federation', () => {
    expect(ENVIRONMENT_HEADER).toBe('X-FIVB-Env');
  });
});

describe('download links', () => {
  it('name the selected network unless it is production', () => {
    expect(inEnvironment('/documents/3', 'production')).toBe('/documents/3');
    expect(inEnvironment('/documents/3', 'uat')).toBe('/documents/3?env=uat');
    expect(inEnvironment('/a?b=1', 'development')).toBe('/a?b=1&env=development');
  });
});
