import { and, asc, desc, eq } from 'drizzle-orm';
import {
  badgeNumberOf,
  type AccreditationFunction,
  type AccreditationStatus,
  type OrganizationKind,
} from '@libero/shared/media/organizations';
import type { Db } from '../../../db/connection';
import { events } from '../../../db/schema/competitions';
import { users } from '../../../db/schema/identity';
import { mediaAccreditations, mediaOrganizations } from '../../../db/schema/media';
import { personRoles } from '../../../db/schema/people';

type DemoOrganization = { name: string; kind: OrganizationKind; country: string; domain: string };

/** Made-up outlets of several kinds and countries (the demo users' people work for the first ones). */
const ORGANIZATIONS: readonly DemoOrganization[] = [
  { name: 'Diario Deportivo del Sur', kind: 'newspaper', country: 'AR', domain: 'deportivodelsur.example' },
  { name: 'Net & Spike Photo', kind: 'photoAgency', country: 'FR', domain: 'netandspike.example' },
  { name: 'Le Quotidien du Sport', kind: 'newspaper', country: 'FR', domain: 'quotidiendusport.example' },
  { name: 'Gazzetta Pallavolo', kind: 'newspaper', country: 'IT', domain: 'gazzettapallavolo.example' },
  { name: 'Volley Vision TV', kind: 'tv', country: 'BR', domain: 'volleyvision.example' },
  { name: 'Radio Sport Nairobi', kind: 'radio', country: 'KE', domain: 'radiosportnairobi.example' },
  { name: 'Global Sports Agency', kind: 'agency', country: 'GB', domain: 'globalsports.example' },
  { name: 'Spike Online', kind: 'online', country: 'ES', domain: 'spikeonline.example' },
  { name: 'Tokyo Sports Broadcasting', kind: 'tv', country: 'JP', domain: 'tokyosports.example' },
];

const POSITIONS = ['Reporter', 'Editor', 'Photographer', 'Commentator', 'Correspondent', 'Camera operator'];

/** The demo users' people: the media person writes for an Argentine daily, the photographer shoots for an agency. */
const DEMO_USER_JOBS = [
  { username: 'mediaperson', organization: 0, position: 'Volleyball correspondent' },
  { username: 'photographer', organization: 1, position: 'Staff photographer' },
] as const;

/** Accreditations of the demo users and of other media staff, one in each status, for the latest events. */
const ACCREDITATIONS: readonly {
  who: number | 'mediaperson' | 'photographer';
  event: number;
  function: AccreditationFunction;
  status: AccreditationStatus;
  reason?: string;
}[] = [
  { who: 'mediaperson', event: 0, function: 'journalist', status: 'approved' },
  { who: 'mediaperson', event: 1, function: 'journalist', status: 'requested' },
  { who: 'photographer', event: 0, function: 'photographer', status: 'approved' },
  { who: 'photographer', event: 1, function: 'photographer', status: 'requested' },
  {
    who: 0,
    event: 0,
    function: 'tvCrew',
    status: 'refused',
    reason: 'The TV crews are limited to the host broadcaster.',
  },
  { who: 1, event: 0, function: 'journalist', status: 'withdrawn' },
  { who: 2, event: 1, function: 'radio', status: 'requested' },
  { who: 3, event: 1, function: 'editor', status: 'approved' },
];

async function personOfUser(db: Db, username: string): Promise<number | undefined> {
  const [user] = await db.select({ typeNo: users.typeNo }).from(users).where(eq(users.username, username));
  return user?.typeNo;
}

/** Gives every media person an organisation and a position: the demo users theirs, the others in turn. */
async function employStaff(db: Db, organizationNos: readonly number[]): Promise<number[]> {
  const staff = await db
    .select({ personNo: personRoles.personNo })
    .from(personRoles)
    .where(eq(personRoles.role, 'media'))
    .orderBy(asc(personRoles.personNo));
  const jobs = new Map<number, { organization: number; position: string }>();
  for (const job of DEMO_USER_JOBS) {
    const personNo = await personOfUser(db, job.username);
    if (personNo) jobs.set(personNo, job);
  }
  for (const [index, { personNo }] of staff.entries()) {
    const job = jobs.get(personNo) ?? {
      organization: 2 + (index % (organizationNos.length - 2)),
      position: POSITIONS[index % POSITIONS.length]!,
    };
    await db
      .update(personRoles)
      .set({ mediaOrganizationNo: organizationNos[job.organization]!, mediaPosition: job.position })
      .where(and(eq(personRoles.personNo, personNo), eq(personRoles.role, 'media')));
  }
  return staff.map((row) => row.personNo).filter((no) => !jobs.has(no));
}

/** The demo's media organisations, their staff and accreditations in every status (issue #24). */
export async function seedDemoMediaStaff(db: Db): Promise<void> {
  const organizationNos = (
    await db
      .insert(mediaOrganizations)
      .values(
        ORGANIZATIONS.map((o) => ({
          name: o.name,
          kind: o.kind,
          countryCode: o.country,
          website: `https://www.${o.domain}`,
          email: `press@${o.domain}`,
        })),
      )
      .returning({ no: mediaOrganizations.no })
  ).map((row) => row.no);
  const others = await employStaff(db, organizationNos);
  const latest = await db.select({ no: events.no }).from(events).orderBy(desc(events.startDate)).limit(2);
  const [officer] = await db.select({ no: users.no }).from(users).where(eq(users.username, 'pressofficer'));
  const roles = await db
    .select({ personNo: personRoles.personNo, organizationNo: personRoles.mediaOrganizationNo })
    .from(personRoles)
    .where(eq(personRoles.role, 'media'));
  const organizationOf = (no: number) => roles.find((role) => role.personNo === no)?.organizationNo ?? null;
  for (const demo of ACCREDITATIONS) {
    const personNo = typeof demo.who === 'number' ? others[demo.who] : await personOfUser(db, demo.who);
    const event = latest[demo.event];
    if (!personNo || !event) continue;
    const [created] = await db
      .insert(mediaAccreditations)
      .values({ personNo, eventNo: event.no, function: demo.function, organizationNo: organizationOf(personNo) })
      .returning({ no: mediaAccreditations.no });
    if (demo.status === 'requested') continue;
    await db
      .update(mediaAccreditations)
      .set({
        status: demo.status,
        reason: demo.reason ?? null,
        decidedAt: new Date(),
        decidedByUserNo: officer?.no ?? null,
        badgeNumber: demo.status === 'approved' ? badgeNumberOf(event.no, created!.no) : null,
      })
      .where(eq(mediaAccreditations.no, created!.no));
  }
}
