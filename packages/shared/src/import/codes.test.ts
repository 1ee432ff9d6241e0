import { describe, expect, it } from 'vitest';
import { GENDER_CODES } from '../registry/field-codes';
import { BLOOD_GROUPS, RHESUS_FACTORS } from '../registry/people';
import { PLAYER_POSITIONS } from '../registry/players';
import { toFlag, toGender, toNumericCode, toTextCode } from './codes';

describe('toGender', () => {
  it.each(['M', 'm', 'H', 'Men', 'MALE', 'Man', 'Homme', 'Hommes', 'Masculin', 'Hombre', 'Masculino', 'Varón', ' m '])(
    'reads %j as men',
    (cell) => {
      expect(toGender(cell)).toEqual({ ok: true, value: GENDER_CODES.men });
    },
  );

  it.each(['F', 'W', 'w', 'Women', 'Female', 'Femme', 'Féminin', 'feminin', 'Mujer', 'Femenino', 'Dames'])(
    'reads %j as women',
    (cell) => {
      expect(toGender(cell)).toEqual({ ok: true, value: GENDER_CODES.women });
    },
  );

  it('refuses numbers, which systems give different meanings, and unknown words', () => {
    expect(toGender('1')).toEqual({ ok: false, reason: 'ambiguousCode' });
    expect(toGender(2)).toEqual({ ok: false, reason: 'ambiguousCode' });
    expect(toGender('X')).toEqual({ ok: false, reason: 'unknownCode' });
    expect(toGender('Mixed')).toEqual({ ok: false, reason: 'unknownCode' });
  });
});

describe('toNumericCode', () => {
  const statuses = { planned: 0, running: 4, finished: 9 };

  it('reads a code by its name in any case, or by its number', () => {
    expect(toNumericCode('Running', statuses)).toEqual({ ok: true, value: 4 });
    expect(toNumericCode('FINISHED', statuses)).toEqual({ ok: true, value: 9 });
    expect(toNumericCode('4', statuses)).toEqual({ ok: true, value: 4 });
    expect(toNumericCode(0, statuses)).toEqual({ ok: true, value: 0 });
  });

  it('refuses a number or a name that is none of its codes', () => {
    expect(toNumericCode('5', statuses)).toEqual({ ok: false, reason: 'unknownCode' });
    expect(toNumericCode('Cancelled', statuses)).toEqual({ ok: false, reason: 'unknownCode' });
  });
});

describe('toTextCode', () => {
  it('reads a code however it is spelt', () => {
    expect(toTextCode('outsideHitter', PLAYER_POSITIONS)).toEqual({ ok: true, value: 'outsideHitter' });
    expect(toTextCode('Outside hitter', PLAYER_POSITIONS)).toEqual({ ok: true, value: 'outsideHitter' });
    expect(toTextCode('MIDDLE_BLOCKER', PLAYER_POSITIONS)).toEqual({ ok: true, value: 'middleBlocker' });
    expect(toTextCode('Libéro', PLAYER_POSITIONS)).toEqual({ ok: true, value: 'libero' });
    expect(toTextCode('ab', BLOOD_GROUPS)).toEqual({ ok: true, value: 'AB' });
  });

  it('reads codes made of signs as written', () => {
    expect(toTextCode('+', RHESUS_FACTORS)).toEqual({ ok: true, value: '+' });
    expect(toTextCode(' - ', RHESUS_FACTORS)).toEqual({ ok: true, value: '-' });
    expect(toTextCode('±', RHESUS_FACTORS)).toEqual({ ok: false, reason: 'unknownCode' });
  });

  it('refuses what is none of the codes', () => {
    expect(toTextCode('Goalkeeper', PLAYER_POSITIONS)).toEqual({ ok: false, reason: 'unknownCode' });
  });
});

describe('toFlag', () => {
  it.each(['Yes', 'y', 'TRUE', '1', 'x', 'Oui', 'Sí', 'si', 'Vrai', 'Verdadero', true, 1])(
    'reads %j as yes',
    (cell) => {
      expect(toFlag(cell)).toEqual({ ok: true, value: true });
    },
  );

  it.each(['No', 'n', 'false', '0', 'Non', 'Faux', 'Falso', false, 0])('reads %j as no', (cell) => {
    expect(toFlag(cell)).toEqual({ ok: true, value: false });
  });

  it.each(['maybe', '2', 'ja'])('refuses %j', (cell) => {
    expect(toFlag(cell)).toEqual({ ok: false, reason: 'notYesOrNo' });
  });
});
