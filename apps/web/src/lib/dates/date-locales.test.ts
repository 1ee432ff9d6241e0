import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { formatDate } from './date-formats';
import { loadedDateLocale } from './date-locales';

const DATE = new Date(2025, 10, 3, 14, 5, 9);

afterAll(() => i18n.changeLanguage('en'));

describe('date-fns locales', () => {
  it('are fetched with the dates catalogue of the interface language, and only its', async () => {
    expect(loadedDateLocale('fr')).toBeUndefined();
    expect(formatDate(DATE, 'long')).toBe('Monday, 3 November 2025 at 14:05');
    await i18n.changeLanguage('fr');
    expect(loadedDateLocale('fr')?.code).toBe('fr');
    expect(loadedDateLocale('es')).toBeUndefined();
    expect(formatDate(DATE, 'long')).toBe('lundi 3 novembre 2025 à 14:05');
  });

  it('write English day first without fetching anything', () => {
    expect(loadedDateLocale('en')).toBeUndefined();
    expect(formatDate(DATE, 'short', 'en')).toBe('03/11/2025');
  });
});
