import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PlayerInjury } from '@libero/shared/registry/medical';
import type { Db } from '../../../db/connection';
import { federations } from '../../../db/schema/bodies';
import { injuryDocuments, playerInjuries } from '../../../db/schema/medical';
import { persons } from '../../../db/schema/people';
import { readColumns, type EntityBinding } from '../../../gateway/binding';
import type { WriteValues } from '../../../gateway/values';
import { AppError } from '../../../lib/app-error';
import { storedFileKeys } from '../../documents';
import type { AuthUser } from '../../../lib/request-auth';
import { injuryParties } from './injury-parties';

// The treating person, joined under this name (an alias in raw SQL renders as its name only).
const TREATING = 'treating_person';
const treating = alias(persons, TREATING);

const columns = {
  NoPlayer: playerInjuries.playerNo,
  OccurredOn: playerInjuries.occurredOn,
  BodyPart: playerInjuries.bodyPart,
  InjuryType: playerInjuries.injuryType,
  Severity: playerInjuries.severity,
  Status: playerInjuries.status,
  ExpectedReturnOn: playerInjuries.expectedReturnOn,
  FollowUpOn: playerInjuries.followUpOn,
  NoTreatingPerson: playerInjuries.treatingPersonNo,
  Notes: playerInjuries.notes,
};

/**
 * The rules a Save cannot express field by field: an injury stays its player's, and the expected
 * return is not before it occurred (whichever of the two dates the Save gives). A new one keeps who recorded it.
 */
async function checkInjury(db: Db, values: WriteValues, no: number, viewer: AuthUser): Promise<WriteValues> {
  const [current] =
    no === 0
      ? []
      : await db
          .select({
            playerNo: playerInjuries.playerNo,
            occurredOn: playerInjuries.occurredOn,
            expectedReturnOn: playerInjuries.expectedReturnOn,
          })
          .from(playerInjuries)
          .where(eq(playerInjuries.no, no));
  if (current && values.NoPlayer !== undefined && values.NoPlayer !== current.playerNo)
    throw new AppError('InvalidData', 'NoPlayer');
  const occurred = values.OccurredOn !== undefined ? values.OccurredOn : current?.occurredOn;
  const back = values.ExpectedReturnOn !== undefined ? values.ExpectedReturnOn : current?.expectedReturnOn;
  if (typeof occurred === 'string' && typeof back === 'string' && back < occurred)
    throw new AppError('InvalidData', 'ExpectedReturnOn');
  return current ? values : { ...values, CreatedByUserNo: viewer.no };
}

export const playerInjuryBinding: EntityBinding = {
  entity: PlayerInjury,
  from: sql`${playerInjuries}
    join ${persons} on ${persons.no} = ${playerInjuries.playerNo}
    left join ${federations} on ${federations.no} = ${persons.federationNo}
    left join ${persons} as ${sql.identifier(TREATING)} on ${treating.no} = ${playerInjuries.treatingPersonNo}`,
  columns: {
    No: sql`${playerInjuries.no}`,
    ...readColumns(columns),
    PlayerName: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
    NoFederation: sql`${persons.federationNo}`,
    FederationCode: sql`${federations.code}`,
    TreatingPersonName: sql`${treating.firstName} || ' ' || ${treating.lastName}`,
    DocumentCount: sql`(select count(*) from ${injuryDocuments} where ${injuryDocuments.injuryNo} = ${playerInjuries.no})`,
    Version: sql`${playerInjuries.version}`,
  },
  searchText: sql`${persons.firstName} || ' ' || ${persons.lastName} || ' ' || coalesce(${federations.code}, '')`,
  write: {
    table: playerInjuries,
    // An injury's documents are deleted with it.
    storedFiles: storedFileKeys(injuryDocuments.storageKey, injuryDocuments.injuryNo),
    no: playerInjuries.no,
    version: playerInjuries.version,
    columns: { ...columns, CreatedByUserNo: playerInjuries.createdByUserNo },
    prepare: checkInjury,
  },
  partyScope: (viewer) => injuryParties(viewer, sql`${playerInjuries.playerNo}`),
  auditReads: true,
};
