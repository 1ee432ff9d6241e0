import { describe, expect, it } from 'vitest';
import { localName, nameField, safeWebUrl } from './body-names';

describe('localName', () => {
  const italy = { name: 'Italian Volleyball Federation', nameFr: 'Fédération italienne de volleyball', nameEs: '' };

  it('gives the name in the interface language', () => {
    expect(localName(italy, 'en')).toBe('Italian Volleyball Federation');
    expect(localName(italy, 'fr')).toBe('Fédération italienne de volleyball');
  });

  it('falls back to the English name when the language has none', () => {
    expect(localName(italy, 'es')).toBe('Italian Volleyball Federation');
    expect(localName({ name: 'Kenya Volleyball Federation', nameFr: null, nameEs: '  ' }, 'fr')).toBe(
      'Kenya Volleyball Federation',
    );
    expect(localName({ name: 'Kenya Volleyball Federation' }, 'es')).toBe('Kenya Volleyball Federation');
  });

  it('is empty without any name', () => {
    expect(localName({ name: null }, 'fr')).toBe('');
  });
});

describe('nameField', () => {
  it('names the field of each language', () => {
    expect(['en', 'fr', 'es'].map((language) => nameField(language as 'en'))).toEqual(['Name', 'NameFr', 'NameEs']);
  });
});

describe('safeWebUrl', () => {
  it('keeps http(s) addresses and completes bare hosts', () => {
    expect(safeWebUrl('https://www.federvolley.it')).toBe('https://www.federvolley.it');
    expect(safeWebUrl('http://kvf.co.ke/about')).toBe('http://kvf.co.ke/about');
    expect(safeWebUrl('www.federvolley.it')).toBe('https://www.federvolley.it');
  });

  it('refuses anything a link should not open', () => {
    expect(safeWebUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeWebUrl('data:text/html,hi')).toBeUndefined();
    expect(safeWebUrl('not a site')).toBeUndefined();
    expect(safeWebUrl(null)).toBeUndefined();
  });
});
