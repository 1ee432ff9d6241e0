import { afterAll, describe, expect, it } from 'vitest';
import { i18n, withManyForms } from './i18n';

afterAll(() => i18n.changeLanguage('en'));

describe('the catalogues of French and Spanish', () => {
  it('write whole millions with the `other` form (the plural form English lacks), never a key nor English', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.t('table:results', { count: 1 })).toBe('1 résultat');
    expect(i18n.t('table:results', { count: 1_000_000 })).toBe('1000000 résultats');
    await i18n.changeLanguage('es');
    expect(i18n.t('table:results', { count: 2_000_000 })).toBe('2000000 resultados');
  });

  it('are read alone: no English catalogue is fetched as a fallback', async () => {
    await i18n.changeLanguage('fr');
    expect(i18n.languages).toEqual(['fr']);
  });

  it('keep a `many` form they have, and copy `other` at every depth', () => {
    expect(withManyForms({ a_other: 'x', b: { c_one: 'y', c_other: 'z' }, d_other: 'o', d_many: 'm' })).toEqual({
      a_other: 'x',
      a_many: 'x',
      b: { c_one: 'y', c_other: 'z', c_many: 'z' },
      d_other: 'o',
      d_many: 'm',
    });
  });
});
