/**
 * A project's reports (`ProgressReport`): progress reports and the final report by its federation,
 * coach reports by its coach. SPEC §6: a coach report is seen only by the coach who wrote it
 * (`coachId`, a user no) and listed only for admins; a final report only by its federation's users.
 */
export const REPORT_KINDS = ['progress', 'coach', 'final'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
