import { MEASUREMENT_FIELDS } from '@libero/shared/registry/people';
import type { EntityDef } from '@libero/shared/registry/types';
import {
  everyWritableField,
  formSections,
  type FormLayout,
  type FormSection,
  type WritableField,
} from '../../lib/forms/entity-form/field-kinds';

export type FormSectionKey = 'identity' | 'passport' | 'personal' | 'role' | 'measurements';

/** Which part of a record the form edits: all of it, or the person's own measurements. */
export type FormPart = 'all' | 'measurements';

/** The sections in order and their fields; an entity shows those it has and may write. */
const SECTIONS: readonly { key: FormSectionKey; fields: readonly string[] }[] = [
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
      'NoMediaOrganization',
      'MediaPosition',
    ],
  },
  { key: 'measurements', fields: Object.keys(MEASUREMENT_FIELDS) },
];

/** The person form's layout, its sections titled by `title`. */
export function personFormLayout(title: (key: FormSectionKey) => string): FormLayout {
  return SECTIONS.map(({ key, fields }) => ({ key, title: title(key), fields }));
}

/** A person writes only their own measurements (the fields marked `self`). */
const ownMeasurements: WritableField = (_name, field) => field.write?.self === true;

/** The fields a part of the form writes. */
export const PART_WRITABLE: Readonly<Record<FormPart, WritableField>> = {
  all: everyWritableField,
  measurements: ownMeasurements,
};

/** The person form's sections for an entity and part (titled by their keys unless `title` says otherwise). */
export function personFormSections(
  entity: EntityDef,
  part: FormPart,
  title: (key: FormSectionKey) => string = (key) => key,
): FormSection[] {
  return formSections(entity, personFormLayout(title), PART_WRITABLE[part]);
}
