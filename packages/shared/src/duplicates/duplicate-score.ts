import { z } from 'zod';

/** How two persons' birth dates compare. */
export const BIRTH_RELATIONS = ['same', 'swapped', 'yearApart', 'missing', 'differs'] as const;
export type BirthRelation = (typeof BIRTH_RELATIONS)[number];

/** What the finder measured of a pair of persons. */
export type PairFacts = {
  /** Trigram similarity of the names, accents, case and their order aside (0–1). */
  names: number;
  birth: BirthRelation;
  sameGender: boolean;
  /** The federation's code when both have the same one. */
  sameFederation: string | null;
  /** The nationality's code (ISO alpha-2) when both have the same one. */
  sameNationality: string | null;
  samePassport: boolean;
};

/** Why a pair is likely one person, each reason in the user's language on the page. */
export const ZDuplicateReason = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('names'), percent: z.number().int() }),
  z.object({ reason: z.literal('birth'), relation: z.enum(BIRTH_RELATIONS) }),
  z.object({ reason: z.literal('sameFederation'), code: z.string() }),
  z.object({ reason: z.literal('sameNationality'), code: z.string() }),
  z.object({ reason: z.literal('samePassport') }),
  z.object({ reason: z.literal('otherGender') }),
]);
export type DuplicateReason = z.infer<typeof ZDuplicateReason>;

/** A pair is listed from this score on (out of 100). */
export const LISTED_FROM = 55;

/** What each birth relation adds: the same day is strong evidence; different days speak against. */
const BIRTH_POINTS: Record<BirthRelation, number> = { same: 35, swapped: 25, yearApart: 20, missing: 10, differs: -25 };

/**
 * A pair's score out of 100 and the reasons behind it, strongest first: the names' likeness (up to
 * 50), the birth dates (same day 35, day and month swapped 25, a year apart 20, one unknown 10,
 * different -25), the same federation or nationality (10), the same passport (30); persons of
 * different genders lose 30.
 */
export function scorePair(facts: PairFacts): { score: number; reasons: DuplicateReason[] } {
  const percent = Math.round(facts.names * 100);
  const reasons: DuplicateReason[] = [
    { reason: 'birth', relation: facts.birth },
    { reason: 'names', percent },
  ];
  let score = facts.names * 50 + BIRTH_POINTS[facts.birth];
  if (facts.sameFederation) reasons.push({ reason: 'sameFederation', code: facts.sameFederation });
  else if (facts.sameNationality) reasons.push({ reason: 'sameNationality', code: facts.sameNationality });
  if (facts.sameFederation || facts.sameNationality) score += 10;
  if (facts.samePassport) {
    reasons.unshift({ reason: 'samePassport' });
    score += 30;
  }
  if (!facts.sameGender) {
    reasons.push({ reason: 'otherGender' });
    score -= 30;
  }
  return { score: Math.max(0, Math.min(100, Math.round(score))), reasons };
}
