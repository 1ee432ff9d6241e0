import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isLanguageCode, languageCodes } from '@libero/shared/agents/player-agents';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { PlayersAgent } from '@libero/shared/registry/agents';
import type { Db } from '../../db/connection';
import { agentRepresentations, playerAgents } from '../../db/schema/agents';
import { federations } from '../../db/schema/bodies';
import { personRoles, persons } from '../../db/schema/people';
import { volleyTransfers } from '../../db/schema/transfers';
import { readColumns, type EntityBinding } from '../../gateway/binding';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { AGENT_STATUS, RUNS_TODAY, runsOn, TODAY } from './agent-dates';

const invalid = (field: string): never => {
  throw new AppError('InvalidData', field);
};

const WRITE_COLUMNS = {
  NoPerson: playerAgents.personNo,
  LicenceNumber: playerAgents.licenceNumber,
  NoFederation: playerAgents.federationNo,
  LicenceIssuedOn: playerAgents.licenceIssuedOn,
  LicenceValidUntil: playerAgents.licenceValidUntil,
  Suspended: playerAgents.suspended,
  SuspensionReason: playerAgents.suspensionReason,
  Languages: playerAgents.languages,
  Agency: playerAgents.agency,
  Email: playerAgents.email,
  Phone: playerAgents.phone,
};

/**
 * The agents a user reaches: a federation those it licenses, those who represent (or represented)
 * its players, and those named on its transfers; an agent themself.
 */
function partyScope(viewer: AuthUser) {
  const no = viewer.typeNo;
  switch (viewer.type) {
    case UserTypeNo.Federation:
      return sql`(${playerAgents.federationNo} = ${no}
        or exists (select 1 from ${agentRepresentations} join ${persons} player on player.no = ${agentRepresentations.playerNo}
          where ${agentRepresentations.agentNo} = ${playerAgents.no} and player.federation_no = ${no})
        or exists (select 1 from ${volleyTransfers} where ${volleyTransfers.agentNo} = ${playerAgents.no}
          and (${volleyTransfers.fromFederationNo} = ${no} or ${volleyTransfers.toFederationNo} = ${no})))`;
    case UserTypeNo.PlayerAgent:
      return sql`${playerAgents.no} = ${no}`;
    default:
      return sql`false`;
  }
}

type StoredAgent = Pick<
  typeof playerAgents.$inferSelect,
  'personNo' | 'federationNo' | 'licenceIssuedOn' | 'licenceValidUntil' | 'suspended' | 'suspensionReason'
>;

async function storedAgent(db: Db, no: number): Promise<StoredAgent> {
  const [row] = await db.select().from(playerAgents).where(eq(playerAgents.no, no));
  return row ?? invalid('No');
}

/** `"ES en, pt"` → `"es en pt"`: each an ISO 639-1 code, once. */
function languagesOf(value: unknown): string | null {
  const codes = languageCodes(typeof value === 'string' ? value : '');
  if (codes.some((code) => !isLanguageCode(code))) invalid('Languages');
  return codes.length > 0 ? codes.join(' ') : null;
}

/**
 * The licence's rules: a federation licenses for itself; the person and licensing federation of an
 * agent stay; the licence ends after it was issued; a suspension says why.
 */
async function prepareAgent(db: Db, values: WriteValues, no: number, viewer: AuthUser): Promise<WriteValues> {
  // Refused before anything is looked up: a federation licenses its own agents only.
  if (!isAdmin(viewer) && viewer.type === UserTypeNo.Federation && no === 0 && values.NoFederation !== viewer.typeNo)
    throw new AppError('AccessDenied', 'NoFederation');
  const stored = no === 0 ? undefined : await storedAgent(db, no);
  if (stored && 'NoPerson' in values && values.NoPerson !== stored.personNo) invalid('NoPerson');
  if (stored && !isAdmin(viewer) && 'NoFederation' in values && values.NoFederation !== stored.federationNo)
    invalid('NoFederation');
  const next: WriteValues = { ...values };
  if ('LicenceNumber' in values)
    next.LicenceNumber = String(values.LicenceNumber ?? '')
      .trim()
      .toUpperCase();
  if ('Languages' in values) next.Languages = languagesOf(values.Languages);
  const issued = String(values.LicenceIssuedOn ?? stored?.licenceIssuedOn ?? '');
  const until = String(values.LicenceValidUntil ?? stored?.licenceValidUntil ?? '');
  if (until < issued) invalid('LicenceValidUntil');
  const suspended = 'Suspended' in values ? values.Suspended === true : (stored?.suspended ?? false);
  const reason = 'SuspensionReason' in values ? values.SuspensionReason : stored?.suspensionReason;
  if (suspended && !reason) invalid('SuspensionReason');
  if (!suspended && 'Suspended' in values) next.SuspensionReason = null;
  return next;
}

/** An agent's person holds the registry's `agent` role. */
async function giveAgentRole(db: Db, agentNo: number): Promise<void> {
  const [agent] = await db
    .select({ personNo: playerAgents.personNo })
    .from(playerAgents)
    .where(eq(playerAgents.no, agentNo));
  if (!agent) return;
  await db.insert(personRoles).values({ personNo: agent.personNo, role: 'agent' }).onConflictDoNothing();
}

export const playersAgentBinding: EntityBinding = {
  entity: PlayersAgent,
  from: sql`${playerAgents} join ${persons} on ${persons.no} = ${playerAgents.personNo} join ${federations} on ${federations.no} = ${playerAgents.federationNo}`,
  columns: {
    No: sql`${playerAgents.no}`,
    ...readColumns(WRITE_COLUMNS),
    FirstName: sql`${persons.firstName}`,
    LastName: sql`${persons.lastName}`,
    Name: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
    NationalityCode: sql`${persons.nationality}`,
    FederationCode: sql`${federations.code}`,
    FederationName: sql`${federations.name}`,
    Status: AGENT_STATUS,
    PlayerCount: sql`(select count(*)::int from ${agentRepresentations} where ${agentRepresentations.agentNo} = ${playerAgents.no} and ${RUNS_TODAY})`,
    Version: sql`${playerAgents.version}`,
  },
  searchText: sql`${persons.firstName} || ' ' || ${persons.lastName} || ' ' || ${playerAgents.licenceNumber} || ' ' || coalesce(${playerAgents.agency}, '')`,
  federationField: 'NoFederation',
  partyScope,
  write: {
    table: playerAgents,
    no: playerAgents.no,
    version: playerAgents.version,
    columns: WRITE_COLUMNS,
    prepare: prepareAgent,
    afterSave: giveAgentRole,
  },
};

/** The agent representing `playerNo` on `day` (by default today, as licences count it), where one is on record. */
export async function agentOfPlayer(
  db: Db,
  playerNo: number,
  day: string | SQL = TODAY,
): Promise<{ no: number; name: string } | null> {
  const [agent] = await db
    .select({ no: playerAgents.no, name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}` })
    .from(agentRepresentations)
    .innerJoin(playerAgents, eq(playerAgents.no, agentRepresentations.agentNo))
    .innerJoin(persons, eq(persons.no, playerAgents.personNo))
    .where(and(eq(agentRepresentations.playerNo, playerNo), runsOn(day)));
  return agent ?? null;
}
