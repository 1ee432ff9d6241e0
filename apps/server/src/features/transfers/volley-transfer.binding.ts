import { getTableName, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { VolleyTransfer } from '@libero/shared/registry/transfers';
import { federations, volleyClubs } from '../../db/schema/bodies';
import { playerAgents } from '../../db/schema/agents';
import { persons } from '../../db/schema/people';
import { volleyTransfers } from '../../db/schema/transfers';
import type { EntityBinding } from '../../gateway/binding';
import type { AuthUser } from '../../lib/request-auth';

// The same tables joined twice, under these names. An alias in raw SQL renders as its name only,
// so the joins name the table and the alias themselves.
const ALIASES = {
  federationFrom: 'federation_from',
  federationTo: 'federation_to',
  clubFrom: 'club_from',
  clubTo: 'club_to',
  agentPerson: 'agent_person',
};
const federationFrom = alias(federations, ALIASES.federationFrom);
const federationTo = alias(federations, ALIASES.federationTo);
const clubFrom = alias(volleyClubs, ALIASES.clubFrom);
const clubTo = alias(volleyClubs, ALIASES.clubTo);
const agentPerson = alias(persons, ALIASES.agentPerson);
const as = (table: PgTable, name: string) => sql`${table} as ${sql.identifier(name)}`;

/** The transfers a user takes part in: as the player, a club, a federation, or their confederation. */
function partyScope(viewer: AuthUser) {
  const no = viewer.typeNo;
  switch (viewer.type) {
    case UserTypeNo.Player:
      return sql`${volleyTransfers.playerNo} = ${no}`;
    case UserTypeNo.VolleyClub:
      return sql`(${volleyTransfers.fromClubNo} = ${no} or ${volleyTransfers.toClubNo} = ${no})`;
    case UserTypeNo.Federation:
      return sql`(${volleyTransfers.fromFederationNo} = ${no} or ${volleyTransfers.toFederationNo} = ${no})`;
    case UserTypeNo.Confederation:
      return sql`(${federationFrom.confederationNo} = ${no} or ${federationTo.confederationNo} = ${no})`;
    default:
      return sql`false`;
  }
}

export const volleyTransferBinding: EntityBinding = {
  entity: VolleyTransfer,
  from: sql`${volleyTransfers}
    join ${persons} on ${persons.no} = ${volleyTransfers.playerNo}
    join ${as(federations, ALIASES.federationFrom)} on ${federationFrom.no} = ${volleyTransfers.fromFederationNo}
    join ${as(federations, ALIASES.federationTo)} on ${federationTo.no} = ${volleyTransfers.toFederationNo}
    left join ${as(volleyClubs, ALIASES.clubFrom)} on ${clubFrom.no} = ${volleyTransfers.fromClubNo}
    left join ${as(volleyClubs, ALIASES.clubTo)} on ${clubTo.no} = ${volleyTransfers.toClubNo}
    left join ${playerAgents} on ${playerAgents.no} = ${volleyTransfers.agentNo}
    left join ${as(persons, ALIASES.agentPerson)} on ${agentPerson.no} = ${playerAgents.personNo}`,
  columns: {
    No: sql`${volleyTransfers.no}`,
    NoPlayer: sql`${volleyTransfers.playerNo}`,
    PlayerName: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
    NoFederationFrom: sql`${volleyTransfers.fromFederationNo}`,
    FederationFromCode: sql`${federationFrom.code}`,
    NoClubFrom: sql`${volleyTransfers.fromClubNo}`,
    ClubFromName: sql`${clubFrom.name}`,
    NoFederationTo: sql`${volleyTransfers.toFederationNo}`,
    FederationToCode: sql`${federationTo.code}`,
    NoClubTo: sql`${volleyTransfers.toClubNo}`,
    ClubToName: sql`${clubTo.name}`,
    FirstSeason: sql`${volleyTransfers.firstSeason}`,
    LastSeason: sql`${volleyTransfers.lastSeason}`,
    Status: sql`${volleyTransfers.status}`,
    ItcNumber: sql`${volleyTransfers.itcNumber}`,
    ContractStartDate: sql`${volleyTransfers.contractStart}`,
    ContractEndDate: sql`${volleyTransfers.contractEnd}`,
    NoAgent: sql`${volleyTransfers.agentNo}`,
    AgentName: sql`${agentPerson.firstName} || ' ' || ${agentPerson.lastName}`,
    AgentLicenceNumber: sql`${playerAgents.licenceNumber}`,
    AwaitingParties: sql`array_to_string(${volleyTransfers.awaitingParties}, ' ')`,
    FederationCodes: sql`${federationFrom.code} || ' ' || ${federationTo.code}`,
    Version: sql`${volleyTransfers.version}`,
  },
  tagSubject: getTableName(volleyTransfers),
  searchText: sql`${persons.firstName} || ' ' || ${persons.lastName} || ' ' || coalesce(${volleyTransfers.itcNumber}, '') || ' ' || coalesce(${clubFrom.name}, '') || ' ' || coalesce(${clubTo.name}, '')`,
  partyScope,
};
