/**
 * Saved exports (`ExportDefinition`, issue #25): a list page's export (its entity, filter,
 * columns, sort and format) kept under a name, run again from "My exports" with the runner's own
 * permissions, shared with the users of the owner's body (its federation's users, its club's…),
 * and for admins sent by e-mail every day or week.
 */
export const EXPORT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFileFormat = (typeof EXPORT_FILE_FORMATS)[number];

export const EXPORT_SCHEDULES = ['none', 'daily', 'weekly'] as const;
export type ExportSchedule = (typeof EXPORT_SCHEDULES)[number];

/** Days between two mailings of a scheduled export. */
export const SCHEDULE_DAYS: Record<Exclude<ExportSchedule, 'none'>, number> = { daily: 1, weekly: 7 };

/** A saved export's file: where "My exports" downloads it. */
export const exportFilePath = (no: number) => `/api/exports/${no}/file`;
