import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { Coach, MediaPerson, Referee } from '../registry/people';
import { Player } from '../registry/players';
import type { EntityDef } from '../registry/types';
import { HEADER_SYNONYMS } from './header-synonyms';
import { importableFields } from './importable-fields';
import { matchColumns, type LabelsOf } from './match-columns';
import { comparableKey } from './normalize';

// This package compiles without Node's types (it also runs in the browser): the Node calls are typed here.
type NodeFs = { readFileSync: (path: string, encoding: 'utf8') => string };
type NodeUrl = { fileURLToPath: (url: string) => string };
const { readFileSync } = (await import('node:fs' as string)) as NodeFs;
const { fileURLToPath } = (await import('node:url' as string)) as NodeUrl;
const testFileUrl = (import.meta as unknown as { url: string }).url;
const localesUrl = testFileUrl.replace(/[^/]*$/, '../../../../apps/web/src/locales/');

/** The web's labels, `people:fields.height` → `["Height", "Taille", "Estatura"]`, read from its catalogues. */
const webLabels: LabelsOf = (key) => {
  const [namespace = '', path = ''] = key.split(':');
  return LANGUAGES.flatMap((language) => {
    let value: unknown = JSON.parse(readFileSync(fileURLToPath(`${localesUrl}${language}/${namespace}.json`), 'utf8'));
    for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    return typeof value === 'string' ? [value] : [];
  });
};

const fieldsOf = (entity: string, headers: string[], labelsOf?: LabelsOf) =>
  matchColumns(entity, headers, labelsOf).map((match) => match.field);

describe('matchColumns', () => {
  it('matches English headers', () => {
    const headers = ['First name', 'Last name', 'DOB', 'Gender', 'Nationality', 'Federation', 'Height', 'Weight'];
    expect(matchColumns('Player', headers)).toEqual([
      { header: 'First name', field: 'FirstName', confidence: 'exact' },
      { header: 'Last name', field: 'LastName', confidence: 'exact' },
      { header: 'DOB', field: 'BirthDate', confidence: 'exact' },
      { header: 'Gender', field: 'Gender', confidence: 'exact' },
      { header: 'Nationality', field: 'NationalityCode', confidence: 'exact' },
      { header: 'Federation', field: 'NoFederation', confidence: 'exact' },
      { header: 'Height', field: 'Height', confidence: 'exact' },
      { header: 'Weight', field: 'Weight', confidence: 'exact' },
    ]);
  });

  it('matches French headers', () => {
    const headers = [
      'Prénom',
      'Nom',
      'Date de naissance',
      'Sexe',
      'Nationalité',
      'Fédération',
      'Taille',
      'Poids',
      'Poste',
    ];
    expect(fieldsOf('Player', headers)).toEqual([
      'FirstName',
      'LastName',
      'BirthDate',
      'Gender',
      'NationalityCode',
      'NoFederation',
      'Height',
      'Weight',
      'Position',
    ]);
  });

  it('matches Spanish headers', () => {
    const headers = ['Nombre', 'Apellidos', 'Fecha de nacimiento', 'Género', 'Nacionalidad', 'Federación', 'Altura'];
    expect(fieldsOf('Player', headers)).toEqual([
      'FirstName',
      'LastName',
      'BirthDate',
      'Gender',
      'NationalityCode',
      'NoFederation',
      'Height',
    ]);
  });

  it('matches the VIS field names, and the older spelling a field was answered under', () => {
    expect(fieldsOf('Player', ['FirstName', 'LastName', 'NationalityCode', 'NoFederation', 'Birthdate'])).toEqual([
      'FirstName',
      'LastName',
      'NationalityCode',
      'NoFederation',
      'BirthDate',
    ]);
  });

  it.each([
    ['PRENOM', 'FirstName'],
    ['  prénom  ', 'FirstName'],
    ['first_name', 'FirstName'],
    ['FIRST-NAME', 'FirstName'],
    ['firstName', 'FirstName'],
    ['Date-de-Naissance', 'BirthDate'],
    ['DATE_OF_BIRTH', 'BirthDate'],
    ['date of birth.', 'BirthDate'],
    ['Nationalite', 'NationalityCode'],
    ['FEDERACION', 'NoFederation'],
    ['e-mail', 'Email'],
  ])('ignores case, accents, spaces and punctuation: %j is %s', (header, field) => {
    expect(matchColumns('Player', [header])).toEqual([{ header, field, confidence: 'exact' }]);
  });

  it.each([
    ['Height (cm)', 'Height'],
    ['Date of birth [dd/mm/yyyy]', 'BirthDate'],
    ["Player's first name", 'FirstName'],
    ['Taille du joueur', 'Height'],
    ['Passport validity date', 'PassportValidity'],
  ])('finds a field named inside %j, for the user to check', (header, field) => {
    expect(matchColumns('Player', [header])).toEqual([{ header, field, confidence: 'likely' }]);
  });

  it.each(['Shirt number', 'Remarks', 'Nature of contract', '', '   ', '#'])('matches %j to nothing', (header) => {
    expect(matchColumns('Player', [header])).toEqual([{ header, field: null, confidence: null }]);
  });

  it('gives a field to one header only: the best match, else the first', () => {
    expect(fieldsOf('Player', ['Date of birth (dd/mm/yyyy)', 'DOB'])).toEqual([null, 'BirthDate']);
    expect(fieldsOf('Player', ['BirthDate', 'Birthdate'])).toEqual(['BirthDate', null]);
    expect(fieldsOf('Player', ['Nationality', 'NATIONALITY'])).toEqual(['NationalityCode', null]);
    expect(fieldsOf('Player', ['Country', 'Nationality'])).toEqual([null, 'NationalityCode']);
    expect(fieldsOf('Player', ['Country'])).toEqual(['NationalityCode']);
  });

  it('lets the more specific name win where one holds another', () => {
    expect(fieldsOf('Player', ['Tour de taille', 'Taille'])).toEqual(['WaistGirth', 'Height']);
    expect(fieldsOf('Player', ['Tour de taille'])).toEqual(['WaistGirth']);
    expect(fieldsOf('Player', ['Lieu de naissance', 'Date de naissance'])).toEqual(['BirthPlace', 'BirthDate']);
    expect(fieldsOf('Player', ['Passport validity date', 'Passport number'])).toEqual([
      'PassportValidity',
      'PassportNo',
    ]);
  });

  it('offers only fields an import may write', () => {
    expect(fieldsOf('Player', ['No', 'Version', 'Federation code', 'Confederation'])).toEqual([
      null,
      null,
      'NoFederation',
      null,
    ]);
  });

  it("reads a role's own fields", () => {
    expect(fieldsOf('Referee', ['Niveau', 'Nom'])).toEqual(['Level', 'LastName']);
    expect(fieldsOf('MediaPerson', ['Cargo', 'Organización'])).toEqual(['MediaPosition', 'NoMediaOrganization']);
  });

  it("uses the forms' labels when the caller has them", () => {
    expect(fieldsOf('Player', ['Nationalité', 'Pays'])).toEqual(['NationalityCode', null]);
    expect(fieldsOf('Player', ['Nationalité', 'Pays'], webLabels)).toEqual(['NationalityCode', 'AddressCountryCode']);
  });

  it('refuses an entity the registry does not have', () => {
    expect(() => matchColumns('Spaceship', ['Name'])).toThrow('Spaceship');
  });
});

describe('the usual spellings', () => {
  /** Beside the address the forms label it `Country`; alone in a sheet, that is read as the nationality. */
  const readAsAnother = new Set(['AddressCountryCode']);

  it.each<[string, EntityDef]>([
    ['Player', Player],
    ['Coach', Coach],
    ['Referee', Referee],
    ['MediaPerson', MediaPerson],
  ])("hold every label of %s's fields in en, fr and es", (_, entity) => {
    for (const [name, field] of importableFields(entity)) {
      if (readAsAnother.has(name)) continue;
      const spellings = new Set((HEADER_SYNONYMS[name] ?? []).map(comparableKey));
      const missing = webLabels(field.label).filter((label) => !spellings.has(comparableKey(label)));
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });
});
