/** A final round's `Qualifiers`: `1:2 2:2` (the two pool winners, the two runners-up), seeded in that order. */
export type Qualifier = { rank: number; count: number };

const PAIRS = /^\d{1,2}:\d{1,2}( +\d{1,2}:\d{1,2})*$/;
/** The bracket is a knock-out of 2, 4, 8, 16 or 32 teams. */
export const BRACKET_SIZES = [2, 4, 8, 16, 32] as const;

export function parseQualifiers(text: string): Qualifier[] | undefined {
  const trimmed = text.trim();
  if (!PAIRS.test(trimmed)) return undefined;
  return trimmed.split(/ +/).map((pair) => {
    const [rank = 0, count = 0] = pair.split(':').map(Number);
    return { rank, count };
  });
}

/** Whether the text is `rank:count` pairs adding up to a bracket's size. */
export function qualifiersProblem(text: string): 'format' | 'size' | undefined {
  const qualifiers = parseQualifiers(text);
  if (!qualifiers || qualifiers.some((q) => q.rank < 1 || q.count < 1)) return 'format';
  const total = qualifiers.reduce((sum, q) => sum + q.count, 0);
  return (BRACKET_SIZES as readonly number[]).includes(total) ? undefined : 'size';
}
