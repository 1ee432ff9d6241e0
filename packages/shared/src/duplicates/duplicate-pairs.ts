import { z } from 'zod';
import { ZDuplicateReason } from './duplicate-score';

/** One of a pair, as the page shows it. */
export const ZPairPerson = z.object({
  no: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  gender: z.number().int(),
  nationality: z.string().nullable(),
  federationCode: z.string().nullable(),
  /** The person's roles, space-separated (`player coach`). */
  roles: z.string(),
});
export type PairPerson = z.infer<typeof ZPairPerson>;

export const ZDuplicatePair = z.object({
  a: ZPairPerson,
  b: ZPairPerson,
  score: z.number().int(),
  reasons: z.array(ZDuplicateReason),
});
export type DuplicatePair = z.infer<typeof ZDuplicatePair>;

/** `GET /api/person-duplicates`: a page of the pairs, and how many match. */
export const ZDuplicatePairs = z.object({ total: z.number().int(), pairs: z.array(ZDuplicatePair) });

export const DUPLICATE_SORTS = ['score', '-score', 'name', '-name'] as const;

/** What the list takes: a federation (by code), a kind of person (a role), the lowest score, the order and the page. */
export const ZDuplicateQuery = z.object({
  federation: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  kind: z.enum(['player', 'coach', 'referee', 'official', 'medical', 'media', 'agent']).optional(),
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  sort: z.enum(DUPLICATE_SORTS).default('-score'),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(200).default(50),
});
export type DuplicateQuery = z.infer<typeof ZDuplicateQuery>;

/** `POST /api/person-duplicates/dismiss`: the two are not the same person. */
export const ZDismissPair = z.object({ a: z.number().int().positive(), b: z.number().int().positive() });
