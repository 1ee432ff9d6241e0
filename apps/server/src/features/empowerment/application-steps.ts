import { eq } from 'drizzle-orm';
import {
  APPLICATION_TRANSITIONS,
  REASONED_APPLICATION_STEPS,
  type ApplicationRole,
  type ApplicationStep,
} from '@libero/shared/empowerment/applications';
import { isEligible } from '@libero/shared/empowerment/eligibility';
import type { TStepInput } from '@libero/shared/empowerment/empowerment-api';
import { applications } from '../../db/schema/empowerment';
import { AppError } from '../../lib/app-error';
import type { QueuedMail } from '../mail';
import { today, type ApplicationContext } from './application-context';
import { newsForFederation, newsForOffice } from './application-mails';
import {
  AUDITED_APPLICATION,
  checkVersion,
  readApplication,
  visibleApplication,
  type ApplicationRow,
} from './application-records';
import { readCall } from './empowerment-calls';
import { recordEvent } from './empowerment-context';
import { rolesOn } from './empowerment-records';
import { eligibilityVerdicts } from './eligibility-facts';
import { createProject } from './project-creation';

type Changes = Partial<typeof applications.$inferInsert>;

/** Refuses a step no role of the viewer takes (403), or one the application is not at (409). */
function checkStep(row: ApplicationRow, step: ApplicationStep, roles: ReadonlySet<ApplicationRole>): void {
  const transition = APPLICATION_TRANSITIONS[step];
  if (!roles.has(transition.by)) throw new AppError('AccessDenied', step);
  if (!transition.from.includes(row.status)) throw new AppError('EmpowermentStepRefused', `${step}: ${row.status}`);
}

/** A submission needs a budget and the federation eligible in the call today. */
async function checkSubmission(context: ApplicationContext, row: ApplicationRow): Promise<void> {
  if (row.budget.length === 0) throw new AppError('InvalidData', 'budget');
  const call = await readCall(context.db, row.callNo);
  const verdicts = await eligibilityVerdicts(context.db, row.federationNo, call, row.projectType, today(context));
  if (!isEligible(verdicts))
    throw new AppError(
      'NotEligible',
      verdicts
        .filter((verdict) => !verdict.passed)
        .map((v) => v.rule)
        .join(' '),
    );
}

/** What a step writes on the application besides its status, after checking what it needs. */
async function changesOf(
  context: ApplicationContext,
  row: ApplicationRow,
  step: ApplicationStep,
  text: string,
): Promise<Changes> {
  const { now } = context;
  switch (step) {
    case 'submit':
      await checkSubmission(context, row);
      return { submittedAt: now };
    case 'startReview':
      return {};
    case 'sendBack':
      return { decisionReason: text };
    case 'approve':
      await createProject(context, row, await readCall(context.db, row.callNo));
      return { decisionReason: text, decidedAt: now };
    case 'decline':
      return { decisionReason: text, decidedAt: now };
  }
}

/** Who hears of a step: the office of a submission, the federation of a reviewer's decision or send-back. */
async function newsOf(
  context: ApplicationContext,
  row: ApplicationRow,
  step: ApplicationStep,
  text: string,
): Promise<QueuedMail[]> {
  const { db, mail, viewer } = context;
  if (step === 'submit') return newsForOffice(db, mail, row, 'submit', text, viewer.no);
  if (step === 'startReview') return [];
  return newsForFederation(db, mail, row, step, text, viewer.no);
}

/**
 * `POST /api/empowerment/applications/{no}/steps/{step}`: one step of the workflow, at the version
 * read (else 409), by a role of the viewer's that takes it; its timeline, audit and e-mails record it.
 */
export async function takeApplicationStep(
  context: ApplicationContext,
  no: number,
  step: ApplicationStep,
  input: TStepInput,
): Promise<void> {
  const { db, viewer } = context;
  const row = await visibleApplication(db, viewer, no, true);
  checkVersion(row, input.version);
  checkStep(row, step, rolesOn(viewer, row.federationNo));
  if (REASONED_APPLICATION_STEPS.has(step) && input.text === '') throw new AppError('InvalidData', 'text');
  const status = APPLICATION_TRANSITIONS[step].to;
  const changes = await changesOf(context, row, step, input.text);
  await db
    .update(applications)
    .set({ ...changes, status, updatedAt: context.now })
    .where(eq(applications.no, no));
  const after = await readApplication(db, no);
  await recordEvent(
    context,
    'application',
    no,
    { step, fromStatus: row.status, toStatus: status, text: input.text },
    { entity: AUDITED_APPLICATION, before: row, after },
  );
  context.mails.push(...(await newsOf(context, after, step, input.text)));
}
