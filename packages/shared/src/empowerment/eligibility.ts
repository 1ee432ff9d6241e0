/**
 * Whether a federation may submit an application in a call (issue #23), checked and shown before
 * submission: it takes part in the programme, is not suspended, the call is open and offers the
 * project's type, and no earlier project of the federation lacks its final report.
 */
export const ELIGIBILITY_RULES = ['inProgramme', 'notSuspended', 'callOpen', 'typeOffered', 'finalReportsIn'] as const;
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[number];

export type EligibilityFacts = {
  inProgramme: boolean;
  suspended: boolean;
  /** The call's window, and today (UTC days, `YYYY-MM-DD`). */
  opensOn: string;
  closesOn: string;
  today: string;
  typeOffered: boolean;
  /** Ended projects of the federation without a final report (their nos). */
  projectsMissingFinalReport: readonly number[];
};

export type EligibilityVerdict = { rule: EligibilityRule; passed: boolean; params: Record<string, string | number> };

export function checkEligibility(facts: EligibilityFacts): EligibilityVerdict[] {
  const missing = facts.projectsMissingFinalReport;
  return [
    { rule: 'inProgramme', passed: facts.inProgramme, params: {} },
    { rule: 'notSuspended', passed: !facts.suspended, params: {} },
    {
      rule: 'callOpen',
      passed: facts.opensOn <= facts.today && facts.today <= facts.closesOn,
      params: { opensOn: facts.opensOn, closesOn: facts.closesOn },
    },
    { rule: 'typeOffered', passed: facts.typeOffered, params: {} },
    { rule: 'finalReportsIn', passed: missing.length === 0, params: { projects: missing.join(', ') } },
  ];
}

export const isEligible = (verdicts: readonly EligibilityVerdict[]) => verdicts.every((verdict) => verdict.passed);
