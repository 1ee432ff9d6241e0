import { eq } from 'drizzle-orm';
import type { TCallInput } from '@libero/shared/empowerment/empowerment-api';
import { applications } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { ApplicationContext } from './application-context';
import { newsForFederation, newsForOffice } from './application-mails';
import { AUDITED_APPLICATION, checkVersion, readApplication, visibleApplication } from './application-records';
import { readCall } from './empowerment-calls';
import { recordEvent } from './empowerment-context';
import { rolesOn } from './empowerment-records';

/** The highest score of a criterion. */
const MAX_SCORE = 5;

/** The weighted score out of 100 (a criterion not scored counts 0), or null while nothing is scored. */
export function scoreTotalOf(criteria: TCallInput['criteria'], scores: Record<string, number>): number | null {
  if (Object.keys(scores).length === 0) return null;
  const weights = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const weighted = criteria.reduce((sum, criterion) => sum + (scores[criterion.key] ?? 0) * criterion.weight, 0);
  return weights === 0 ? null : Math.round((weighted / (MAX_SCORE * weights)) * 100);
}

/** `PUT /api/empowerment/applications/{no}/scores`: a reviewer scores an application under review against its call's criteria. */
export async function saveScores(
  context: ApplicationContext,
  no: number,
  input: { version: number; scores: Record<string, number> },
): Promise<void> {
  const { db, viewer } = context;
  const row = await visibleApplication(db, viewer, no, true);
  checkVersion(row, input.version);
  if (!rolesOn(viewer, row.federationNo).has('reviewer')) throw new AppError('AccessDenied', 'empowerment: scoring');
  if (row.status !== 'review') throw new AppError('EmpowermentStepRefused', `scoring: ${row.status}`);
  const { criteria } = await readCall(db, row.callNo);
  const unknown = Object.keys(input.scores).find((key) => !criteria.some((criterion) => criterion.key === key));
  if (unknown !== undefined) throw new AppError('InvalidData', `scores.${unknown}`);
  await db
    .update(applications)
    .set({ scores: input.scores, scoreTotal: scoreTotalOf(criteria, input.scores), updatedAt: context.now })
    .where(eq(applications.no, no));
  const text = Object.entries(input.scores)
    .map(([key, score]) => `${key}: ${score}`)
    .join(', ');
  const after = await readApplication(db, no);
  await recordEvent(
    context,
    'application',
    no,
    { step: 'score', text },
    { entity: AUDITED_APPLICATION, before: row, after },
  );
}

/** `POST /api/empowerment/applications/{no}/comments`: a line of its timeline, mailed to the other side. */
export async function addComment(context: ApplicationContext, no: number, text: string): Promise<void> {
  const { db, viewer, mail } = context;
  const row = await visibleApplication(db, viewer, no);
  const roles = rolesOn(viewer, row.federationNo);
  if (roles.size === 0) throw new AppError('AccessDenied', 'empowerment: commenting');
  await recordEvent(context, 'application', no, { step: 'comment', text }, { entity: AUDITED_APPLICATION });
  context.mails.push(
    ...(roles.has('reviewer')
      ? await newsForFederation(db, mail, row, 'comment', text, viewer.no)
      : await newsForOffice(db, mail, row, 'comment', text, viewer.no)),
  );
}
