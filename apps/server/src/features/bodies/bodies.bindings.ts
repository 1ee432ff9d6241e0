import { getTableName, sql } from 'drizzle-orm';
import { Confederation, Federation, VolleyClub } from '@libero/shared/registry/bodies';
import { confederations, federations, volleyClubs } from '../../db/schema/bodies';
import type { EntityBinding } from '../../gateway/binding';

export const confederationBinding: EntityBinding = {
  entity: Confederation,
  from: sql`${confederations}`,
  tagSubject: getTableName(confederations),
  columns: {
    No: sql`${confederations.no}`,
    Code: sql`${confederations.code}`,
    Name: sql`${confederations.name}`,
    Version: sql`${confederations.version}`,
  },
};

export const federationBinding: EntityBinding = {
  entity: Federation,
  tagSubject: getTableName(federations),
  from: sql`${federations} left join ${confederations} on ${confederations.no} = ${federations.confederationNo}`,
  columns: {
    No: sql`${federations.no}`,
    Code: sql`${federations.code}`,
    Name: sql`${federations.name}`,
    CountryCode: sql`${federations.countryCode}`,
    NoConfederation: sql`${federations.confederationNo}`,
    ConfederationCode: sql`${confederations.code}`,
    Website: sql`${federations.website}`,
    Email: sql`${federations.email}`,
    Empowerment: sql`${federations.empowerment}`,
    Version: sql`${federations.version}`,
  },
  searchText: sql`${federations.code} || ' ' || ${federations.name}`,
};

export const volleyClubBinding: EntityBinding = {
  entity: VolleyClub,
  tagSubject: getTableName(volleyClubs),
  from: sql`${volleyClubs} join ${federations} on ${federations.no} = ${volleyClubs.federationNo}`,
  columns: {
    No: sql`${volleyClubs.no}`,
    Name: sql`${volleyClubs.name}`,
    ShortName: sql`${volleyClubs.shortName}`,
    City: sql`${volleyClubs.city}`,
    NoFederation: sql`${volleyClubs.federationNo}`,
    FederationCode: sql`${federations.code}`,
    Version: sql`${volleyClubs.version}`,
  },
  searchText: sql`${volleyClubs.name} || ' ' || coalesce(${volleyClubs.shortName}, '') || ' ' || coalesce(${volleyClubs.city}, '')`,
  write: {
    table: volleyClubs,
    no: volleyClubs.no,
    version: volleyClubs.version,
    columns: { Name: volleyClubs.name, ShortName: volleyClubs.shortName, City: volleyClubs.city, NoFederation: volleyClubs.federationNo },
  },
  federationField: 'NoFederation',
};
