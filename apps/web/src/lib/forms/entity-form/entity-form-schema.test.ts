import { describe, expect, it } from 'vitest';
import { Federation, VolleyClub } from '@libero/shared/registry/bodies';
import { Player } from '@libero/shared/registry/players';
import type { EntityDef } from '@libero/shared/registry/types';
import { entityFormSchema } from './entity-form-schema';
import { formDefaults } from './entity-form-values';
import { formFields, formSections } from './field-kinds';

const TODAY = '2025-11-03';

/** Every field of an entity, in one section. */
const fieldsOf = (entity: EntityDef) =>
  formFields(formSections(entity, [{ key: 'all', title: 'All', fields: Object.keys(entity.fields) }]));

/** The message of each field refused when `changes` are made to `valid` values. */
function problemsOf(entity: EntityDef, valid: Record<string, unknown>) {
  const fields = fieldsOf(entity);
  const schema = entityFormSchema(fields, TODAY);
  const base = { ...formDefaults(fields), ...valid };
  return (changes: Record<string, unknown>): Record<string, string> => {
    const result = schema.safeParse({ ...base, ...changes });
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };
}

describe('entityFormSchema of a player', () => {
  const problems = problemsOf(Player, { FirstName: 'Paola', LastName: 'Egonu', Gender: '1', NoFederation: '7' });

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

describe('entityFormSchema of bodies', () => {
  const federation = problemsOf(Federation, {
    Code: 'ITA',
    Name: 'Federazione Italiana Pallavolo',
    CountryCode: 'IT',
    NoConfederation: '1',
  });
  const club = problemsOf(VolleyClub, { Name: 'Vero Volley', NoFederation: '7' });

  it('accept valid bodies, a required status given its first code', () => {
    expect(federation({})).toEqual({});
    expect(club({})).toEqual({});
  });

  it('take http and https addresses only', () => {
    const message = 'This field must be a valid web address (URL).';
    expect(federation({ Website: 'www.federvolley.it' })).toEqual({ Website: message });
    expect(federation({ Website: 'ftp://federvolley.it' })).toEqual({ Website: message });
    expect(federation({ Website: 'https://www.federvolley.it/en' })).toEqual({});
    expect(club({ Website: 'http://verovolley.com' })).toEqual({});
  });

  it('take a code of three capital letters', () => {
    const invalid = { Code: 'This field is not valid.' };
    expect(federation({ Code: 'it' })).toEqual(invalid);
    expect(federation({ Code: 'ita' })).toEqual(invalid);
    expect(federation({ Code: 'ITAL' })).toEqual(invalid);
    expect(federation({ Code: '' })).toEqual({ Code: 'This field is required.' });
  });

  it('take a founding year from 1895 to this year, or none', () => {
    expect(club({ FoundedYear: 1895 })).toEqual({});
    expect(club({ FoundedYear: 2025 })).toEqual({});
    expect(club({ FoundedYear: null })).toEqual({});
    expect(club({ FoundedYear: 1894 })).toEqual({ FoundedYear: 'This field must be between 1895 and 2025.' });
    expect(club({ FoundedYear: 2026 })).toEqual({ FoundedYear: 'This field must be between 1895 and 2025.' });
    expect(Object.keys(club({ FoundedYear: 1990.5 }))).toEqual(['FoundedYear']);
  });

  it('require the records a body must point to', () => {
    expect(federation({ NoConfederation: '' })).toEqual({ NoConfederation: 'This field is required.' });
    expect(club({ NoFederation: '' })).toEqual({ NoFederation: 'This field is required.' });
    expect(federation({ NoPresident: '', NoSecretaryGeneral: '12' })).toEqual({});
  });
});
