import { z } from 'zod';
import { ZTransferStatus } from '../statuses/statuses';

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

const ZNamed = z.strictObject({ no: z.number().int(), name: z.string() });

/** A transfer as the dashboard lists it: who moves, from where to where, how far it got. */
export const ZDashboardTransfer = z.strictObject({
  no: z.number().int(),
  playerName: z.string(),
  from: z.string(),
  to: z.string(),
  status: ZTransferStatus,
  firstSeason: z.number().int(),
});
export type TDashboardTransfer = z.infer<typeof ZDashboardTransfer>;

/** A match to come, in a published tournament; `duty` is a referee's part in it. */
export const ZDashboardMatch = z.strictObject({
  no: z.number().int(),
  tournament: ZNamed,
  /** The hall's local day and time, when scheduled. */
  date: z.string().nullable(),
  time: z.string().nullable(),
  teamA: z.string().nullable(),
  teamB: z.string().nullable(),
  duty: z.enum(['referee1', 'referee2', 'scorer']).nullable(),
});
export type TDashboardMatch = z.infer<typeof ZDashboardMatch>;

/** A team in a published tournament that has not ended. */
export const ZDashboardTeam = z.strictObject({
  no: z.number().int(),
  name: z.string(),
  tournament: ZNamed,
  startDate: z.string(),
  endDate: z.string(),
});
export type TDashboardTeam = z.infer<typeof ZDashboardTeam>;

/**
 * What matters to the user's role (issue #26), in place of the registry's counts: a player their
 * club, agent, transfers and next matches (their ranking is the beach ranking's own answer); a club
 * its roster and transfers; a referee their assignments; a federation its open transfers and
 * teams in competition (its programme has its own panel).
 */
export const ZDashboardRole = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('player'),
    playerNo: z.number().int(),
    club: ZNamed.nullable(),
    agent: ZNamed.nullable(),
    transfers: z.array(ZDashboardTransfer),
    nextMatches: z.array(ZDashboardMatch),
  }),
  z.strictObject({
    kind: z.literal('club'),
    rosterCount: z.number().int().nonnegative(),
    roster: z.array(ZNamed),
    transfers: z.array(ZDashboardTransfer),
  }),
  z.strictObject({ kind: z.literal('referee'), assignments: z.array(ZDashboardMatch) }),
  z.strictObject({
    kind: z.literal('federation'),
    openTransferCount: z.number().int().nonnegative(),
    openTransfers: z.array(ZDashboardTransfer),
    teams: z.array(ZDashboardTeam),
  }),
]);
export type TDashboardRole = z.infer<typeof ZDashboardRole>;

/** How many of each the dashboard lists at most (the rest is on the pages it links to). */
export const DASHBOARD_LIST_LIMIT = 8;

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
  /** What matters to the user's role; null for roles without one (their counts say it). */
  role: ZDashboardRole.nullable(),
  recentActivity: z.array(ZDashboardActivity),
});
export type TDashboard = z.infer<typeof ZDashboard>;

/** `GET /api/federations/{no}/activity`: the latest writes by a federation's users and on its records. */
export const ZActivityList = z.strictObject({ activity: z.array(ZDashboardActivity) });
export type TActivityList = z.infer<typeof ZActivityList>;
