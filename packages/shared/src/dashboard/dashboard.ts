import { z } from 'zod';

/** What the dashboard counts; each links to its list page (SPEC §2). */
export const DASHBOARD_COUNTS = [
  'federations',
  'volleyClubs',
  'players',
  'coaches',
  'referees',
  'officials',
  'medicalStaff',
  'mediaStaff',
  'users',
] as const;
export type DashboardCountKey = (typeof DASHBOARD_COUNTS)[number];

export const ZDashboardActivity = z.strictObject({
  at: z.iso.datetime({ offset: true }),
  action: z.string(),
  entity: z.string(),
  entityNo: z.string().nullable(),
  actor: z.strictObject({ no: z.number().int(), username: z.string() }).nullable(),
  impersonator: z.strictObject({ no: z.number().int(), username: z.string() }).nullable(),
});
/** One write of the audit trail, as activity lists show it. */
export type TActivity = z.infer<typeof ZDashboardActivity>;

/** `GET /api/dashboard`: counts the user may see, and recent activity (all of it for admins, their own otherwise). */
export const ZDashboard = z.strictObject({
  environment: z.enum(['production', 'uat', 'development']),
  counts: z.array(z.strictObject({ key: z.enum(DASHBOARD_COUNTS), count: z.number().int().nonnegative() })),
  /** For a Federation user: the same counts within their own federation. */
  ownFederation: z
    .strictObject({
      no: z.number().int(),
      code: z.string(),
      name: z.string(),
      counts: z.array(z.strictObject({ key: z.enum(DASHBOARD_COUNTS), count: z.number().int().nonnegative() })),
    })
    .nullable(),
  recentActivity: z.array(ZDashboardActivity),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** `GET /api/federations/{no}/activity`: the latest writes by a federation's users and on its records. */
export const ZActivityList = z.strictObject({ activity: z.array(ZDashboardActivity) });
export type TActivityList = z.infer<typeof ZActivityList>;
