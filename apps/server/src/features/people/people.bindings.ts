import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import { countryName } from '@libero/shared/countries/countries';
import {
  Coach,
  MediaPerson,
  MedicalPerson,
  Official,
  Person,
  Referee,
  REGISTRY_ROLES,
} from '@libero/shared/registry/people';
import type { EntityDef } from '@libero/shared/registry/types';
import { confederations, federations } from '../../db/schema/bodies';
import { mediaOrganizations } from '../../db/schema/media';
import { personRoles, persons, type PersonRole } from '../../db/schema/people';
import type { Db } from '../../db/connection';
import { readColumns, type EntityBinding, type WriteTarget } from '../../gateway/binding';
import { AppError } from '../../lib/app-error';

/** The columns of the fields every role of a person writes the same way. */
export const personColumns = {
  FirstName: persons.firstName,
  LastName: persons.lastName,
  Gender: persons.gender,
  BirthDate: persons.birthDate,
  BirthPlace: persons.birthPlace,
  NationalityCode: persons.nationality,
  NoFederation: persons.federationNo,
  PassportNo: persons.passportNo,
  PassportValidity: persons.passportValidUntil,
  Email: persons.email,
  MaritalStatus: persons.maritalStatus,
  Address: persons.address,
  AddressCountryCode: persons.country,
  PostalCode: persons.postalCode,
  City: persons.city,
  Region: persons.region,
  ClosestAirports: persons.closestAirports,
  BloodGroup: persons.bloodGroup,
  RhesusFactor: persons.rhesus,
  Height: persons.height,
  Weight: persons.weight,
  NeckGirth: persons.neckGirth,
  BustGirth: persons.bustGirth,
  WaistGirth: persons.waistGirth,
  HipGirth: persons.hipGirth,
  ShoulderLength: persons.shoulderLength,
  ArmLength: persons.armLength,
  ArmGirth: persons.armGirth,
  TrouserLength: persons.trouserLength,
  Inseam: persons.inseam,
  ThighGirth: persons.thighGirth,
  FootLength: persons.footLength,
};

/** Where a person in `role` is written: the persons row, and the role's row created with it. */
export function personWrite(
  role: PersonRole,
  columns: WriteTarget['columns'],
  roleColumns: WriteTarget['columns'] = {},
): WriteTarget {
  return {
    table: persons,
    no: persons.no,
    version: persons.version,
    columns,
    companion: {
      table: personRoles,
      key: personRoles.personNo,
      values: { role },
      of: (no: number) => and(eq(personRoles.personNo, no), eq(personRoles.role, role))!,
      columns: roleColumns,
    },
  };
}

/** What every role of a person reads the same way: persons with their federation and confederation. */
export const personBase = {
  from: sql`${persons} left join ${federations} on ${federations.no} = ${persons.federationNo} left join ${confederations} on ${confederations.no} = ${federations.confederationNo}`,
  columns: {
    No: sql`${persons.no}`,
    ...readColumns(personColumns),
    FederationCode: sql`${federations.code}`,
    ConfederationCode: sql`${confederations.code}`,
    Version: sql`${persons.version}`,
  },
  derived: {
    Nationality: {
      from: 'NationalityCode',
      compute: (code: unknown) => (typeof code === 'string' ? (countryName(code, 'en') ?? null) : null),
    },
  },
  federationField: 'NoFederation',
  tagSubject: getTableName(persons),
  // The names as searches compare them, stored with the row (migration 0025).
  searchNormalized: sql`${persons.searchName}`,
};

/** Only the persons holding `role`. */
export function holdsRole(role: PersonRole) {
  return sql`exists (select 1 from ${personRoles} where ${personRoles.personNo} = ${persons.no} and ${personRoles.role} = ${role})`;
}

/** A media person's organisation and position, kept on their role's row. */
const MEDIA_ROLE_COLUMNS = {
  NoMediaOrganization: personRoles.mediaOrganizationNo,
  MediaPosition: personRoles.mediaPosition,
};
const MEDIA_ORGANIZATION_NAME = sql`(select ${mediaOrganizations.name} from ${mediaOrganizations} where ${mediaOrganizations.no} = ${personRoles.mediaOrganizationNo})`;

/** A person in one role: the role's row gives the disciplines they are active in (a referee's level, a media person's organisation). */
function personRoleBinding(entity: EntityDef, role: PersonRole): EntityBinding {
  const roleColumns: WriteTarget['columns'] = {
    ActiveVolley: personRoles.activeVolley,
    ActiveBeach: personRoles.activeBeach,
    ...(entity.fields.Level ? { Level: personRoles.level } : {}),
    ...(entity.fields.MediaPosition ? MEDIA_ROLE_COLUMNS : {}),
  };
  return {
    entity,
    ...personBase,
    from: sql`${personBase.from} join ${personRoles} on ${personRoles.personNo} = ${persons.no} and ${personRoles.role} = ${role}`,
    columns: {
      ...personBase.columns,
      ...readColumns(roleColumns),
      ...(entity.fields.MediaOrganizationName ? { MediaOrganizationName: MEDIA_ORGANIZATION_NAME } : {}),
    },
    write: personWrite(role, personColumns, roleColumns),
  };
}

export const personRoleBindings: EntityBinding[] = [
  personRoleBinding(Coach, 'coach'),
  personRoleBinding(Referee, 'referee'),
  personRoleBinding(Official, 'official'),
  personRoleBinding(MedicalPerson, 'medical'),
  personRoleBinding(MediaPerson, 'media'),
];

/** Gives the roles listed (`"player coach"`) and takes away the other registry roles. */
async function setRoles(db: Db, no: number, value: unknown): Promise<void> {
  const roles = [
    ...new Set(
      String(value ?? '')
        .split(/\s+/)
        .filter(Boolean),
    ),
  ];
  const registryRoles: readonly string[] = REGISTRY_ROLES;
  if (roles.length === 0 || roles.some((role) => !registryRoles.includes(role)))
    throw new AppError('InvalidData', 'Roles');
  await db
    .insert(personRoles)
    .values(roles.map((role) => ({ personNo: no, role: role as PersonRole, activeVolley: true })))
    .onConflictDoNothing();
  const dropped = REGISTRY_ROLES.filter((role) => !roles.includes(role));
  if (dropped.length > 0)
    await db.delete(personRoles).where(and(eq(personRoles.personNo, no), inArray(personRoles.role, dropped)));
}

/** Anyone in the registry with the roles they hold: to find a person before adding them, and to change their roles. */
export const personBinding: EntityBinding = {
  entity: Person,
  from: personBase.from,
  columns: {
    No: personBase.columns.No,
    FirstName: personBase.columns.FirstName,
    LastName: personBase.columns.LastName,
    Gender: personBase.columns.Gender,
    BirthDate: personBase.columns.BirthDate,
    NationalityCode: personBase.columns.NationalityCode,
    NoFederation: personBase.columns.NoFederation,
    FederationCode: personBase.columns.FederationCode,
    Roles: sql`(select string_agg(${personRoles.role}, ' ' order by ${personRoles.role}) from ${personRoles} where ${personRoles.personNo} = ${persons.no})`,
    Version: personBase.columns.Version,
  },
  federationField: 'NoFederation',
  searchNormalized: personBase.searchNormalized,
  write: {
    table: persons,
    no: persons.no,
    version: persons.version,
    columns: {},
    writers: { Roles: setRoles },
    updateOnly: true,
  },
};
