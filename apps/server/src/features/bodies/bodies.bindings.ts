import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { Confederation, Federation, VolleyClub } from '@libero/shared/registry/bodies';
import type { Db } from '../../db/connection';
import { confederations, federations, volleyClubs } from '../../db/schema/bodies';
import { federationOfficers, type FederationOffice } from '../../db/schema/federation-officers';
import { personRoles, persons, type PersonRole } from '../../db/schema/people';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import { announceAuthChange } from '../auth';

const president = alias(persons, 'president');
const secretaryGeneral = alias(persons, 'secretary_general');
const presidentOffice = alias(federationOfficers, 'president_office');
const secretaryGeneralOffice = alias(federationOfficers, 'secretary_general_office');
/** `persons "president"`: in raw SQL an alias renders as its name alone. */
const aliased = (table: typeof persons | typeof federationOfficers, name: string) =>
  sql`${table} ${sql.identifier(name)}`;

const fullName = (person: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql`${person.firstName} || ' ' || ${person.lastName}`;

/** How many people of a federation hold a role: asked for on one profile or a page of a list, never sorted on. */
const holdersOf = (role: PersonRole, federationNo: AnyPgColumn): SQL =>
  sql`(select count(*)::int from ${personRoles} join ${persons} on ${persons.no} = ${personRoles.personNo}
    where ${personRoles.role} = ${role} and ${persons.federationNo} = ${federationNo})`;

const contactColumns = (table: typeof confederations | typeof federations | typeof volleyClubs) => ({
  Address: table.address,
  PostalCode: table.postalCode,
  City: table.city,
  Website: table.website,
  Email: table.email,
  Phone: table.phone,
});

const confederationWrites = {
  Code: confederations.code,
  Name: confederations.name,
  CountryCode: confederations.countryCode,
  ...contactColumns(confederations),
};

export const confederationBinding: EntityBinding = {
  entity: Confederation,
  from: sql`${confederations}`,
  tagSubject: getTableName(confederations),
  columns: {
    No: sql`${confederations.no}`,
    ...readColumns(confederationWrites),
    FederationCount: sql`(select count(*)::int from ${federations} where ${federations.confederationNo} = ${confederations.no})`,
    Version: sql`${confederations.version}`,
  },
  searchText: sql`${confederations.code} || ' ' || ${confederations.name}`,
  write: {
    table: confederations,
    no: confederations.no,
    version: confederations.version,
    columns: confederationWrites,
  },
};

const federationWrites = {
  Code: federations.code,
  Name: federations.name,
  NameFr: federations.nameFr,
  NameEs: federations.nameEs,
  CountryCode: federations.countryCode,
  NoConfederation: federations.confederationNo,
  Status: federations.status,
  Empowerment: federations.empowerment,
  NfCategory: federations.nfCategory,
  FoundedYear: federations.foundedYear,
  ...contactColumns(federations),
};

/** Gives an office of federation `federationNo` to a person, or leaves it vacant (null). */
const officeWriter = (office: FederationOffice) => async (db: Db, federationNo: number, personNo: unknown) => {
  await db
    .delete(federationOfficers)
    .where(and(eq(federationOfficers.federationNo, federationNo), eq(federationOfficers.office, office)));
  if (typeof personNo === 'number') await db.insert(federationOfficers).values({ federationNo, office, personNo });
};

export const federationBinding: EntityBinding = {
  entity: Federation,
  tagSubject: getTableName(federations),
  from: sql`${federations}
    left join ${confederations} on ${confederations.no} = ${federations.confederationNo}
    left join ${aliased(federationOfficers, 'president_office')}
      on ${presidentOffice.federationNo} = ${federations.no} and ${presidentOffice.office} = 'president'
    left join ${aliased(persons, 'president')} on ${president.no} = ${presidentOffice.personNo}
    left join ${aliased(federationOfficers, 'secretary_general_office')}
      on ${secretaryGeneralOffice.federationNo} = ${federations.no} and ${secretaryGeneralOffice.office} = 'secretaryGeneral'
    left join ${aliased(persons, 'secretary_general')} on ${secretaryGeneral.no} = ${secretaryGeneralOffice.personNo}`,
  columns: {
    No: sql`${federations.no}`,
    ...readColumns(federationWrites),
    ConfederationCode: sql`${confederations.code}`,
    NoPresident: sql`${presidentOffice.personNo}`,
    NoSecretaryGeneral: sql`${secretaryGeneralOffice.personNo}`,
    PresidentName: fullName(president),
    SecretaryGeneralName: fullName(secretaryGeneral),
    PlayerCount: holdersOf('player', federations.no),
    CoachCount: holdersOf('coach', federations.no),
    RefereeCount: holdersOf('referee', federations.no),
    ClubCount: sql`(select count(*)::int from ${volleyClubs} where ${volleyClubs.federationNo} = ${federations.no})`,
    Version: sql`${federations.version}`,
  },
  searchText: sql`${federations.code} || ' ' || ${federations.name} || ' ' || coalesce(${federations.nameFr}, '') || ' ' || coalesce(${federations.nameEs}, '')`,
  write: {
    table: federations,
    no: federations.no,
    version: federations.version,
    columns: federationWrites,
    writers: { NoPresident: officeWriter('president'), NoSecretaryGeneral: officeWriter('secretaryGeneral') },
    // Its users' sessions carry its empowerment flag: they are read again.
    afterSave: (db, no) => announceAuthChange(db, { federation: no }),
  },
  // A federation is its own federation: a Federation user's scope is its own record.
  federationField: 'No',
};

const volleyClubWrites = {
  Name: volleyClubs.name,
  ShortName: volleyClubs.shortName,
  NoFederation: volleyClubs.federationNo,
  FoundedYear: volleyClubs.foundedYear,
  Venue: volleyClubs.venue,
  Colours: volleyClubs.colours,
  Status: volleyClubs.status,
  ...contactColumns(volleyClubs),
};

export const volleyClubBinding: EntityBinding = {
  entity: VolleyClub,
  tagSubject: getTableName(volleyClubs),
  from: sql`${volleyClubs} join ${federations} on ${federations.no} = ${volleyClubs.federationNo}`,
  columns: {
    No: sql`${volleyClubs.no}`,
    ...readColumns(volleyClubWrites),
    FederationCode: sql`${federations.code}`,
    FederationName: sql`${federations.name}`,
    PlayerCount: sql`(select count(*)::int from ${persons} where ${persons.clubNo} = ${volleyClubs.no})`,
    Version: sql`${volleyClubs.version}`,
  },
  searchText: sql`${volleyClubs.name} || ' ' || coalesce(${volleyClubs.shortName}, '') || ' ' || coalesce(${volleyClubs.city}, '')`,
  write: { table: volleyClubs, no: volleyClubs.no, version: volleyClubs.version, columns: volleyClubWrites },
  federationField: 'NoFederation',
};
