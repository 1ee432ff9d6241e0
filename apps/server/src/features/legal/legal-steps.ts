import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZCaseStepInput } from '@libero/shared/legal/legal-api';
import {
  isWaiting,
  REASONED_STEPS,
  statusAfter,
  TRANSITIONS,
  type CaseRole,
  type CaseStatus,
  type CaseStep,
} from '@libero/shared/legal/legal-cases';
import { checkOriginRules, federationOfOriginFrom, type TLegalSettings } from '@libero/shared/legal/origin-rules';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import {
  federationOfOriginChanges,
  legalCaseDocuments,
  legalCaseRegistrations,
  legalCases,
} from '../../db/schema/legal';
import { persons } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import { playerName, recordEvent, today, type LegalContext } from './legal-context';
import { originChangeFacts } from './legal-facts';
import { newsForParties } from './legal-mails';
import { originOf, readCase, rolesOf, visibleCase, type CaseRow } from './legal-records';
import { readLegalSettings } from './legal-settings';

type StepInput = z.output<typeof ZCaseStepInput>;

/** The last day of a step entered on `day`: the settings' deadline for the status the case now waits in. */
export function dueDayOf(settings: TLegalSettings, status: CaseStatus, day: string): string | null {
  if (!isWaiting(status)) return null;
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + settings.deadlineDays[status] * 86_400_000));
}

/**
 * Refuses a step the viewer may not take: one no role of theirs ever takes (403), or one the case
 * is not at (409). The office may take a federation's step on its behalf.
 */
function checkStep(row: CaseRow, step: CaseStep, roles: ReadonlySet<CaseRole>): CaseRole | null {
  const transition = TRANSITIONS[step];
  if (!roles.has(transition.by) && !roles.has('office')) throw new AppError('AccessDenied', step);
  if (!transition.kinds.includes(row.kind) || !transition.from.includes(row.status))
    throw new AppError('LegalStepRefused', `${step}: ${row.status}`);
  return roles.has(transition.by) ? null : transition.by;
}

async function hasDocument(db: Db, caseNo: number, kind: 'feeProof') {
  const [found] = await db
    .select({ no: legalCaseDocuments.no })
    .from(legalCaseDocuments)
    .where(and(eq(legalCaseDocuments.caseNo, caseNo), eq(legalCaseDocuments.kind, kind)))
    .limit(1);
  return found !== undefined;
}

/** Gives the player the federation of origin the decision says, and keeps the change in the history. */
async function applyDecision(context: LegalContext, row: CaseRow, federationNo: number): Promise<void> {
  const { db } = context;
  const [player] = await db
    .select({ originFederationNo: persons.originFederationNo, federationNo: persons.federationNo })
    .from(persons)
    .where(eq(persons.no, row.playerNo));
  const from = player ? originOf(player) : null;
  await db.update(persons).set({ originFederationNo: federationNo }).where(eq(persons.no, row.playerNo));
  if (from !== federationNo)
    await db.insert(federationOfOriginChanges).values({
      playerNo: row.playerNo,
      fromFederationNo: from,
      toFederationNo: federationNo,
      caseNo: row.no,
      day: today(context),
    });
}

/** The federation a determination's approval establishes: the one named, else the one the evidence points to. */
async function determinedFederation(db: Db, row: CaseRow, settings: TLegalSettings, named?: number): Promise<number> {
  if (named !== undefined) {
    const [found] = await db.select({ no: federations.no }).from(federations).where(eq(federations.no, named));
    if (!found) throw new AppError('InvalidData', 'decidedFederationNo');
    return named;
  }
  const [player] = await db.select({ birthDate: persons.birthDate }).from(persons).where(eq(persons.no, row.playerNo));
  const registrations = await db
    .select({ federationNo: legalCaseRegistrations.federationNo, day: legalCaseRegistrations.day })
    .from(legalCaseRegistrations)
    .where(eq(legalCaseRegistrations.caseNo, row.no));
  return (
    federationOfOriginFrom(player?.birthDate ?? null, registrations, settings.determinationMinAge) ??
    (() => {
      throw new AppError('InvalidData', 'decidedFederationNo');
    })()
  );
}

/** What a step writes on the case besides its status, after checking what it needs. */
async function changesOf(
  context: LegalContext,
  row: CaseRow,
  step: CaseStep,
  input: StepInput,
  settings: TLegalSettings,
): Promise<Partial<typeof legalCases.$inferInsert>> {
  const { db, now } = context;
  switch (step) {
    case 'submit':
      return row.kind === 'originChange'
        ? { submittedAt: now, feeMinor: settings.change.feeMinor, feeCurrency: settings.change.feeCurrency }
        : { submittedAt: now };
    case 'accept':
      if ((row.feeMinor ?? 0) > 0 && !(await hasDocument(db, row.no, 'feeProof')))
        throw new AppError('LegalStepRefused', 'accept: the proof of the fee is missing');
      return {};
    case 'consent':
    case 'object':
      return { currentFederationStatement: input.text };
    case 'approve': {
      if (row.kind === 'originChange') {
        const verdicts = checkOriginRules(settings.change, await originChangeFacts(db, row, today(context)));
        const failed = verdicts.filter((verdict) => !verdict.passed).map((verdict) => verdict.rule);
        if (failed.length > 0) throw new AppError('LegalRuleFailed', failed.join(' '));
        await applyDecision(context, row, row.applicantFederationNo);
        return { decidedAt: now, decisionReasons: input.text, decidedFederationNo: row.applicantFederationNo };
      }
      const decided = await determinedFederation(db, row, settings, input.decidedFederationNo);
      await applyDecision(context, row, decided);
      return { decidedAt: now, decisionReasons: input.text, decidedFederationNo: decided };
    }
    case 'refuse':
      return { decidedAt: now, decisionReasons: input.text };
    case 'confirm':
    case 'close':
    case 'withdraw':
      return {};
  }
}

/**
 * `POST /api/legal/cases/{no}/steps/{step}`: one step of the workflow, at the version read (else
 * 409), by the party whose turn it is (or the office on its behalf); the case's timeline, audit
 * and every party's e-mail record it.
 */
export async function takeStep(context: LegalContext, no: number, step: CaseStep, input: StepInput): Promise<void> {
  const { db, viewer } = context;
  const row = await visibleCase(db, viewer, no, true);
  if (row.version !== input.version) throw new AppError('Conflict', 'version');
  const onBehalfOf = checkStep(row, step, rolesOf(viewer, row));
  if (REASONED_STEPS.has(step) && input.text === '') throw new AppError('InvalidData', 'text');
  if (input.decidedFederationNo !== undefined && !(step === 'approve' && row.kind === 'determination'))
    throw new AppError('InvalidData', 'decidedFederationNo');
  const settings = await readLegalSettings(db);
  const status = statusAfter(row.kind, step);
  const changes = await changesOf(context, row, step, input, settings);
  await db
    .update(legalCases)
    .set({
      ...changes,
      status,
      dueDay: dueDayOf(settings, status, today(context)),
      remindedAt: null,
      updatedAt: context.now,
    })
    .where(eq(legalCases.no, no));
  await recordEvent(context, no, { step, fromStatus: row.status, toStatus: status, onBehalfOf, text: input.text }, row);
  const after = await readCase(db, no);
  context.mails.push(
    ...(await newsForParties(db, context.mail, after, await playerName(db, row.playerNo), viewer.no, input.text)),
  );
}
