import { getTableName, sql } from 'drizzle-orm';
import { countryName } from '@libero/shared/countries/countries';
import { Coach, MediaPerson, MedicalPerson, Official, Referee } from '@libero/shared/registry/people';
import type { EntityDef } from '@libero/shared/registry/types';
import { confederations, federations } from '../../db/schema/bodies';
import { personRoles, persons, type PersonRole } from '../../db/schema/people';
import type { EntityBinding } from '../../gateway/binding';

/** What every role of a person reads the same way: persons with their federation and confederation. */
export const personBase = {
  from: sql`${persons} left join ${federations} on ${federations.no} = ${persons.federationNo} left join ${confederations} on ${confederations.no} = ${federations.confederationNo}`,
  columns: {
    No: sql`${persons.no}`,
    FirstName: sql`${persons.firstName}`,
    LastName: sql`${persons.lastName}`,
    Gender: sql`${persons.gender}`,
    BirthDate: sql`${persons.birthDate}`,
    NationalityCode: sql`${persons.nationality}`,
    NoFederation: sql`${persons.federationNo}`,
    FederationCode: sql`${federations.code}`,
    ConfederationCode: sql`${confederations.code}`,
    PassportNo: sql`${persons.passportNo}`,
    PassportValidity: sql`${persons.passportValidUntil}`,
    Version: sql`${persons.version}`,
  },
  derived: {
    Nationality: { from: 'NationalityCode', compute: (code: unknown) => (typeof code === 'string' ? (countryName(code, 'en') ?? null) : null) },
  },
  federationField: 'NoFederation',
  tagSubject: getTableName(persons),
  // The very expression of the persons_name_search_idx index.
  searchText: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
};

/** Only the persons holding `role`. */
export function holdsRole(role: PersonRole) {
  return sql`exists (select 1 from ${personRoles} where ${personRoles.personNo} = ${persons.no} and ${personRoles.role} = ${role})`;
}

/** A person in one role: the role's row gives the disciplines they are active in. */
function personRoleBinding(entity: EntityDef, role: PersonRole): EntityBinding {
  return {
    entity,
    ...personBase,
    from: sql`${personBase.from} join ${personRoles} on ${personRoles.personNo} = ${persons.no} and ${personRoles.role} = ${role}`,
    columns: { ...personBase.columns, ActiveVolley: sql`${personRoles.activeVolley}`, ActiveBeach: sql`${personRoles.activeBeach}` },
  };
}

export const personRoleBindings: EntityBinding[] = [
  personRoleBinding(Coach, 'coach'),
  personRoleBinding(Referee, 'referee'),
  personRoleBinding(Official, 'official'),
  personRoleBinding(MedicalPerson, 'medical'),
  personRoleBinding(MediaPerson, 'media'),
];
