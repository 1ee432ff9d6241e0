import { eq, inArray } from 'drizzle-orm';
import { languageOfCountry } from '@libero/shared/countries/countries';
import type { Language } from '@libero/shared/i18n/languages';
import { requiredParties, type TransferParty } from '@libero/shared/transfers/signature-ladder';
import type { Db } from '../../db/connection';
import { playerAgents } from '../../db/schema/agents';
import { confederations, federations, volleyClubs } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import type { TransferRow } from './transfer-records';

/** A body of the transfer: `countryCode` (ISO alpha-2) says which language its mails are in. */
type Body = { no: number; name: string; code: string | null; email: string | null; countryCode: string | null };

/** The people and bodies a transfer names, with how to reach them. */
export type TransferParties = {
  player: {
    no: number;
    name: string;
    federationCode: string | null;
    birthDate: string | null;
    nationality: string | null;
    email: string | null;
  };
  /** The player's agent when the transfer was started, where one was on record. */
  agent: { no: number; name: string; licenceNumber: string } | null;
  releasingFederation: Body;
  releasingClub: Body | null;
  receivingFederation: Body;
  receivingClub: Body | null;
  handlingBody: {
    kind: 'world' | 'confederation';
    no: number | null;
    name: string;
    email: string | null;
    countryCode: string | null;
  };
};

async function agentOf(db: Db, agentNo: number): Promise<TransferParties['agent']> {
  const [agent] = await db
    .select({
      no: playerAgents.no,
      firstName: persons.firstName,
      lastName: persons.lastName,
      licenceNumber: playerAgents.licenceNumber,
    })
    .from(playerAgents)
    .innerJoin(persons, eq(persons.no, playerAgents.personNo))
    .where(eq(playerAgents.no, agentNo));
  return agent
    ? { no: agent.no, name: `${agent.firstName} ${agent.lastName}`, licenceNumber: agent.licenceNumber }
    : null;
}

/** Who a transfer's parties are. `world` is how the world federation is named and reached. */
export async function partiesOfTransfer(
  db: Db,
  transfer: TransferRow,
  world: { name: string; email: string },
): Promise<TransferParties> {
  const clubNos = [transfer.fromClubNo, transfer.toClubNo].filter((no): no is number => no !== null);
  // One query after another: commands read the parties inside their transaction, on its one connection.
  const [player] = await db
    .select({
      no: persons.no,
      firstName: persons.firstName,
      lastName: persons.lastName,
      birthDate: persons.birthDate,
      nationality: persons.nationality,
      email: persons.email,
      federationCode: federations.code,
    })
    .from(persons)
    .leftJoin(federations, eq(federations.no, persons.federationNo))
    .where(eq(persons.no, transfer.playerNo));
  const feds = await db
    .select({
      no: federations.no,
      name: federations.name,
      code: federations.code,
      email: federations.email,
      countryCode: federations.countryCode,
    })
    .from(federations)
    .where(inArray(federations.no, [transfer.fromFederationNo, transfer.toFederationNo]));
  const clubs: Body[] =
    clubNos.length === 0
      ? []
      : await db
          .select({
            no: volleyClubs.no,
            name: volleyClubs.name,
            code: volleyClubs.shortName,
            email: volleyClubs.email,
            countryCode: federations.countryCode,
          })
          .from(volleyClubs)
          .innerJoin(federations, eq(federations.no, volleyClubs.federationNo))
          .where(inArray(volleyClubs.no, clubNos));
  const handlingNo = transfer.handlingConfederationNo;
  const [confederation] =
    handlingNo === null
      ? []
      : await db
          .select({
            no: confederations.no,
            name: confederations.name,
            email: confederations.email,
            countryCode: confederations.countryCode,
          })
          .from(confederations)
          .where(eq(confederations.no, handlingNo));
  if (!player) throw new Error(`Transfer ${transfer.no}: player ${transfer.playerNo} missing`);
  const agent = transfer.agentNo === null ? null : await agentOf(db, transfer.agentNo);
  const federation = (no: number) =>
    feds.find((row) => row.no === no) ?? { no, name: '', code: null, email: null, countryCode: null };
  const club = (no: number | null) => (no === null ? null : (clubs.find((row) => row.no === no) ?? null));
  return {
    player: { ...player, name: `${player.firstName} ${player.lastName}` },
    agent,
    releasingFederation: federation(transfer.fromFederationNo),
    releasingClub: club(transfer.fromClubNo),
    receivingFederation: federation(transfer.toFederationNo),
    receivingClub: club(transfer.toClubNo),
    handlingBody: confederation
      ? { kind: 'confederation', ...confederation }
      : { kind: 'world', no: null, name: world.name, email: world.email, countryCode: null },
  };
}

/** The name a party goes by on this transfer. */
export function partyName(parties: TransferParties, party: TransferParty): string {
  switch (party) {
    case 'player':
      return parties.player.name;
    case 'receivingClub':
      return parties.receivingClub?.name ?? '';
    case 'releasingClub':
      return parties.releasingClub?.name ?? '';
    case 'receivingFederation':
      return parties.receivingFederation.name;
    case 'releasingFederation':
      return parties.releasingFederation.name;
    case 'handlingBody':
      return parties.handlingBody.name;
  }
}

/** Each stakeholder's address and language (one per party the transfer has), where an address is on file. */
export function stakeholderAddresses(
  parties: TransferParties,
  transfer: TransferRow,
): { party: TransferParty; email: string; language: Language }[] {
  const contact: Record<TransferParty, { email: string | null; countryCode: string | null } | null> = {
    player: { email: parties.player.email, countryCode: parties.player.nationality },
    receivingClub: parties.receivingClub,
    releasingClub: parties.releasingClub,
    receivingFederation: parties.receivingFederation,
    releasingFederation: parties.releasingFederation,
    handlingBody: parties.handlingBody,
  };
  return requiredParties({ releasingClubNo: transfer.fromClubNo }).flatMap((party) => {
    const email = contact[party]?.email;
    return email ? [{ party, email, language: languageOfCountry(contact[party]?.countryCode) }] : [];
  });
}
