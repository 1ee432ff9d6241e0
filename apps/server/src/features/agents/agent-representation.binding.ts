import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { AgentRepresentation } from '@libero/shared/registry/agents';
import type { Db } from '../../db/connection';
import { agentRepresentations, playerAgents } from '../../db/schema/agents';
import { federations } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import type { EntityBinding } from '../../gateway/binding';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import { storedFileKeys } from '../documents';
import type { AuthUser } from '../../lib/request-auth';
import { AGENT_STATUS, RUNS_TODAY } from './agent-dates';

const invalid = (field: string): never => {
  throw new AppError('InvalidData', field);
};

// The persons table joined twice: the agent's person and the player. An alias in raw SQL renders as
// its name only, so the joins name the table and the alias themselves.
const agentPerson = alias(persons, 'agent_person');
const player = alias(persons, 'player');

/** The contracts a user reads: an agent their own, a player theirs, a federation those of its players. */
function partyScope(viewer: AuthUser) {
  switch (viewer.type) {
    case UserTypeNo.PlayerAgent:
      return sql`${agentRepresentations.agentNo} = ${viewer.typeNo}`;
    case UserTypeNo.Player:
      return sql`${agentRepresentations.playerNo} = ${viewer.typeNo}`;
    case UserTypeNo.Federation:
      return sql`${player.federationNo} = ${viewer.typeNo}`;
    default:
      return sql`false`;
  }
}

/** The first key of the advisory locks that serialise a player's representations (the second key: the player). */
const PLAYER_AGENT_LOCK = 9101;

type Stored = { agentNo: number; playerNo: number; startDate: string; endDate: string | null };

async function storedRepresentation(db: Db, no: number): Promise<Stored> {
  const [row] = await db.select().from(agentRepresentations).where(eq(agentRepresentations.no, no));
  return row ?? invalid('No');
}

/** A new representation needs an active licence. */
async function checkAgentActive(db: Db, agentNo: number): Promise<void> {
  const [agent] = await db
    .select({ status: sql<string>`${AGENT_STATUS}` })
    .from(playerAgents)
    .where(eq(playerAgents.no, agentNo));
  if (!agent) invalid('NoAgent');
  if (agent!.status !== 'active') throw new AppError('AgentNotActive', agent!.status);
}

/**
 * A player has one agent on any day: another representation of theirs overlapping these dates is
 * refused (409). Saves for one player wait for each other (a lock until the transaction ends).
 */
async function refuseOverlap(db: Db, no: number, dates: Stored): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PLAYER_AGENT_LOCK}, ${dates.playerNo})`);
  const end = dates.endDate ?? 'infinity';
  const { rows } = (await db.execute(sql`select ${agentRepresentations.no} as no from ${agentRepresentations}
    where ${agentRepresentations.playerNo} = ${dates.playerNo} and ${agentRepresentations.no} <> ${no}
      and ${agentRepresentations.startDate} <= ${end}::date
      and coalesce(${agentRepresentations.endDate}, 'infinity'::date) >= ${dates.startDate}::date
    limit 1`)) as unknown as { rows: { no: number }[] };
  if (rows[0]) throw new AppError('PlayerHasAgent', `representation ${rows[0].no}`);
}

/**
 * An agent writes their own contracts only; a contract keeps its agent and player; it ends after it
 * starts; the player has no other agent on its dates; a new one needs an active licence.
 */
async function prepareRepresentation(db: Db, values: WriteValues, no: number, viewer: AuthUser) {
  // Refused before anything is looked up: an agent represents players for themself.
  if (!isAdmin(viewer) && no === 0 && values.NoAgent !== viewer.typeNo) throw new AppError('AccessDenied', 'NoAgent');
  const stored = no === 0 ? undefined : await storedRepresentation(db, no);
  if (stored && 'NoAgent' in values && values.NoAgent !== stored.agentNo) invalid('NoAgent');
  if (stored && 'NoPlayer' in values && values.NoPlayer !== stored.playerNo) invalid('NoPlayer');
  const dates: Stored = {
    agentNo: Number(values.NoAgent ?? stored?.agentNo),
    playerNo: Number(values.NoPlayer ?? stored?.playerNo),
    startDate: String(values.StartDate ?? stored?.startDate),
    endDate: 'EndDate' in values ? ((values.EndDate as string | null) ?? null) : (stored?.endDate ?? null),
  };
  if (dates.endDate !== null && dates.endDate < dates.startDate) invalid('EndDate');
  if (!stored) await checkAgentActive(db, dates.agentNo);
  await refuseOverlap(db, no, dates);
  return stored ? values : { ...values, CreatedByUserNo: viewer.no };
}

export const agentRepresentationBinding: EntityBinding = {
  entity: AgentRepresentation,
  from: sql`${agentRepresentations}
    join ${playerAgents} on ${playerAgents.no} = ${agentRepresentations.agentNo}
    join ${persons} as ${sql.identifier('agent_person')} on ${agentPerson.no} = ${playerAgents.personNo}
    join ${persons} as ${sql.identifier('player')} on ${player.no} = ${agentRepresentations.playerNo}
    left join ${federations} on ${federations.no} = ${player.federationNo}`,
  columns: {
    No: sql`${agentRepresentations.no}`,
    NoAgent: sql`${agentRepresentations.agentNo}`,
    AgentName: sql`${agentPerson.firstName} || ' ' || ${agentPerson.lastName}`,
    AgentLicenceNumber: sql`${playerAgents.licenceNumber}`,
    NoPlayer: sql`${agentRepresentations.playerNo}`,
    PlayerName: sql`${player.firstName} || ' ' || ${player.lastName}`,
    NoPlayerFederation: sql`${player.federationNo}`,
    PlayerFederationCode: sql`${federations.code}`,
    StartDate: sql`${agentRepresentations.startDate}`,
    EndDate: sql`${agentRepresentations.endDate}`,
    Current: RUNS_TODAY,
    DocumentFileName: sql`${agentRepresentations.documentFileName}`,
    Version: sql`${agentRepresentations.version}`,
  },
  searchText: sql`${player.firstName} || ' ' || ${player.lastName} || ' ' || ${agentPerson.firstName} || ' ' || ${agentPerson.lastName}`,
  partyScope,
  write: {
    table: agentRepresentations,
    storedFiles: storedFileKeys(agentRepresentations.documentStorageKey, agentRepresentations.no),
    no: agentRepresentations.no,
    version: agentRepresentations.version,
    columns: {
      NoAgent: agentRepresentations.agentNo,
      NoPlayer: agentRepresentations.playerNo,
      StartDate: agentRepresentations.startDate,
      EndDate: agentRepresentations.endDate,
      CreatedByUserNo: agentRepresentations.createdByUserNo,
    },
    prepare: prepareRepresentation,
  },
};
