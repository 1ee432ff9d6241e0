import type { TCurrentUser } from '@libero/shared/auth/current-user';
import type { TApplicationDossier, TCall, TEligibility } from '@libero/shared/empowerment/empowerment-api';
import { testUser } from '../../../test/test-user';

export const KENYA = { no: 10, code: 'KEN', name: 'Kenya Volleyball Federation' };
export const GHANA = { no: 20, code: 'GHA', name: 'Ghana Volleyball Association' };

/** The federations the gateway lists (for the selects and filters). */
export const FEDERATION_ROWS = [KENYA, GHANA];

/** A Federation user of Kenya, which takes part in the programme. */
export function federationUser(): TCurrentUser {
  return { ...testUser('Federation', KENYA.no), federationEmpowerment: true };
}

/** An empowerment administrator (a reviewer), not an admin. */
export const reviewerUser = () => testUser('ZonalDevProject', 3, ['empowerment.admin']);

const CRITERIA = [
  { key: 'impact', label: 'Impact', weight: 6 },
  { key: 'feasibility', label: 'Feasibility', weight: 4 },
];

/** Call 1 is open and offers every type; call 2 (equipment only) is closed. */
export const CALLS: TCall[] = [
  {
    no: 1,
    version: 1,
    title: 'Development 2026',
    description: 'Coaches, equipment and courses.',
    opensOn: '2026-01-01',
    closesOn: '2026-12-31',
    budgetMinor: 50_000_000,
    currency: 'USD',
    projectTypes: ['coachSupport', 'volleyballEquipment', 'knowledgeTransfer'],
    criteria: CRITERIA,
    open: true,
    committedMinor: 1_250_000,
  },
  {
    no: 2,
    version: 3,
    title: 'Equipment 2025',
    description: '',
    opensOn: '2025-01-01',
    closesOn: '2025-06-30',
    budgetMinor: 10_000_000,
    currency: 'USD',
    projectTypes: ['volleyballEquipment'],
    criteria: CRITERIA,
    open: false,
    committedMinor: 0,
  },
];

export const CATALOGUE = {
  currency: 'USD',
  items: [
    { code: 'BALL', name: 'Indoor ball', unit: 'piece', unitPriceMinor: 6_500 },
    { code: 'NET', name: 'Competition net', unit: 'piece', unitPriceMinor: 42_000 },
  ],
};

/** Kenya in call 1: everything is met but one final report (project 4). */
export function eligibility(passed = false): TEligibility {
  return {
    federation: KENYA,
    verdicts: [
      { rule: 'inProgramme', passed: true, params: {} },
      { rule: 'notSuspended', passed: true, params: {} },
      { rule: 'callOpen', passed: true, params: { opensOn: '2026-01-01', closesOn: '2026-12-31' } },
      { rule: 'typeOffered', passed: true, params: {} },
      { rule: 'finalReportsIn', passed, params: { projects: passed ? '' : '4' } },
    ],
    eligible: passed,
  };
}

/** Application 12: Kenya asks for a youth coach in call 1; a draft, its federation viewing it. */
export function coachDossier(changes: Partial<TApplicationDossier> = {}): TApplicationDossier {
  return {
    no: 12,
    version: 3,
    status: 'draft',
    call: {
      no: 1,
      title: 'Development 2026',
      opensOn: '2026-01-01',
      closesOn: '2026-12-31',
      currency: 'USD',
      criteria: CRITERIA,
    },
    federation: KENYA,
    projectType: 'coachSupport',
    title: 'Youth coach for Nairobi',
    summary: 'A coach to train our youth coaches.',
    details: {
      type: 'coachSupport',
      startDay: '2026-03-01',
      endDay: '2026-08-31',
      level: 'youth',
      profile: 'Speaks English.',
    },
    budget: [
      { description: 'Flights', category: 'travel', quantity: 2, unitAmountMinor: 120_000 },
      { description: 'Coach fee', category: 'staff', quantity: 6, unitAmountMinor: 250_000 },
    ],
    budgetTotalMinor: 1_740_000,
    scores: {},
    scoreTotal: null,
    decisionReason: null,
    documents: [
      { no: 5, kind: 'letter', fileName: 'letter.pdf', sizeBytes: 12_000, uploadedAt: '2026-02-01T09:00:00.000Z' },
    ],
    timeline: [{ step: 'create', toStatus: 'draft', by: 'Kenya Federation', text: '', at: '2026-02-01T08:00:00.000Z' }],
    eligibility: eligibility(true).verdicts,
    projectNo: null,
    roles: ['federation'],
    steps: ['submit'],
    canEdit: true,
    canScore: false,
    createdAt: '2026-02-01T08:00:00.000Z',
    submittedAt: null,
    decidedAt: null,
    ...changes,
  };
}

/** The same application under review, as a reviewer sees it. */
export function reviewedDossier(changes: Partial<TApplicationDossier> = {}): TApplicationDossier {
  return coachDossier({
    status: 'review',
    submittedAt: '2026-02-10T10:00:00.000Z',
    roles: ['reviewer'],
    steps: ['sendBack', 'approve', 'decline'],
    canEdit: false,
    canScore: true,
    ...changes,
  });
}
