import { describe, expect, it } from 'vitest';
import { Coach } from '@libero/shared/registry/people';
import { Player } from '@libero/shared/registry/players';
import { formFields, formSections } from './person-form-fields';
import { formDefaults, saveAttributes } from './person-form-values';

const player = formFields(formSections(Player, 'all'));
const RECORD = {
  no: 10,
  version: 42,
  firstName: 'Paola',
  lastName: 'Egonu',
  gender: 1,
  birthdate: '1998-12-18',
  noFederation: 7,
  nationalityCode: 'IT',
  playsVolley: 1,
  playsBeach: 0,
  height: 1_900_000,
  weight: null,
  email: null,
};

describe('formDefaults', () => {
  it("reads the record's values, under their answer names", () => {
    const values = formDefaults(player, RECORD);
    expect(values).toMatchObject({
      FirstName: 'Paola',
      Gender: '1',
      BirthDate: '1998-12-18',
      NoFederation: '7',
      NationalityCode: 'IT',
    });
    expect(values).toMatchObject({ PlaysVolley: true, PlaysBeach: false, Height: 1_900_000, Weight: null, Email: '' });
  });

  it('starts empty, in the federation of a Federation user', () => {
    const values = formDefaults(formFields(formSections(Coach, 'all')), undefined, 9);
    expect(values).toMatchObject({ FirstName: '', Gender: '', NoFederation: '9', ActiveVolley: false, Height: null });
  });
});

describe('saveAttributes', () => {
  it('sends on create every field given, trimmed and typed', () => {
    const values = {
      ...formDefaults(player),
      FirstName: ' Ana ',
      LastName: 'Silva',
      Gender: '1',
      NoFederation: '7',
      PlaysBeach: true,
      Height: 1_800_000,
    };
    expect(saveAttributes(player, values)).toEqual({
      FirstName: 'Ana',
      LastName: 'Silva',
      Gender: 1,
      NoFederation: 7,
      PlaysVolley: false,
      PlaysBeach: true,
      ActiveVolley: false,
      ActiveBeach: false,
      Height: 1_800_000,
    });
  });

  it('sends on update No, Version and only what changed; a cleared field as empty', () => {
    const defaults = formDefaults(player, RECORD);
    const values = { ...defaults, FirstName: 'Paola ', NationalityCode: '', PlaysBeach: true, Weight: 90_000_000 };
    expect(saveAttributes(player, values, { no: 10, version: 42, defaults })).toEqual({
      No: 10,
      Version: 42,
      NationalityCode: '',
      PlaysBeach: true,
      Weight: 90_000_000,
    });
  });

  it('sends nothing but No and Version when nothing changed', () => {
    const defaults = formDefaults(player, RECORD);
    expect(saveAttributes(player, { ...defaults }, { no: 10, version: 42, defaults })).toEqual({ No: 10, Version: 42 });
  });
});
