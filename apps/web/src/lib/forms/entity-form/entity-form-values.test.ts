import { describe, expect, it } from 'vitest';
import { Federation, VolleyClub } from '@libero/shared/registry/bodies';
import { Coach } from '@libero/shared/registry/people';
import { Player } from '@libero/shared/registry/players';
import type { EntityDef } from '@libero/shared/registry/types';
import { formDefaults, saveAttributes } from './entity-form-values';
import { formFields, formSections } from './field-kinds';

/** Every field of an entity, in one section. */
const fieldsOf = (entity: EntityDef) =>
  formFields(formSections(entity, [{ key: 'all', title: 'All', fields: Object.keys(entity.fields) }]));

const player = fieldsOf(Player);
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
    const values = formDefaults(fieldsOf(Coach), undefined, 9);
    expect(values).toMatchObject({ FirstName: '', Gender: '', NoFederation: '9', ActiveVolley: false, Height: null });
  });

  it('starts a new record with the first code of a required code, and no year', () => {
    expect(formDefaults(fieldsOf(Federation))).toMatchObject({ Status: 'active', NfCategory: '', FoundedYear: null });
    expect(formDefaults(fieldsOf(VolleyClub), undefined, 9)).toMatchObject({ Status: 'active', NoFederation: '9' });
  });

  it("keeps a record's code and year", () => {
    const values = formDefaults(fieldsOf(Federation), { no: 1, version: 3, status: 'suspended', foundedYear: 1946 });
    expect(values).toMatchObject({ Status: 'suspended', FoundedYear: 1946, NoPresident: '' });
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

  it('sends records chosen and years as numbers, and a cleared year or person as empty', () => {
    const federation = fieldsOf(Federation);
    const created = {
      ...formDefaults(federation),
      Code: 'ITA',
      Name: 'Federazione Italiana Pallavolo',
      CountryCode: 'IT',
      NoConfederation: '2',
      NoPresident: '501',
      FoundedYear: 1946,
    };
    expect(saveAttributes(federation, created)).toEqual({
      Code: 'ITA',
      Name: 'Federazione Italiana Pallavolo',
      CountryCode: 'IT',
      NoConfederation: 2,
      Status: 'active',
      Empowerment: false,
      FoundedYear: 1946,
      NoPresident: 501,
    });
    const defaults = formDefaults(federation, { no: 1, version: 3, foundedYear: 1946, noPresident: 501 });
    const cleared = { ...defaults, FoundedYear: null, NoPresident: '' };
    expect(saveAttributes(federation, cleared, { no: 1, version: 3, defaults })).toEqual({
      No: 1,
      Version: 3,
      FoundedYear: '',
      NoPresident: '',
    });
  });
});
