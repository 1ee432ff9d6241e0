import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { LegalDocumentKind, RegistrationKind } from '@libero/shared/legal/legal-api';
import {
  statusAfter,
  TRANSITIONS,
  type CaseKind,
  type CaseRole,
  type CaseStatus,
  type CaseStep,
} from '@libero/shared/legal/legal-cases';
import { DEFAULT_LEGAL_SETTINGS } from '@libero/shared/legal/origin-rules';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import { users } from '../../db/schema/identity';
import {
  federationOfOriginChanges,
  legalCaseDocuments,
  legalCaseEvents,
  legalCaseRegistrations,
  legalCases,
} from '../../db/schema/legal';
import { personRoles, persons } from '../../db/schema/people';
import { storeDemoPdf, type DocumentStorage } from '../documents';
import { dueDayOf } from './legal-steps';

/** One demo case: who, between whom, the steps it went through (with their texts), its evidence. */
type DemoCase = {
  kind: CaseKind;
  /** The player's federation (the current one for a change). */
  from: string;
  applicant: string;
  steps: readonly (CaseStep | [CaseStep, string])[];
  documents?: readonly LegalDocumentKind[];
  registrations?: readonly [string, RegistrationKind, string][];
  /** Days ago the last step was taken (a step past its deadline is overdue). */
  lastStepDaysAgo?: number;
  statement: string;
};

const K = 'KEN';
const I = 'ITA';

/**
 * A dozen cases in every state, for Kenya (the `federation` demo user) and Italy (`federation2`);
 * each of them has a step past its deadline waiting on it.
 */
const DEMO_CASES: readonly DemoCase[] = [
  { kind: 'originChange', from: I, applicant: K, steps: [], statement: 'The player has lived in Nairobi since 2020.' },
  {
    kind: 'originChange',
    from: 'BRA',
    applicant: K,
    steps: ['submit'],
    documents: ['passport'],
    statement: 'The player holds a Kenyan passport since 2024.',
  },
  {
    kind: 'originChange',
    from: I,
    applicant: K,
    steps: ['submit', 'accept'],
    documents: ['passport'],
    lastStepDaysAgo: 25,
    statement: 'Born in Mombasa to Kenyan parents.',
  },
  {
    kind: 'originChange',
    from: I,
    applicant: K,
    steps: ['submit', 'accept', ['object', 'The player played for Italy at the 2025 European Championship.']],
    documents: ['passport', 'statement'],
    statement: 'The player wishes to represent Kenya.',
  },
  {
    kind: 'originChange',
    from: 'USA',
    applicant: K,
    steps: ['submit', 'accept', ['consent', 'USA Volleyball does not object.'], 'confirm'],
    documents: ['passport', 'firstLicence'],
    statement: 'Dual nationality, resident in Kenya.',
  },
  {
    kind: 'originChange',
    from: 'JPN',
    applicant: K,
    steps: ['submit', 'accept', 'consent', 'confirm', ['approve', 'Every eligibility rule is met.']],
    documents: ['passport'],
    statement: 'Naturalised in 2021.',
  },
  {
    kind: 'originChange',
    from: I,
    applicant: K,
    steps: [
      'submit',
      'accept',
      ['object', 'Capped 40 times for Italy.'],
      'confirm',
      ['refuse', 'The player does not hold Kenyan nationality.'],
    ],
    statement: 'The player trains in Kenya.',
  },
  {
    kind: 'originChange',
    from: 'FRA',
    applicant: K,
    steps: ['submit', 'accept', 'consent', 'confirm', ['approve', 'The rules are met.'], 'close'],
    documents: ['passport'],
    statement: 'Long-time resident of Kenya.',
  },
  {
    kind: 'originChange',
    from: 'CAN',
    applicant: K,
    steps: ['submit', ['withdraw', 'The player chose to stay with Canada.']],
    statement: 'Family moved to Kenya.',
  },
  {
    kind: 'determination',
    from: K,
    applicant: K,
    steps: [],
    registrations: [[K, 'club', '2014-09-01']],
    statement: 'The first licence is disputed.',
  },
  {
    kind: 'determination',
    from: I,
    applicant: K,
    steps: ['submit'],
    registrations: [
      [I, 'club', '2010-09-01'],
      [K, 'club', '2016-02-01'],
    ],
    documents: ['firstLicence', 'registration'],
    statement: 'Registered in Italy as a child, then in Kenya.',
  },
  {
    kind: 'determination',
    from: 'UGA',
    applicant: K,
    steps: ['submit', 'accept'],
    registrations: [
      [K, 'nationalTeam', '2015-07-10'],
      ['UGA', 'club', '2017-03-01'],
    ],
    documents: ['registration'],
    statement: 'Played for the Kenyan youth team first.',
  },
  {
    kind: 'determination',
    from: K,
    applicant: I,
    steps: ['submit', 'accept', ['approve', 'First registered in Italy at 15.']],
    registrations: [
      [I, 'club', '2013-10-01'],
      [K, 'club', '2018-01-15'],
    ],
    documents: ['firstLicence'],
    statement: 'First registered with an Italian club.',
  },
  {
    kind: 'originChange',
    from: K,
    applicant: 'UGA',
    steps: ['submit', 'accept'],
    documents: ['passport'],
    lastStepDaysAgo: 22,
    statement: 'The player has lived in Kampala since 2019.',
  },
];

const evidence = (storage: DocumentStorage, kind: LegalDocumentKind, player: string, issuedOn: string) =>
  storeDemoPdf(storage, {
    title: `Demo evidence: ${kind}`,
    subject: player,
    issuedOn,
    fields: [['Player', player]],
    fileName: `${kind}.pdf`,
  });

/**
 * The legal demo: the cases above with their timelines, evidence and effects, relative to today.
 * An overdue case was reminded already (by `orgCode`'s clock): a new server does not mail again.
 */
export function demoLegalSeeder(storage: DocumentStorage, orgCode: string) {
  return async (db: Db): Promise<void> => {
    const codes = await db.select({ no: federations.no, code: federations.code }).from(federations);
    const no = (code: string) => codes.find((c) => c.code === code)!.no;
    const [admin] = await db.select().from(users).where(eq(users.username, 'administrator'));
    const used: number[] = [0];
    const now = Date.now();
    for (const [index, demo] of DEMO_CASES.entries()) {
      const [player] = await db
        .select({ no: persons.no, firstName: persons.firstName, lastName: persons.lastName })
        .from(persons)
        .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
        .where(and(eq(persons.federationNo, no(demo.from)), notInArray(persons.no, used)))
        .orderBy(desc(persons.no))
        .limit(1);
      if (!player) continue;
      used.push(player.no);
      const name = `${player.firstName} ${player.lastName}`;
      const stepCount = demo.steps.length;
      const dayOf = (step: number) => now - ((stepCount - step) * 9 + (demo.lastStepDaysAgo ?? 2) + index) * 86_400_000;
      const [row] = await db
        .insert(legalCases)
        .values({
          kind: demo.kind,
          playerNo: player.no,
          applicantFederationNo: no(demo.applicant),
          currentFederationNo: demo.kind === 'originChange' ? no(demo.from) : null,
          applicantStatement: demo.statement,
          createdAt: new Date(dayOf(-1)),
        })
        .returning({ no: legalCases.no });
      const caseNo = row!.no;
      const deskOf = (role: CaseRole) => `${role === 'currentFederation' ? demo.from : demo.applicant} legal desk`;
      const event = (step: CaseStep | 'create', from: CaseStatus | null, to: CaseStatus, at: number, text = '') => {
        const role = step === 'create' ? 'applicant' : TRANSITIONS[step].by;
        return db.insert(legalCaseEvents).values({
          caseNo,
          step,
          fromStatus: from,
          toStatus: to,
          userNo: role === 'office' ? (admin?.no ?? null) : null,
          userName: role === 'office' ? `${admin?.firstName} ${admin?.lastName}` : deskOf(role),
          text,
          at: new Date(at),
        });
      };
      await event('create', null, 'draft', dayOf(-1));
      for (const [code, kind, day] of demo.registrations ?? [])
        await db.insert(legalCaseRegistrations).values({ caseNo, federationNo: no(code), kind, day });
      for (const kind of demo.documents ?? []) {
        const file = await evidence(storage, kind, name, utcDay(new Date(dayOf(-1))));
        await db.insert(legalCaseDocuments).values({ caseNo, kind, ...file, createdAt: new Date(dayOf(-1)) });
      }
      let status: CaseStatus = 'draft';
      const changes: Partial<typeof legalCases.$inferInsert> = {};
      for (const [i, entry] of demo.steps.entries()) {
        const [step, text] = typeof entry === 'string' ? [entry, ''] : entry;
        const next = statusAfter(demo.kind, step);
        await event(step, status, next, dayOf(i), text);
        status = next;
        const at = new Date(dayOf(i));
        if (step === 'submit') changes.submittedAt = at;
        if (step === 'consent' || step === 'object') changes.currentFederationStatement = text;
        if (step === 'approve' || step === 'refuse') Object.assign(changes, { decidedAt: at, decisionReasons: text });
        if (step === 'approve') {
          const decided = demo.kind === 'originChange' ? no(demo.applicant) : no(demo.registrations![0]![0]);
          changes.decidedFederationNo = decided;
          await db.update(persons).set({ originFederationNo: decided }).where(eq(persons.no, player.no));
          if (decided !== no(demo.from))
            await db.insert(federationOfOriginChanges).values({
              playerNo: player.no,
              fromFederationNo: no(demo.from),
              toFederationNo: decided,
              caseNo,
              day: utcDay(at),
            });
        }
      }
      const lastDay = utcDay(new Date(dayOf(stepCount - 1)));
      const dueDay = dueDayOf(DEFAULT_LEGAL_SETTINGS, status, lastDay);
      if (dueDay !== null && dueDay < utcDay(new Date(now))) {
        const remindedAt = new Date(Date.parse(`${dueDay}T00:00:00Z`) + 86_400_000);
        changes.remindedAt = remindedAt;
        await db.insert(legalCaseEvents).values({
          caseNo,
          step: 'remind',
          fromStatus: status,
          toStatus: status,
          userName: orgCode,
          text: dueDay,
          at: remindedAt,
        });
      }
      await db
        .update(legalCases)
        .set({ ...changes, status, dueDay, updatedAt: sql`now()` })
        .where(eq(legalCases.no, caseNo));
    }
  };
}
