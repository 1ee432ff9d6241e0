import { describe, expect, it } from 'vitest';
import { toCountryCode, toFederationCode } from './country-codes';

describe('toFederationCode', () => {
  it.each([
    ['ITA', 'ITA'],
    ['ita', 'ITA'],
    ['IT', 'ITA'],
    ['Italy', 'ITA'],
    ['Italie', 'ITA'],
    ['Italia', 'ITA'],
    ['  ITALY ', 'ITA'],
    ['GER', 'GER'],
    ['DEU', 'GER'],
    ['DE', 'GER'],
    ['Allemagne', 'GER'],
    ['Alemania', 'GER'],
    ['BRN', 'BRN'],
    ['États-Unis', 'USA'],
    ['Etats Unis', 'USA'],
    ['Estados Unidos', 'USA'],
    ['Côte d’Ivoire', 'CIV'],
    ['England', 'ENG'],
    ['Great Britain', 'GBR'],
    ['Turkey', 'TUR'],
    ['Chinese Taipei', 'TPE'],
  ])('reads %j as the federation %s', (cell, code) => {
    expect(toFederationCode(cell)).toEqual({ ok: true, value: code });
  });

  it.each(['Atlantis', 'XX', 'QQQ', '', 12])('refuses %j', (cell) => {
    expect(toFederationCode(cell)).toEqual({ ok: false, reason: 'unknownCountry' });
  });
});

describe('toCountryCode', () => {
  it.each([
    ['ITA', 'IT'],
    ['Italie', 'IT'],
    ['NED', 'NL'],
    ['Pays-Bas', 'NL'],
    ['Holland', 'NL'],
    ['SUI', 'CH'],
    ['Suiza', 'CH'],
    ['England', 'GB'],
  ])('reads %j as the ISO alpha-2 code %s', (cell, code) => {
    expect(toCountryCode(cell)).toEqual({ ok: true, value: code });
  });
});
