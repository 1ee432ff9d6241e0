import type { ApplicationStatus } from '../statuses/statuses';

/**
 * The empowerment programme's applications (issue #23): a national federation applies, in a call
 * for applications, for a development project of one of three types; the programme's reviewers
 * (empowerment administrators) take it under review, score it and decide.
 */
export const PROJECT_TYPES = ['coachSupport', 'volleyballEquipment', 'knowledgeTransfer'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Who acts on an application: its federation (or an admin on its behalf), or a reviewer. */
export const APPLICATION_ROLES = ['federation', 'reviewer'] as const;
export type ApplicationRole = (typeof APPLICATION_ROLES)[number];

export const APPLICATION_STEPS = ['submit', 'startReview', 'sendBack', 'approve', 'decline'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

type Transition<Status, Role> = { from: readonly Status[]; to: Status; by: Role };

/**
 * The workflow: draft → submitted (the federation, once eligible) → review → approved or not
 * approved (a reviewer, with a written reason). Until a decision a reviewer may send it back to
 * draft with a comment, and the federation edits it again.
 */
export const APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationStep, Transition<ApplicationStatus, ApplicationRole>>
> = {
  submit: { from: ['draft'], to: 'submitted', by: 'federation' },
  startReview: { from: ['submitted'], to: 'review', by: 'reviewer' },
  sendBack: { from: ['submitted', 'review'], to: 'draft', by: 'reviewer' },
  approve: { from: ['review'], to: 'approved', by: 'reviewer' },
  decline: { from: ['review'], to: 'notApproved', by: 'reviewer' },
};

/** Steps that need a written comment or reason. */
export const REASONED_APPLICATION_STEPS: ReadonlySet<ApplicationStep> = new Set(['sendBack', 'approve', 'decline']);

/** The steps `roles` may take on an application in `status`. */
export function applicationStepsFor(status: ApplicationStatus, roles: ReadonlySet<ApplicationRole>): ApplicationStep[] {
  return APPLICATION_STEPS.filter((step) => {
    const transition = APPLICATION_TRANSITIONS[step];
    return transition.from.includes(status) && roles.has(transition.by);
  });
}

/** Its federation edits an application while it is a draft, and only then (SPEC §4). */
export function isApplicationEditable(status: ApplicationStatus): boolean {
  return status === 'draft';
}

/** Who must act on an application in `status`, or null once decided. */
export function awaitedApplicationRole(status: ApplicationStatus): ApplicationRole | null {
  if (status === 'draft') return 'federation';
  if (status === 'submitted' || status === 'review') return 'reviewer';
  return null;
}
