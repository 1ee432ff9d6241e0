import { describe, expect, it } from 'vitest';
import { Coach, Referee } from '@libero/shared/registry/people';
import { Player } from '@libero/shared/registry/players';
import type { EntityDef } from '@libero/shared/registry/types';
import { formFields } from '../../lib/forms/entity-form/field-kinds';
import { personFormSections, type FormPart } from './person-form-layout';

describe('person form sections', () => {
  const names = (entity: EntityDef, part: FormPart = 'all') =>
    Object.fromEntries(
      personFormSections(entity, part).map((section) => [section.key, section.fields.map((spec) => spec.name)]),
    );

  it('show the writable fields an entity has, in order', () => {
    const player = names(Player);
    expect(Object.keys(player)).toEqual(['identity', 'passport', 'personal', 'role', 'measurements']);
    expect(player.identity).toEqual([
      'FirstName',
      'LastName',
      'Gender',
      'BirthDate',
      'BirthPlace',
      'NationalityCode',
      'NoFederation',
    ]);
    expect(player.role).toEqual([
      'PlaysVolley',
      'PlaysBeach',
      'ActiveVolley',
      'ActiveBeach',
      'Position',
      'SpikeReach',
      'BlockReach',
      'NoClub',
    ]);
    expect(player.measurements).toHaveLength(13);
    expect(names(Coach).role).toEqual(['ActiveVolley', 'ActiveBeach']);
    expect(names(Referee).role).toEqual(['ActiveVolley', 'ActiveBeach', 'Level']);
  });

  it('leave read-only fields out', () => {
    const all = formFields(personFormSections(Player, 'all')).map((spec) => spec.name);
    for (const readOnly of ['No', 'FederationCode', 'ClubName', 'Version', 'TeamName'])
      expect(all).not.toContain(readOnly);
  });

  it('keep only the fields a person writes themself for their measurements', () => {
    expect(names(Player, 'measurements')).toEqual({
      measurements: [
        'Height',
        'Weight',
        'NeckGirth',
        'BustGirth',
        'WaistGirth',
        'HipGirth',
        'ShoulderLength',
        'ArmLength',
        'ArmGirth',
        'TrouserLength',
        'Inseam',
        'ThighGirth',
        'FootLength',
      ],
    });
  });

  it('enter each field as its kind', () => {
    const kinds = Object.fromEntries(
      formFields(personFormSections(Player, 'all')).map((spec) => [spec.name, spec.kind]),
    );
    expect(kinds).toMatchObject({
      FirstName: 'text',
      Gender: 'gender',
      BirthDate: 'date',
      NationalityCode: 'country',
      NoFederation: 'federation',
      Email: 'email',
      MaritalStatus: 'oneOf',
      BloodGroup: 'oneOf',
      PlaysBeach: 'flag',
      SpikeReach: 'measure',
      NoClub: 'club',
      Height: 'measure',
    });
  });
});
