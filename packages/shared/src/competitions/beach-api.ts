import { z } from 'zod';
import type { DropReason } from './world-ranking';

/**
 * The beach workflow's HTTP contract, under `/api/beach`: the steps that move a tournament on
 * (allocation of its entries, draw, final ranking and its publication) and the rankings of players
 * with their explanation. Records themselves stay gateway requests (`SaveBeachTeam`…).
 */

const ZDay = z.iso.date();
const ZRecordNo = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);
/** The record's change counter, as read: a step on an older one is refused (409). */
const ZVersion = z.number().int().min(0);
const ZFederationCode = z.string().regex(/^[A-Z]{3}$/);

/**
 * The steps of a tournament, each `POST /api/beach/tournaments/{no}/{step}` with `{version}`:
 * `allocation` closes the entries and places the teams in the main draw, the qualification or the
 * reserves; `draw` makes the pools and brackets; `ranking` computes where each team finished with
 * its points and prize money; `ranking/publish` makes that ranking count in the players' rankings.
 */
export const BEACH_WORKFLOW_STEPS = ['allocation', 'draw', 'ranking', 'ranking/publish'] as const;
export type BeachWorkflowStep = (typeof BEACH_WORKFLOW_STEPS)[number];

export const ZBeachWorkflowInput = z.strictObject({ version: ZVersion });
export type TBeachWorkflowInput = z.infer<typeof ZBeachWorkflowInput>;

/** A step answers the tournament as it now stands: its new version and status code. */
export const ZBeachWorkflowAnswer = z.object({
  data: z.object({ no: ZRecordNo, version: ZVersion, status: z.number().int() }),
});
export type TBeachWorkflowAnswer = z.infer<typeof ZBeachWorkflowAnswer>;

/** The world ranking (best 8 results of 365 days) or the Olympic selection ranking (its period). */
export const BEACH_RANKING_KINDS = ['world', 'olympic'] as const;
export type BeachRankingKind = (typeof BEACH_RANKING_KINDS)[number];
export const ZBeachRankingKind = z.enum(BEACH_RANKING_KINDS);

/** Why a result does not count (`world-ranking.ts`). */
export const BEACH_DROP_REASONS = [
  'tooOld',
  'beyondBestN',
  'afterRankingDate',
] as const satisfies readonly DropReason[];
export const ZBeachDropReason = z.enum(BEACH_DROP_REASONS);

/** The most lines of a ranking page. */
export const BEACH_RANKING_MAX_TAKE = 1000;

/**
 * `GET /api/beach/rankings?kind=&gender=&asOf=&federation=&skip=&take=` (query text, hence the
 * coercions): gender 0 men, 1 women; `asOf` the day the ranking stands as of (today without it).
 */
export const ZBeachRankingQuery = z.strictObject({
  kind: ZBeachRankingKind.default('world'),
  gender: z.coerce.number().int().min(0).max(1),
  asOf: ZDay.optional(),
  federation: ZFederationCode.optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(BEACH_RANKING_MAX_TAKE).default(100),
});
export type TBeachRankingQuery = z.input<typeof ZBeachRankingQuery>;
/** The query as read, defaults filled in: what a client sends. */
export type TBeachRankingParams = z.output<typeof ZBeachRankingQuery>;

export const ZBeachRankingLine = z.object({
  position: z.number().int().min(1),
  /** Negative when shared with the player above, as the public service writes it. */
  rank: z.number().int(),
  playerNo: ZRecordNo,
  playerName: z.string(),
  federationCode: z.string().nullable(),
  points: z.number().int().min(0),
  /** The results that count. */
  nbCounted: z.number().int().min(0),
  nbParticipations: z.number().int().min(0),
  /** Some results no longer count (too old, or beyond the best N). */
  hasTournamentsRemoved: z.boolean(),
});
export type TBeachRankingLine = z.infer<typeof ZBeachRankingLine>;

export const ZBeachRankingPage = z.object({
  data: z.array(ZBeachRankingLine),
  nbItems: z.number().int().min(0),
  asOf: ZDay,
});
export type TBeachRankingPage = z.infer<typeof ZBeachRankingPage>;

/** `GET /api/beach/rankings/players/{no}?kind=&asOf=`. */
export const ZBeachPlayerRankingQuery = z.strictObject({
  kind: ZBeachRankingKind.default('world'),
  asOf: ZDay.optional(),
});
export type TBeachPlayerRankingQuery = z.input<typeof ZBeachPlayerRankingQuery>;

const resultFields = {
  tournamentNo: ZRecordNo,
  tournamentName: z.string(),
  endDate: ZDay,
  points: z.number().int().min(0),
  /** Where the player's team finished. */
  rank: z.number().int().nullable(),
};

export const ZBeachCountedResult = z.object(resultFields);
export const ZBeachDroppedResult = z.object({ ...resultFields, reason: ZBeachDropReason });
export type TBeachCountedResult = z.infer<typeof ZBeachCountedResult>;
export type TBeachDroppedResult = z.infer<typeof ZBeachDroppedResult>;

/** How a player's ranking is made up: the results that count, those that do not and why, and its history. */
export const ZBeachPlayerRanking = z.object({
  data: z.object({
    playerNo: ZRecordNo,
    playerName: z.string(),
    federationCode: z.string().nullable(),
    points: z.number().int().min(0),
    /** Null: the player has no result that counts. */
    position: z.number().int().min(1).nullable(),
    counted: z.array(ZBeachCountedResult),
    dropped: z.array(ZBeachDroppedResult),
    /** The player's position and points on past ranking days, oldest first. */
    history: z.array(z.object({ asOf: ZDay, position: z.number().int().min(1), points: z.number().int().min(0) })),
  }),
});
export type TBeachPlayerRanking = z.infer<typeof ZBeachPlayerRanking>['data'];

/** The most results a ranking counts, and the longest rolling window, in days. */
export const BEACH_RANKING_LIMITS = { bestN: 30, windowDays: 1095 } as const;

/**
 * A ranking's rules (`GET /api/beach/ranking-rules`, `PUT /api/admin/beach-ranking-rules/{kind}`):
 * the best N results within a rolling window of days (the world ranking) or a fixed period (the
 * Olympic selection ranking, with the year of its Games).
 */
export const ZBeachRankingRules = z.discriminatedUnion('window', [
  z.strictObject({
    window: z.literal('rolling'),
    bestN: z.number().int().min(1).max(BEACH_RANKING_LIMITS.bestN),
    windowDays: z.number().int().min(30).max(BEACH_RANKING_LIMITS.windowDays),
  }),
  z
    .strictObject({
      window: z.literal('period'),
      bestN: z.number().int().min(1).max(BEACH_RANKING_LIMITS.bestN),
      periodFrom: ZDay,
      periodTo: ZDay,
      gamesYear: z.number().int().min(1900).max(2200).nullable(),
    })
    .refine((rules) => rules.periodFrom <= rules.periodTo, { path: ['periodTo'] }),
]);
export type TBeachRankingRules = z.infer<typeof ZBeachRankingRules>;

export const ZBeachRankingRulesList = z.object({
  data: z.array(z.object({ kind: ZBeachRankingKind, rules: ZBeachRankingRules })),
});
export type TBeachRankingRulesList = z.infer<typeof ZBeachRankingRulesList>['data'];
