import { z } from 'zod';

/** A text parameter of a query string; an empty one (`?user=`) is no filter. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/** `skip` and `take` of a paged query: `take` at most `maxTake`, `defaultTake` when absent. */
export const paging = (maxTake: number, defaultTake: number) => ({
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  take: z.coerce.number().int().min(1).max(maxTake).default(defaultTake),
});
