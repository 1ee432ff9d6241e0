import { describe, expect, it } from 'vitest';
import { Coach, Referee } from '@libero/shared/registry/people';
import { Player } from '@libero/shared/registry/players';
import { formFields, formSections } from './person-form-fields';
import { personFormSchema } from './person-form-schema';
import { formDefaults } from './person-form-values';

const TODAY = '2025-11-03';
const fields = formFields(formSections(Player, 'all'));
const schema = personFormSchema(fields, TODAY);
const VALID = { ...formDefaults(fields), FirstName: 'Paola', LastName: 'Egonu', Gender: '1', NoFederation: '7' };

/** The message of each field refused when `changes` are made to a valid player. */
function problems(changes: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse({ ...VALID, ...changes });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('person form sections', () => {
  const names = (entity: typeof Player | typeof Coach, part: 'all' | 'measurements' = 'all') =>
    Object.fromEntries(
      formSections(entity, part).map((section) => [section.key, section.fields.map((spec) => spec.name)]),
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
    const all = formFields(formSections(Player, 'all')).map((spec) => spec.name);
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
});

describe('personFormSchema', () => {
  it('accepts a valid player, empty optional fields included', () => {
    expect(problems({})).toEqual({});
  });

  it('requires what the registry requires', () => {
    expect(problems({ FirstName: '', LastName: '  ', Gender: '', NoFederation: '' })).toEqual({
      FirstName: 'This field is required.',
      LastName: 'This field is required.',
      Gender: 'This field is required.',
      NoFederation: 'This field is required.',
    });
  });

  it('limits lengths', () => {
    expect(problems({ FirstName: 'x'.repeat(101) })).toEqual({
      FirstName: 'This field must be at most 100 characters.',
    });
    expect(problems({ FirstName: 'x'.repeat(100), PassportNo: 'P'.repeat(30) })).toEqual({});
    expect(problems({ PassportNo: 'P'.repeat(31) })).toEqual({
      PassportNo: 'This field must be at most 30 characters.',
    });
  });

  it('checks e-mail addresses', () => {
    expect(problems({ Email: 'paola@' })).toEqual({ Email: 'This field must be a valid e-mail address.' });
    expect(problems({ Email: 'paola.egonu@federvolley.it' })).toEqual({});
  });

  it('takes only the codes offered', () => {
    expect(problems({ MaritalStatus: 'engaged', Position: 'striker', BloodGroup: 'C' })).toEqual({
      MaritalStatus: 'This field is not valid.',
      Position: 'This field is not valid.',
      BloodGroup: 'This field is not valid.',
    });
    expect(problems({ MaritalStatus: 'married', Position: 'opposite', BloodGroup: 'AB', RhesusFactor: '-' })).toEqual(
      {},
    );
  });

  it('takes ISO alpha-2 country codes', () => {
    expect(problems({ NationalityCode: 'ITA', AddressCountryCode: 'XX' })).toEqual({
      NationalityCode: 'This field is not valid.',
      AddressCountryCode: 'This field is not valid.',
    });
    expect(problems({ NationalityCode: 'IT', AddressCountryCode: 'KE' })).toEqual({});
  });

  it('refuses a birthdate after today, not today itself', () => {
    expect(problems({ BirthDate: '2025-11-04' })).toEqual({ BirthDate: 'The selected date is invalid.' });
    expect(problems({ BirthDate: TODAY })).toEqual({});
    expect(problems({ BirthDate: '1998-12-18', PassportValidity: '2031-01-01' })).toEqual({});
  });

  it('refuses what is not a date', () => {
    expect(problems({ PassportValidity: '2031-02-30' })).toEqual({
      PassportValidity: 'This field must be a date in the format yyyy-MM-dd.',
    });
  });

  it('keeps measures within their stored bounds', () => {
    expect(problems({ Height: 1_905_000, Weight: null })).toEqual({});
    expect(Object.keys(problems({ Height: 2_800_001, Weight: -1 }))).toEqual(['Height', 'Weight']);
  });

  it('takes flags as booleans', () => {
    expect(problems({ PlaysBeach: true, ActiveVolley: false })).toEqual({});
    expect(Object.keys(problems({ PlaysBeach: 'yes' }))).toEqual(['PlaysBeach']);
  });
});
