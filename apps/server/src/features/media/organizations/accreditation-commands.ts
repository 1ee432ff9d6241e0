import { and, eq, inArray } from 'drizzle-orm';
import {
  ACCREDITATION_TRANSITIONS,
  ACTIVE_ACCREDITATION_STATUSES,
  badgeNumberOf,
  type AccreditationStep,
  type TAccreditationRequest,
  type TAccreditationStepInput,
} from '@libero/shared/media/organizations';
import type { Db } from '../../../db/connection';
import { events } from '../../../db/schema/competitions';
import { mediaAccreditations, mediaOrganizations } from '../../../db/schema/media';
import { personRoles } from '../../../db/schema/people';
import { AppError } from '../../../lib/app-error';
import type { AuthUser } from '../../../lib/request-auth';
import { writeAudit, type Actor } from '../../audit';
import type { QueuedMail } from '../../mail';
import { decisionMail } from './accreditation-mails';
import { readAccreditation, visibleAccreditation } from './accreditation-records';
import { isPressOfficer, mediaPersonOf } from './organizations.bindings';

/** What an accreditation command works with: `db` is its transaction; its mails are queued when it commits. */
export type AccreditationContext = {
  db: Db;
  viewer: AuthUser;
  actor: Actor;
  now: Date;
  orgCode: string;
  mails: QueuedMail[];
};

const AUDITED_ENTITY = 'MediaAccreditation';

const exists = async (query: Promise<unknown[]>): Promise<boolean> => (await query).length > 0;

/** The person's role row as a media person (their current organisation), or a 422 naming `personNo`. */
async function mediaRoleOf(db: Db, personNo: number) {
  const [role] = await db
    .select({ organizationNo: personRoles.mediaOrganizationNo })
    .from(personRoles)
    .where(and(eq(personRoles.personNo, personNo), eq(personRoles.role, 'media')));
  if (!role) throw new AppError('InvalidData', 'personNo');
  return role;
}

/** Checks the request's event, organisation and that the person holds no other live accreditation for the event. */
async function checkRequest(db: Db, input: TAccreditationRequest): Promise<void> {
  if (!(await exists(db.select({ no: events.no }).from(events).where(eq(events.no, input.eventNo)))))
    throw new AppError('InvalidData', 'eventNo');
  const organizationNo = input.organizationNo;
  if (
    typeof organizationNo === 'number' &&
    !(await exists(
      db
        .select({ no: mediaOrganizations.no })
        .from(mediaOrganizations)
        .where(eq(mediaOrganizations.no, organizationNo)),
    ))
  )
    throw new AppError('InvalidData', 'organizationNo');
  const live = db
    .select({ no: mediaAccreditations.no })
    .from(mediaAccreditations)
    .where(
      and(
        eq(mediaAccreditations.personNo, input.personNo),
        eq(mediaAccreditations.eventNo, input.eventNo),
        inArray(mediaAccreditations.status, [...ACTIVE_ACCREDITATION_STATUSES]),
      ),
    );
  if (await exists(live)) throw new AppError('Duplicate', 'eventNo');
}

/** A media person asks for themself; press officers and admins for any media person. Answers the new number. */
export async function requestAccreditation(context: AccreditationContext, input: TAccreditationRequest) {
  const { db, viewer, actor } = context;
  if (!isPressOfficer(viewer) && mediaPersonOf(viewer) !== input.personNo)
    throw new AppError('AccessDenied', 'personNo');
  const role = await mediaRoleOf(db, input.personNo);
  await checkRequest(db, input);
  const [created] = await db
    .insert(mediaAccreditations)
    .values({
      personNo: input.personNo,
      eventNo: input.eventNo,
      organizationNo: input.organizationNo ?? role.organizationNo,
      function: input.function,
      requestedByUserNo: viewer.no,
    })
    .returning();
  await writeAudit(db, actor, { action: 'request', entity: AUDITED_ENTITY, entityNo: created!.no, after: created });
  return created!.no;
}

/**
 * Takes a step: refused when the viewer never takes it (403), when the accreditation is not at it
 * (409), on a stale version (409), or without the reason a refusal needs (422). The person hears of
 * the decision by e-mail.
 */
export async function takeAccreditationStep(
  context: AccreditationContext,
  no: number,
  step: AccreditationStep,
  input: TAccreditationStepInput,
): Promise<void> {
  const { db, viewer, actor, now } = context;
  const { row, actors } = await visibleAccreditation(db, viewer, no, true);
  const transition = ACCREDITATION_TRANSITIONS[step];
  if (!transition.by.some((by) => actors.includes(by))) throw new AppError('AccessDenied', step);
  if (!transition.from.includes(row.status)) throw new AppError('AccreditationStepRefused', `${step}: ${row.status}`);
  if (row.version !== input.version) throw new AppError('Conflict', `accreditation ${no}`);
  if (transition.reasoned && input.reason === '') throw new AppError('InvalidData', 'reason');
  const [before] = await db.select().from(mediaAccreditations).where(eq(mediaAccreditations.no, no));
  const [after] = await db
    .update(mediaAccreditations)
    .set({
      status: transition.to,
      reason: input.reason || null,
      decidedByUserNo: viewer.no,
      decidedAt: now,
      ...(step === 'approve' ? { badgeNumber: badgeNumberOf(row.eventNo, no) } : {}),
      updatedAt: now,
    })
    .where(eq(mediaAccreditations.no, no))
    .returning();
  await writeAudit(db, actor, { action: step, entity: AUDITED_ENTITY, entityNo: no, before, after });
  context.mails.push(...decisionMail(context.orgCode, await readAccreditation(db, no), viewer.no));
}
