/**
 * Set and match rules of indoor and beach volleyball. A set is won by the first team to reach its
 * target with a lead of at least `minLead`; the deciding set (the last one a match can have) has a
 * lower target. The numbers and the ways a match may end are data per discipline.
 */
export type ResultType = 'normal' | 'forfeit' | 'retirement' | 'noShow';

export type MatchFormat = {
  /** Sets a team must win to win the match: 3 is best of five. */
  setsToWin: number;
  setPoints: number;
  /** Target of the deciding set. */
  decidingSetPoints: number;
  minLead: number;
  /** How a match may end; `normal` is played out. */
  resultTypes: readonly ResultType[];
};

export const INDOOR_FORMAT: MatchFormat = {
  setsToWin: 3,
  setPoints: 25,
  decidingSetPoints: 15,
  minLead: 2,
  resultTypes: ['normal', 'forfeit'],
};

export const BEACH_FORMAT: MatchFormat = {
  setsToWin: 2,
  setPoints: 21,
  decidingSetPoints: 15,
  minLead: 2,
  resultTypes: ['normal', 'forfeit', 'retirement', 'noShow'],
};

export type Side = 'a' | 'b';
export type SetScore = { a: number; b: number };
export type SetsWon = { a: number; b: number };

/**
 * A match result as entered. A forfeit or no-show has no sets of its own: it counts as won with
 * every set at target to zero (`forfeitSets`). A retirement keeps the sets played, the last one
 * possibly unfinished, and the retiring team loses.
 */
export type MatchResult =
  | { type: 'normal'; sets: readonly SetScore[] }
  | { type: 'forfeit' | 'noShow'; winner: Side }
  | { type: 'retirement'; sets: readonly SetScore[]; retired: Side };

export const RESULT_PROBLEM_CODES = [
  'NegativeOrNonInteger',
  'SetNotFinished',
  'SetOverplayed',
  'SetAfterMatchWon',
  'TooManySets',
  'MatchNotFinished',
  'ResultTypeNotAllowed',
  'MatchAlreadyWon',
] as const;

export type ResultProblemCode = (typeof RESULT_PROBLEM_CODES)[number];

/** One broken rule; `set` (1-based) names the set it is about, null for the match as a whole. */
export type ResultProblem = {
  code: ResultProblemCode;
  set: number | null;
  params: Readonly<Record<string, number | string>>;
};

export type ResultCheck =
  { ok: true; winner: Side; setsWon: SetsWon; sets: readonly SetScore[] } | { ok: false; problems: ResultProblem[] };

export type ProgressCheck =
  { ok: true; winner: Side | null; setsWon: SetsWon } | { ok: false; problems: ResultProblem[] };

export function maxSets(format: MatchFormat): number {
  return format.setsToWin * 2 - 1;
}

export function setTarget(format: MatchFormat, setNo: number): number {
  return setNo === maxSets(format) ? format.decidingSetPoints : format.setPoints;
}

export function otherSide(side: Side): Side {
  return side === 'a' ? 'b' : 'a';
}

export type SetState =
  { kind: 'won'; winner: Side } | { kind: 'inProgress' } | { kind: 'overplayed'; winner: Side } | { kind: 'invalid' };

/**
 * Where a set stands from its score. A set ends on the first rally that gives a team the target and
 * the lead, so a final score is overplayed when the winner already had won one rally earlier
 * (27-20, 25-10 is fine but 26-10 is not).
 */
export function setState(format: MatchFormat, setNo: number, score: SetScore): SetState {
  if (!isPoints(score.a) || !isPoints(score.b)) return { kind: 'invalid' };
  const target = setTarget(format, setNo);
  const winner: Side = score.a > score.b ? 'a' : 'b';
  const high = Math.max(score.a, score.b);
  const low = Math.min(score.a, score.b);
  if (!ends(format, target, high, low)) return { kind: 'inProgress' };
  return ends(format, target, high - 1, low) ? { kind: 'overplayed', winner } : { kind: 'won', winner };
}

function isPoints(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function ends(format: MatchFormat, target: number, high: number, low: number): boolean {
  return high >= target && high - low >= format.minLead;
}

/** The sets a forfeit or no-show counts as: every set needed won at target to zero. */
export function forfeitSets(format: MatchFormat, winner: Side): SetScore[] {
  return Array.from({ length: format.setsToWin }, (_, i) => {
    const target = setTarget(format, i + 1);
    return winner === 'a' ? { a: target, b: 0 } : { a: 0, b: target };
  });
}

type SetsTally = { problems: ResultProblem[]; setsWon: SetsWon; winner: Side | null };

/** Checks every set in order; `lastMayBeOpen` lets the last set be still in progress. */
function tallySets(format: MatchFormat, sets: readonly SetScore[], lastMayBeOpen: boolean): SetsTally {
  const tally: SetsTally = { problems: [], setsWon: { a: 0, b: 0 }, winner: null };
  sets.forEach((score, i) => {
    const problem = setProblem(format, i + 1, score, tally, lastMayBeOpen && i === sets.length - 1);
    if (problem) tally.problems.push(problem);
  });
  return tally;
}

function setProblem(
  format: MatchFormat,
  set: number,
  score: SetScore,
  tally: SetsTally,
  mayBeOpen: boolean,
): ResultProblem | null {
  if (tally.winner) return { code: 'SetAfterMatchWon', set, params: { set, setsToWin: format.setsToWin } };
  if (set > maxSets(format)) return { code: 'TooManySets', set, params: { set, maxSets: maxSets(format) } };
  const state = setState(format, set, score);
  const params = { set, a: score.a, b: score.b, points: setTarget(format, set), minLead: format.minLead };
  if (state.kind === 'invalid') return { code: 'NegativeOrNonInteger', set, params };
  if (state.kind === 'overplayed') return { code: 'SetOverplayed', set, params };
  if (state.kind === 'inProgress') return mayBeOpen ? null : { code: 'SetNotFinished', set, params };
  tally.setsWon[state.winner] += 1;
  if (tally.setsWon[state.winner] === format.setsToWin) tally.winner = state.winner;
  return null;
}

/** A played-out result: every set finished, and the match won with no set after it. */
export function validateResult(format: MatchFormat, sets: readonly SetScore[]): ResultCheck {
  const tally = tallySets(format, sets, false);
  if (tally.problems.length > 0) return { ok: false, problems: tally.problems };
  if (!tally.winner) return { ok: false, problems: [matchNotFinished(format, tally.setsWon)] };
  return { ok: true, winner: tally.winner, setsWon: tally.setsWon, sets };
}

function matchNotFinished(format: MatchFormat, setsWon: SetsWon): ResultProblem {
  return { code: 'MatchNotFinished', set: null, params: { setsToWin: format.setsToWin, a: setsWon.a, b: setsWon.b } };
}

/**
 * A match in progress: the sets so far are valid and only the last one may be unfinished. The
 * winner is set once the last set played decides the match.
 */
export function validateRunning(format: MatchFormat, sets: readonly SetScore[]): ProgressCheck {
  const tally = tallySets(format, sets, true);
  if (tally.problems.length > 0) return { ok: false, problems: tally.problems };
  return { ok: true, winner: tally.winner, setsWon: tally.setsWon };
}

/** Any result type the format allows, with the sets it counts as (for standings). */
export function validateMatchResult(format: MatchFormat, result: MatchResult): ResultCheck {
  if (!format.resultTypes.includes(result.type)) {
    return { ok: false, problems: [{ code: 'ResultTypeNotAllowed', set: null, params: { type: result.type } }] };
  }
  switch (result.type) {
    case 'normal':
      return validateResult(format, result.sets);
    case 'forfeit':
    case 'noShow':
      return validateResult(format, forfeitSets(format, result.winner));
    case 'retirement':
      return validateRetirement(format, result.sets, result.retired);
  }
}

function validateRetirement(format: MatchFormat, sets: readonly SetScore[], retired: Side): ResultCheck {
  const tally = tallySets(format, sets, true);
  if (tally.problems.length > 0) return { ok: false, problems: tally.problems };
  if (tally.winner) return { ok: false, problems: [{ code: 'MatchAlreadyWon', set: null, params: {} }] };
  return { ok: true, winner: otherSide(retired), setsWon: tally.setsWon, sets };
}

/** The i18n key and parameters to tell a problem in the reader's language. */
export function resultProblemMessage(problem: ResultProblem): {
  key: `competitions:resultErrors.${ResultProblemCode}`;
  params: Readonly<Record<string, number | string>>;
} {
  return { key: `competitions:resultErrors.${problem.code}`, params: problem.params };
}
