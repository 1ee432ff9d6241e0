import { z } from 'zod';
import { WAITING_STATUSES, type WaitingStatus } from './legal-cases';

/**
 * The rules of the legal cases, as data an administrator edits (`/api/legal/settings`): which
 * eligibility rules a change of federation of origin must pass, the fee, the deadline of each
 * waiting step, and the age from which a registration makes a federation of origin.
 */
export const ZOriginChangeRules = z.object({
  /** A player changes federation of origin once in a lifetime. */
  onceInLifetime: z.boolean(),
  /** Never back to a federation the player held before. */
  neverBackToFormer: z.boolean(),
  /** The player holds the new federation's country's nationality… */
  nationalityRequired: z.boolean(),
  /** …and the case holds the passport that proves it. */
  passportRequired: z.boolean(),
  /** Years since the player last played for the current federation's national team in an official competition. */
  waitingYears: z.number().int().min(0).max(20),
  /** Matches for the current federation in official senior competitions beyond which no change is possible; null: no limit. */
  seniorMatchLimit: z.number().int().min(0).max(1000).nullable(),
  /** The fee, in minor units of `feeCurrency`; 0: none. */
  feeMinor: z.number().int().min(0).max(100_000_000),
  feeCurrency: z.string().regex(/^[A-Z]{3}$/),
});
export type TOriginChangeRules = z.infer<typeof ZOriginChangeRules>;

export const ZLegalSettings = z.object({
  change: ZOriginChangeRules,
  /** A registration with a club or national team from this age on makes a federation of origin. */
  determinationMinAge: z.number().int().min(10).max(25),
  /** Days each waiting step may take before the case is overdue and its party reminded. */
  deadlineDays: z.object(
    Object.fromEntries(WAITING_STATUSES.map((status) => [status, z.number().int().min(1).max(365)])) as Record<
      WaitingStatus,
      z.ZodNumber
    >,
  ),
});
export type TLegalSettings = z.infer<typeof ZLegalSettings>;

export const DEFAULT_LEGAL_SETTINGS: TLegalSettings = {
  change: {
    onceInLifetime: true,
    neverBackToFormer: true,
    nationalityRequired: true,
    passportRequired: true,
    waitingYears: 3,
    seniorMatchLimit: null,
    feeMinor: 0,
    feeCurrency: 'CHF',
  },
  determinationMinAge: 14,
  deadlineDays: { submitted: 14, awaitingCurrentFederation: 30, awaitingNewFederation: 14, underReview: 60 },
};

/** What the rules are checked against, gathered for one player and one case. */
export type OriginChangeFacts = {
  /** Changes of federation of origin the player already had approved. */
  previousChanges: number;
  /** Federations of origin the player held before the current one. */
  formerFederationNos: readonly number[];
  newFederationNo: number;
  playerNationality: string | null;
  /** The country of the new federation. */
  newFederationCountry: string | null;
  /** The case holds a passport document. */
  hasPassport: boolean;
  /** The last day the player played for the current federation's national team in an official competition, if ever (ISO date). */
  lastNationalTeamDay: string | null;
  /** Matches the player played for the current federation in official senior competitions. */
  seniorOfficialMatches: number;
  /** Today, by the server's clock (ISO date). */
  today: string;
};

export const ORIGIN_RULES = [
  'onceInLifetime',
  'neverBackToFormer',
  'nationality',
  'passport',
  'waitingPeriod',
  'seniorMatches',
] as const;
export type OriginRule = (typeof ORIGIN_RULES)[number];

/** One rule's verdict for the case page: `params` fill its message (dates, counts, limits). */
export type RuleVerdict = { rule: OriginRule; passed: boolean; params: Record<string, string | number> };

/** The day `years` after `day` (ISO dates; 29 February becomes 28 February in a common year). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, date));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

/** Every rule the settings turn on, passed or failed for these facts, in a fixed order. */
export function checkOriginRules(rules: TOriginChangeRules, facts: OriginChangeFacts): RuleVerdict[] {
  const verdicts: RuleVerdict[] = [];
  if (rules.onceInLifetime)
    verdicts.push({
      rule: 'onceInLifetime',
      passed: facts.previousChanges === 0,
      params: { previous: facts.previousChanges },
    });
  if (rules.neverBackToFormer)
    verdicts.push({
      rule: 'neverBackToFormer',
      passed: !facts.formerFederationNos.includes(facts.newFederationNo),
      params: {},
    });
  if (rules.nationalityRequired)
    verdicts.push({
      rule: 'nationality',
      passed: facts.playerNationality !== null && facts.playerNationality === facts.newFederationCountry,
      params: { nationality: facts.playerNationality ?? '', country: facts.newFederationCountry ?? '' },
    });
  if (rules.passportRequired) verdicts.push({ rule: 'passport', passed: facts.hasPassport, params: {} });
  if (rules.waitingYears > 0) {
    const from = facts.lastNationalTeamDay === null ? null : addYears(facts.lastNationalTeamDay, rules.waitingYears);
    verdicts.push({
      rule: 'waitingPeriod',
      passed: from === null || from <= facts.today,
      params: { years: rules.waitingYears, lastPlayed: facts.lastNationalTeamDay ?? '', eligibleFrom: from ?? '' },
    });
  }
  if (rules.seniorMatchLimit !== null)
    verdicts.push({
      rule: 'seniorMatches',
      passed: facts.seniorOfficialMatches <= rules.seniorMatchLimit,
      params: { matches: facts.seniorOfficialMatches, limit: rules.seniorMatchLimit },
    });
  return verdicts;
}

/** A registration of the player with a club or a national team, as a determination's evidence lists them. */
export type Registration = { federationNo: number; day: string };

/**
 * The federation of origin the evidence points to: the one that first registered the player at or
 * after `minAge`; null when no registration is that late (or the birth date is unknown).
 */
export function federationOfOriginFrom(
  birthDate: string | null,
  registrations: readonly Registration[],
  minAge: number,
): number | null {
  if (!birthDate) return null;
  const from = addYears(birthDate, minAge);
  const eligible = registrations.filter((r) => r.day >= from).sort((a, b) => a.day.localeCompare(b.day));
  return eligible[0]?.federationNo ?? null;
}
