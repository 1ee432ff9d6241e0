import { describe, expect, it } from 'vitest';
import { Confederation, Federation, VolleyClub } from '@libero/shared/registry/bodies';
import { Player } from '@libero/shared/registry/players';
import type { EntityDef, FieldDef } from '@libero/shared/registry/types';
import { fieldSpec, formFields, formSections, type FormLayout } from './field-kinds';

const kindOf = (entity: EntityDef, name: string) => fieldSpec(entity, name, () => true)?.kind;

describe('field kinds', () => {
  it('follow the target of the relation a field is the key of', () => {
    expect(kindOf(Federation, 'NoConfederation')).toBe('confederation');
    expect(kindOf(Federation, 'NoPresident')).toBe('person');
    expect(kindOf(Federation, 'NoSecretaryGeneral')).toBe('person');
    expect(kindOf(VolleyClub, 'NoFederation')).toBe('federation');
    expect(kindOf(Player, 'NoFederation')).toBe('federation');
    expect(kindOf(Player, 'NoClub')).toBe('club');
    expect(fieldSpec(Federation, 'NoPresident', () => true)?.relation).toEqual(Federation.relations.President);
  });

  it("follow the field's type, unit and write rules", () => {
    expect(kindOf(Federation, 'Code')).toBe('code');
    expect(kindOf(Federation, 'Website')).toBe('url');
    expect(kindOf(Federation, 'Email')).toBe('email');
    expect(kindOf(Federation, 'CountryCode')).toBe('country');
    expect(kindOf(Federation, 'Status')).toBe('oneOf');
    expect(kindOf(Federation, 'Empowerment')).toBe('flag');
    expect(kindOf(Federation, 'FoundedYear')).toBe('integer');
    expect(kindOf(Federation, 'Name')).toBe('text');
    expect(kindOf(Player, 'Height')).toBe('measure');
    expect(kindOf(Player, 'PassportValidity')).toBe('date');
    expect(kindOf(Player, 'Gender')).toBe('gender');
  });

  it('take an integer that is no relation key as a number', () => {
    const entity: EntityDef = { ...Player, relations: {} };
    expect(kindOf(entity, 'NoClub')).toBe('integer');
  });
});

describe('formSections', () => {
  const LAYOUT: FormLayout = [
    { key: 'identity', title: 'Identity', fields: ['Code', 'Name', 'NoConfederation', 'Nickname'] },
    { key: 'contacts', title: 'Contacts', fields: ['Website', 'Email', 'Phone'] },
    { key: 'numbers', title: 'Numbers', fields: ['PlayerCount', 'ClubCount', 'Version'] },
  ];
  const names = (writable?: (name: string, field: FieldDef) => boolean) =>
    formSections(Federation, LAYOUT, writable).map((section) => [
      section.key,
      section.title,
      section.fields.map((spec) => spec.name),
    ]);

  it('keep the fields the entity has and a Save may set, in the layout order', () => {
    expect(names()).toEqual([
      ['identity', 'Identity', ['Code', 'Name', 'NoConfederation']],
      ['contacts', 'Contacts', ['Website', 'Email', 'Phone']],
    ]);
  });

  it('skip the fields the user may not write, and the sections left empty', () => {
    const contactsOnly = (_name: string, field: FieldDef) => field.write?.self === true;
    expect(names(contactsOnly)).toEqual([['contacts', 'Contacts', ['Website', 'Email', 'Phone']]]);
    const notAdminOnly = (_name: string, field: FieldDef) => field.write?.adminOnly !== true;
    expect(names(notAdminOnly)).toEqual([['contacts', 'Contacts', ['Website', 'Email', 'Phone']]]);
  });

  it('never offer a field without write rules, whatever the user may write', () => {
    const all = formFields(formSections(Confederation, LAYOUT, () => true)).map((spec) => spec.name);
    expect(all).toEqual(['Code', 'Name', 'Website', 'Email', 'Phone']);
  });
});
