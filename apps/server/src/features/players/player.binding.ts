import { sql } from 'drizzle-orm';
import { countryName } from '@libero/shared/countries/countries';
import { Player } from '@libero/shared/registry/players';
import { confederations, federations } from '../../db/schema/bodies';
import { personRoles, persons } from '../../db/schema/people';
import type { EntityBinding } from '../../gateway/binding';

export const playerBinding: EntityBinding = {
  entity: Player,
  from: sql`${persons} left join ${federations} on ${federations.no} = ${persons.federationNo} left join ${confederations} on ${confederations.no} = ${federations.confederationNo}`,
  where: sql`exists (select 1 from ${personRoles} where ${personRoles.personNo} = ${persons.no} and ${personRoles.role} = 'player')`,
  columns: {
    No: sql`${persons.no}`,
    FirstName: sql`${persons.firstName}`,
    LastName: sql`${persons.lastName}`,
    TeamName: sql`${persons.lastName}`,
    Gender: sql`${persons.gender}`,
    BirthDate: sql`${persons.birthDate}`,
    BirthPlace: sql`${persons.birthPlace}`,
    Height: sql`${persons.height}`,
    Weight: sql`${persons.weight}`,
    NationalityCode: sql`${persons.nationality}`,
    CountryCode: sql`${persons.nationality}`,
    NoFederation: sql`${persons.federationNo}`,
    FederationCode: sql`${federations.code}`,
    ConfederationCode: sql`${confederations.code}`,
    PlaysBeach: sql`${persons.playsBeach}`,
    PlaysVolley: sql`${persons.playsVolley}`,
    ActiveBeach: sql`${persons.activeBeach}`,
    ActiveVolley: sql`${persons.activeVolley}`,
    Version: sql`${persons.version}`,
  },
  derived: {
    Nationality: { from: 'NationalityCode', compute: (code) => (typeof code === 'string' ? (countryName(code, 'en') ?? null) : null) },
  },
  // The very expression of the persons_name_search_idx index.
  federationField: 'NoFederation',
  searchText: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
};
