import { eq, sql } from 'drizzle-orm';
import {
  accreditationStepsFor,
  type AccreditationActor,
  type TAccreditation,
} from '@libero/shared/media/organizations';
import type { Db } from '../../../db/connection';
import { events } from '../../../db/schema/competitions';
import { mediaAccreditations, mediaOrganizations } from '../../../db/schema/media';
import { persons } from '../../../db/schema/people';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import { isPressOfficer, mediaPersonOf } from './organizations.bindings';

export type AccreditationRow = Omit<TAccreditation, 'steps'> & {
  personEmail: string | null;
  personNationality: string | null;
};

/** An accreditation with its person, event and organisation; locked when `forUpdate`. */
export async function readAccreditation(db: Db, no: number, forUpdate = false): Promise<AccreditationRow> {
  const query = db
    .select({
      no: mediaAccreditations.no,
      personNo: mediaAccreditations.personNo,
      personName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      personEmail: persons.email,
      personNationality: persons.nationality,
      eventNo: mediaAccreditations.eventNo,
      eventName: events.name,
      eventStartDate: events.startDate,
      eventEndDate: events.endDate,
      organizationNo: mediaAccreditations.organizationNo,
      organizationName: mediaOrganizations.name,
      function: mediaAccreditations.function,
      status: mediaAccreditations.status,
      badgeNumber: mediaAccreditations.badgeNumber,
      reason: mediaAccreditations.reason,
      decidedAt: sql<
        string | null
      >`to_char(${mediaAccreditations.decidedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      version: mediaAccreditations.version,
    })
    .from(mediaAccreditations)
    .innerJoin(persons, eq(persons.no, mediaAccreditations.personNo))
    .innerJoin(events, eq(events.no, mediaAccreditations.eventNo))
    .leftJoin(mediaOrganizations, eq(mediaOrganizations.no, mediaAccreditations.organizationNo))
    .where(eq(mediaAccreditations.no, no));
  const [row] = forUpdate ? await query.for('update', { of: mediaAccreditations }) : await query;
  if (!row) throw new AppError('NotFound', `accreditation ${no}`);
  return row;
}

/** What the viewer is to an accreditation: a press officer, the accredited person, both or neither. */
export function actorsOf(viewer: AuthUser, row: Pick<AccreditationRow, 'personNo'>): AccreditationActor[] {
  return [
    ...(isPressOfficer(viewer) ? (['officer'] as const) : []),
    ...(mediaPersonOf(viewer) === row.personNo ? (['self'] as const) : []),
  ];
}

/** The accreditation if the viewer is a party to it; to anyone else it does not exist (404). */
export async function visibleAccreditation(
  db: Db,
  viewer: AuthUser,
  no: number,
  forUpdate = false,
): Promise<{ row: AccreditationRow; actors: AccreditationActor[] }> {
  const row = await readAccreditation(db, no, forUpdate);
  const actors = actorsOf(viewer, row);
  if (actors.length === 0) throw new AppError('NotFound', `accreditation ${no}`);
  return { row, actors };
}

/** The answer of the routes: the accreditation and the steps the viewer may take. */
export function accreditationAnswer(row: AccreditationRow, actors: readonly AccreditationActor[]): TAccreditation {
  const { personEmail: _email, personNationality: _nationality, ...shown } = row;
  return { ...shown, steps: accreditationStepsFor(row.status, actors) };
}
