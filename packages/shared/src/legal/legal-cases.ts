/**
 * The two legal case workflows (issue #22): a change of a player's federation of origin, asked by
 * the federation the player wants to play for, and a determination of federation, which settles a
 * player's federation of origin when it is unclear or disputed. Both move one step at a time, each
 * step taken by one party; the world federation's legal office (administrators) decides.
 */
export const CASE_KINDS = ['originChange', 'determination'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const CASE_STATUSES = [
  'draft',
  'submitted',
  'awaitingCurrentFederation',
  'awaitingNewFederation',
  'underReview',
  'approved',
  'refused',
  'closed',
  'withdrawn',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Statuses a case waits in for someone to act: each has a deadline (settings) and an overdue mark. */
export const WAITING_STATUSES = [
  'submitted',
  'awaitingCurrentFederation',
  'awaitingNewFederation',
  'underReview',
] as const satisfies readonly CaseStatus[];
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

export const DECIDED_STATUSES: readonly CaseStatus[] = ['approved', 'refused'];
/** Statuses after which nothing more happens. */
export const FINAL_STATUSES: readonly CaseStatus[] = ['closed', 'withdrawn'];

/**
 * Who takes a step: the federation that opened the case (for a change, the new federation), the
 * player's current federation of origin (changes only), or the legal office.
 */
export const CASE_ROLES = ['applicant', 'currentFederation', 'office'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

export const CASE_STEPS = [
  'submit',
  'accept',
  'consent',
  'object',
  'confirm',
  'approve',
  'refuse',
  'close',
  'withdraw',
] as const;
export type CaseStep = (typeof CASE_STEPS)[number];

type Transition = { from: readonly CaseStatus[]; to: CaseStatus; by: CaseRole; kinds: readonly CaseKind[] };

const BOTH: readonly CaseKind[] = CASE_KINDS;
const BEFORE_DECISION: readonly CaseStatus[] = ['draft', ...WAITING_STATUSES];

/**
 * The workflow. A change: draft → submitted (the office checks the file and the fee's proof) →
 * awaiting the current federation (consent, or objection with a statement) → awaiting the new
 * federation (its confirmation, having read that statement) → under review → approved or refused
 * → closed. A determination skips the federations' turns: the office takes it under review once
 * accepted. Either may be withdrawn by its applicant before the decision.
 */
export const TRANSITIONS: Readonly<Record<CaseStep, Transition>> = {
  submit: { from: ['draft'], to: 'submitted', by: 'applicant', kinds: BOTH },
  accept: { from: ['submitted'], to: 'awaitingCurrentFederation', by: 'office', kinds: BOTH },
  consent: {
    from: ['awaitingCurrentFederation'],
    to: 'awaitingNewFederation',
    by: 'currentFederation',
    kinds: ['originChange'],
  },
  object: {
    from: ['awaitingCurrentFederation'],
    to: 'awaitingNewFederation',
    by: 'currentFederation',
    kinds: ['originChange'],
  },
  confirm: { from: ['awaitingNewFederation'], to: 'underReview', by: 'applicant', kinds: ['originChange'] },
  approve: { from: ['underReview'], to: 'approved', by: 'office', kinds: BOTH },
  refuse: { from: ['underReview'], to: 'refused', by: 'office', kinds: BOTH },
  close: { from: DECIDED_STATUSES, to: 'closed', by: 'office', kinds: BOTH },
  withdraw: { from: BEFORE_DECISION, to: 'withdrawn', by: 'applicant', kinds: BOTH },
};

/** Where a step leads for a case of `kind`: a determination, once accepted, goes straight under review. */
export function statusAfter(kind: CaseKind, step: CaseStep): CaseStatus {
  if (kind === 'determination' && step === 'accept') return 'underReview';
  return TRANSITIONS[step].to;
}

/** Steps that need a written statement or reasons. */
export const REASONED_STEPS: ReadonlySet<CaseStep> = new Set(['object', 'approve', 'refuse', 'withdraw']);

/**
 * The steps `roles` may take on a case of `kind` in `status`. The office may also take a
 * federation's step on its behalf (a letter received by post), which the timeline says.
 */
export function stepsFor(kind: CaseKind, status: CaseStatus, roles: ReadonlySet<CaseRole>): CaseStep[] {
  return CASE_STEPS.filter((step) => {
    const transition = TRANSITIONS[step];
    if (!transition.kinds.includes(kind) || !transition.from.includes(status)) return false;
    return roles.has(transition.by) || roles.has('office');
  });
}

/** Who must act on a case in `status`, or null when no one must. */
export function awaitedRole(status: CaseStatus): CaseRole | null {
  switch (status) {
    case 'draft':
    case 'awaitingNewFederation':
      return 'applicant';
    case 'awaitingCurrentFederation':
      return 'currentFederation';
    case 'submitted':
    case 'underReview':
    case 'approved':
    case 'refused':
      return 'office';
    default:
      return null;
  }
}

export function isWaiting(status: CaseStatus): status is WaitingStatus {
  return (WAITING_STATUSES as readonly CaseStatus[]).includes(status);
}
