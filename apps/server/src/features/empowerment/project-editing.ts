import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZProjectUpdate } from '@libero/shared/empowerment/empowerment-api';
import type { Db } from '../../db/connection';
import { developmentProjects } from '../../db/schema/empowerment';
import { personRoles, persons } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import { recordEvent, type EmpowermentContext } from './empowerment-context';
import { checkRole, checkVersion, reachedProject } from './project-records';

type ProjectUpdate = z.output<typeof ZProjectUpdate>;

/** The coach sent is a person of the registry holding the coach role. */
async function checkCoach(db: Db, personNo: number | null): Promise<void> {
  if (personNo === null) return;
  const [coach] = await db
    .select({ no: personRoles.personNo })
    .from(personRoles)
    .where(and(eq(personRoles.personNo, personNo), eq(personRoles.role, 'coach')));
  if (!coach) throw new AppError('InvalidData', 'coachPersonNo');
}

/** The experts are persons of the registry. */
async function checkExperts(db: Db, personNos: readonly number[]): Promise<void> {
  const wanted = [...new Set(personNos)];
  if (wanted.length === 0) return;
  const found = await db.select({ no: persons.no }).from(persons).where(inArray(persons.no, wanted));
  if (found.length !== wanted.length) throw new AppError('InvalidData', 'expertPersonNos');
}

/**
 * `PUT /api/empowerment/projects/{no}`: a reviewer sets the project's period, its coach or experts,
 * its milestones and its status, at the version read. Answers the project's no.
 */
export async function updateProject(context: EmpowermentContext, no: number, input: ProjectUpdate): Promise<number> {
  const { db, viewer } = context;
  const reached = await reachedProject(db, viewer, no, true);
  checkRole(reached, 'reviewer', 'editing a project');
  checkVersion(reached.project.version, input.version);
  await checkCoach(db, input.coachPersonNo);
  await checkExperts(db, input.expertPersonNos);
  const { version: _read, ...fields } = input;
  const [after] = await db.update(developmentProjects).set(fields).where(eq(developmentProjects.no, no)).returning();
  await recordEvent(
    context,
    'project',
    no,
    { step: 'edit', fromStatus: reached.project.status, toStatus: input.status },
    { entity: 'DevelopmentProject', before: reached.project, after },
  );
  return no;
}
