import { STANDINGS_CRITERIA } from '@libero/shared/registry/competitions';

/**
 * A kind of tournament's `StandingsCriteria`: the criteria its pools are ranked by, in order and
 * space-separated (`matchesWon rankingPoints setRatio pointRatio headToHead`), each known and
 * each at most once (the server refuses anything else).
 */
export type StandingsCriterion = (typeof STANDINGS_CRITERIA)[number];

export function isCriterion(name: string): name is StandingsCriterion {
  return (STANDINGS_CRITERIA as readonly string[]).includes(name);
}

/** The criteria of `text`, in order: each known one once (an unknown name or a repeat is dropped). */
export function parseCriteria(text: string | null | undefined): StandingsCriterion[] {
  const criteria: StandingsCriterion[] = [];
  for (const name of (text ?? '').trim().split(/\s+/)) {
    if (isCriterion(name) && !criteria.includes(name)) criteria.push(name);
  }
  return criteria;
}

/** The criteria as the field holds them. */
export function criteriaText(criteria: readonly StandingsCriterion[]): string {
  return criteria.join(' ');
}

/** The criteria `used` leaves out, in the registry's order. */
export function leftOutCriteria(used: readonly StandingsCriterion[]): StandingsCriterion[] {
  return STANDINGS_CRITERIA.filter((criterion) => !used.includes(criterion));
}

/** `used` with the criterion at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveCriterion(used: readonly StandingsCriterion[], index: number, by: -1 | 1): StandingsCriterion[] {
  const target = index + by;
  const moved = [...used];
  const [criterion] = moved.splice(index, 1);
  if (criterion === undefined || target < 0 || target >= used.length) return [...used];
  moved.splice(target, 0, criterion);
  return moved;
}

/** `used` with `criterion` used (last, when it was left out) or left out. */
export function toggleCriterion(
  used: readonly StandingsCriterion[],
  criterion: StandingsCriterion,
  use: boolean,
): StandingsCriterion[] {
  if (!use) return used.filter((name) => name !== criterion);
  return used.includes(criterion) ? [...used] : [...used, criterion];
}
