import type { FieldDef, EntityDef, WriteRules } from '@libero/shared/registry/types';
import { MEASUREMENT_FIELDS } from '@libero/shared/registry/people';
import type { StoredUnit } from './measurement-units';

/** How a field is entered. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'date'
  | 'flag'
  /** one of the `oneOf` codes */
  | 'code'
  | 'gender'
  | 'country'
  | 'federation'
  | 'club'
  /** a length or weight, typed in the unit shown */
  | 'measure';

export type FormFieldSpec = {
  /** The wire name (`FirstName`): the form's key and the Save attribute. */
  name: string;
  field: FieldDef;
  rules: WriteRules;
  kind: FieldKind;
  unit?: StoredUnit;
};

export type FormSectionKey = 'identity' | 'passport' | 'personal' | 'role' | 'measurements';
export type FormSection = { key: FormSectionKey; fields: FormFieldSpec[] };

/** Which part of a record the form edits: all of it, or the person's own measurements. */
export type FormPart = 'all' | 'measurements';

const MEASUREMENTS = Object.keys(MEASUREMENT_FIELDS);

/** The sections in order and their fields; an entity shows those it has and may write. */
const LAYOUT: readonly { key: FormSectionKey; fields: readonly string[] }[] = [
  {
    key: 'identity',
    fields: ['FirstName', 'LastName', 'Gender', 'BirthDate', 'BirthPlace', 'NationalityCode', 'NoFederation'],
  },
  { key: 'passport', fields: ['PassportNo', 'PassportValidity'] },
  {
    key: 'personal',
    fields: [
      'Email',
      'MaritalStatus',
      'Address',
      'AddressCountryCode',
      'PostalCode',
      'City',
      'Region',
      'ClosestAirports',
      'BloodGroup',
      'RhesusFactor',
    ],
  },
  {
    key: 'role',
    fields: [
      'PlaysVolley',
      'PlaysBeach',
      'ActiveVolley',
      'ActiveBeach',
      'Level',
      'Position',
      'SpikeReach',
      'BlockReach',
      'NoClub',
    ],
  },
  { key: 'measurements', fields: MEASUREMENTS },
];

/** Fields whose integer value is a choice among records or codes rather than a number. */
const CHOICE_KINDS: Readonly<Record<string, FieldKind>> = {
  Gender: 'gender',
  NoFederation: 'federation',
  NoClub: 'club',
};

function kindOf(name: string, field: FieldDef, rules: WriteRules): FieldKind {
  if (field.unit) return 'measure';
  const choice = CHOICE_KINDS[name];
  if (choice) return choice;
  if (field.type === 'flag') return 'flag';
  if (field.type === 'date') return 'date';
  if (rules.oneOf) return 'code';
  if (rules.format === 'country') return 'country';
  return rules.format === 'email' ? 'email' : 'text';
}

function specOf(entity: EntityDef, name: string, part: FormPart): FormFieldSpec | undefined {
  const field = entity.fields[name];
  const rules = field?.write;
  if (!field || !rules || (part === 'measurements' && !rules.self)) return undefined;
  return { name, field, rules, kind: kindOf(name, field, rules), ...(field.unit ? { unit: field.unit } : {}) };
}

/** The form's sections for an entity: writable fields only, empty sections left out. */
export function formSections(entity: EntityDef, part: FormPart): FormSection[] {
  return LAYOUT.flatMap(({ key, fields }) => {
    const specs = fields.flatMap((name) => specOf(entity, name, part) ?? []);
    return specs.length > 0 ? [{ key, fields: specs }] : [];
  });
}

export function formFields(sections: readonly FormSection[]): FormFieldSpec[] {
  return sections.flatMap((section) => section.fields);
}
