import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { MEDIA_PERSON_USERS, PRESS_OFFICERS } from '@libero/shared/media/organizations';
import { MediaAccreditation, MediaOrganization } from '@libero/shared/registry/media-staff';
import type { Db } from '../../../db/connection';
import { events } from '../../../db/schema/competitions';
import { mediaAccreditations, mediaOrganizations } from '../../../db/schema/media';
import { personRoles, persons } from '../../../db/schema/people';
import { readColumns, type EntityBinding } from '../../../gateway/binding';
import type { Row } from '../../../gateway/values';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';

const officerTypes: readonly number[] = PRESS_OFFICERS.map((code) => UserTypeNo[code]);
const mediaPersonTypes: readonly number[] = MEDIA_PERSON_USERS.map((code) => UserTypeNo[code]);

/** Press officers (and admins) keep the organisations and decide on every accreditation. */
export const isPressOfficer = (viewer: AuthUser) => isAdmin(viewer) || officerTypes.includes(viewer.type);

/** The media person a user stands for (a media person or a photographer), if any. */
export const mediaPersonOf = (viewer: AuthUser): number | null =>
  mediaPersonTypes.includes(viewer.type) ? viewer.typeNo : null;

/** The media staff of organisation `no`: its people holding the media role. */
const staffOf = (no: SQL) => sql`${personRoles.role} = 'media' and ${personRoles.mediaOrganizationNo} = ${no}`;

const organizationColumns = {
  Name: mediaOrganizations.name,
  Kind: mediaOrganizations.kind,
  CountryCode: mediaOrganizations.countryCode,
  Website: mediaOrganizations.website,
  Email: mediaOrganizations.email,
  Phone: mediaOrganizations.phone,
};

/** An organisation still employing media staff is kept: they would point to nothing. */
async function refuseWhileStaffed(db: Db, before: Row): Promise<void> {
  const [staff] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(personRoles)
    .where(and(eq(personRoles.role, 'media'), eq(personRoles.mediaOrganizationNo, Number(before.No))));
  if ((staff?.count ?? 0) > 0) throw new AppError('OrganizationHasStaff', String(before.No));
}

export const mediaOrganizationBinding: EntityBinding = {
  entity: MediaOrganization,
  from: sql`${mediaOrganizations}`,
  columns: {
    No: sql`${mediaOrganizations.no}`,
    ...readColumns(organizationColumns),
    StaffCount: sql`(select count(*)::int from ${personRoles} where ${staffOf(sql`${mediaOrganizations.no}`)})`,
    Version: sql`${mediaOrganizations.version}`,
  },
  searchText: sql`${mediaOrganizations.name} || ' ' || coalesce(${mediaOrganizations.website}, '')`,
  write: {
    table: mediaOrganizations,
    no: mediaOrganizations.no,
    version: mediaOrganizations.version,
    columns: organizationColumns,
    afterDelete: refuseWhileStaffed,
  },
};

/** An accreditation's parties: the accredited person themself; press officers reach them all. */
function accreditationParties(viewer: AuthUser) {
  if (isPressOfficer(viewer)) return sql`true`;
  const person = mediaPersonOf(viewer);
  return person === null ? sql`false` : sql`${mediaAccreditations.personNo} = ${person}`;
}

export const mediaAccreditationBinding: EntityBinding = {
  entity: MediaAccreditation,
  from: sql`${mediaAccreditations}
    join ${persons} on ${persons.no} = ${mediaAccreditations.personNo}
    join ${events} on ${events.no} = ${mediaAccreditations.eventNo}
    left join ${mediaOrganizations} on ${mediaOrganizations.no} = ${mediaAccreditations.organizationNo}`,
  columns: {
    No: sql`${mediaAccreditations.no}`,
    NoPerson: sql`${mediaAccreditations.personNo}`,
    PersonName: sql`${persons.firstName} || ' ' || ${persons.lastName}`,
    NoEvent: sql`${mediaAccreditations.eventNo}`,
    EventName: sql`${events.name}`,
    EventStartDate: sql`${events.startDate}`,
    EventEndDate: sql`${events.endDate}`,
    NoMediaOrganization: sql`${mediaAccreditations.organizationNo}`,
    MediaOrganizationName: sql`${mediaOrganizations.name}`,
    Function: sql`${mediaAccreditations.function}`,
    Status: sql`${mediaAccreditations.status}`,
    BadgeNumber: sql`${mediaAccreditations.badgeNumber}`,
    Reason: sql`${mediaAccreditations.reason}`,
    DecidedAt: sql`${mediaAccreditations.decidedAt}`,
    Version: sql`${mediaAccreditations.version}`,
  },
  searchText: sql`${persons.firstName} || ' ' || ${persons.lastName} || ' ' || ${events.name} || ' ' || coalesce(${mediaAccreditations.badgeNumber}, '')`,
  partyScope: accreditationParties,
};
