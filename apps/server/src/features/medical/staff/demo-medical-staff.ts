import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { MEDICAL_STAFF_ROLES } from '@libero/shared/medical/staff';
import type { Db } from '../../../db/connection';
import { volleyTeams, volleyTeamStaff, volleyTournaments } from '../../../db/schema/competitions';
import { users } from '../../../db/schema/identity';
import { medicalQualifications } from '../../../db/schema/medical';
import { personRoles } from '../../../db/schema/people';

type Qualification = { title: string; issuer: string; obtainedOn: string; validUntil: string | null };

/** The `medicalperson` user's: a degree, a sports medicine licence, and a first-aid certificate that has expired. */
const DEMO_USER_QUALIFICATIONS: readonly Qualification[] = [
  { title: 'Doctor of Medicine', issuer: 'University of Tokyo', obtainedOn: '2008-03-25', validUntil: null },
  {
    title: 'Sports medicine licence',
    issuer: 'Japan Sports Association',
    obtainedOn: '2014-06-01',
    validUntil: '2030-05-31',
  },
  { title: 'Pitch-side first aid', issuer: 'Japanese Red Cross', obtainedOn: '2019-04-10', validUntil: '2023-04-09' },
];

/** What the other medical staff hold, in turn. */
const QUALIFICATIONS: readonly Qualification[] = [
  { title: 'Doctor of Medicine', issuer: 'Faculty of Medicine', obtainedOn: '2005-07-01', validUntil: null },
  { title: 'Physiotherapy degree', issuer: 'School of Physiotherapy', obtainedOn: '2012-06-30', validUntil: null },
  {
    title: 'Sports trauma certificate',
    issuer: 'International Sports Medicine Federation',
    obtainedOn: '2021-09-15',
    validUntil: '2027-09-14',
  },
  { title: 'Emergency care certificate', issuer: 'Red Cross', obtainedOn: '2018-02-01', validUntil: '2022-01-31' },
];

/** The `medicalperson` user serves a team as physiotherapist, unless the competitions already gave them one. */
async function serveATeam(db: Db, personNo: number): Promise<void> {
  const [serving] = await db
    .select({ no: volleyTeamStaff.no })
    .from(volleyTeamStaff)
    .where(and(eq(volleyTeamStaff.personNo, personNo), inArray(volleyTeamStaff.role, [...MEDICAL_STAFF_ROLES])));
  if (serving) return;
  const teams = await db
    .select({ no: volleyTeams.no, tournamentNo: volleyTeams.tournamentNo })
    .from(volleyTeams)
    .innerJoin(volleyTournaments, eq(volleyTournaments.no, volleyTeams.tournamentNo))
    .where(eq(volleyTournaments.published, true))
    .orderBy(desc(volleyTournaments.startDate), asc(volleyTeams.no))
    .limit(2);
  if (teams.length > 0)
    await db
      .insert(volleyTeamStaff)
      .values(
        teams.map((team) => ({ teamNo: team.no, tournamentNo: team.tournamentNo, personNo, role: 'physiotherapist' })),
      );
}

/** The demo medical staff's qualifications (some expired), and the teams the `medicalperson` user serves (issue #24). */
export async function seedDemoMedicalStaff(db: Db): Promise<void> {
  const [user] = await db.select({ typeNo: users.typeNo }).from(users).where(eq(users.username, 'medicalperson'));
  const staff = await db
    .select({ personNo: personRoles.personNo })
    .from(personRoles)
    .where(eq(personRoles.role, 'medical'))
    .orderBy(asc(personRoles.personNo));
  const rows = staff.flatMap(({ personNo }, index) =>
    personNo === user?.typeNo
      ? DEMO_USER_QUALIFICATIONS.map((q) => ({ personNo, ...q }))
      : [QUALIFICATIONS[index % 2]!, QUALIFICATIONS[2 + (index % 2)]!].map((q) => ({ personNo, ...q })),
  );
  if (rows.length > 0) await db.insert(medicalQualifications).values(rows);
  if (user?.typeNo) await serveATeam(db, user.typeNo);
}
