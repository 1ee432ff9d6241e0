import {
  forfeitSets,
  INDOOR_FORMAT,
  maxSets,
  resultProblemMessage,
  setTarget,
  validateMatchResult,
  validateRunning,
  type MatchFormat,
  type ResultProblem,
  type ResultType,
  type SetScore,
  type Side,
} from '@libero/shared/competitions/match-rules';
import type { MatchStatus } from '@libero/shared/registry/competitions';

/** A set's points as typed: text, `''` for none. */
export type TypedSet = { a: string; b: string };

/** Each set's saved points as typed (`''` for none); `pointsOf` reads a team's points in a set. */
export function typedSets<SetNumber extends number>(
  setNumbers: readonly SetNumber[],
  pointsOf: (team: 'A' | 'B', set: SetNumber) => number | null,
): TypedSet[] {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return setNumbers.map((set) => ({ a: text(pointsOf('A', set)), b: text(pointsOf('B', set)) }));
}

/** The Save request's points of each set: `PointsTeamASet1`…, `''` clearing a set (every set, unless `scored`). */
export function setPointsAttributes(
  setNumbers: readonly number[],
  sets: readonly TypedSet[],
  scored: boolean,
): Record<string, string> {
  return Object.fromEntries(
    setNumbers.flatMap((set, i) => [
      [`PointsTeamASet${set}`, scored ? (sets[i]?.a.trim() ?? '') : ''],
      [`PointsTeamBSet${set}`, scored ? (sets[i]?.b.trim() ?? '') : ''],
    ]),
  );
}

/** Where a match stands, whatever the discipline's codes for it. */
export type ResultStatus = 'scheduled' | 'running' | 'finished';

/** The team that forfeited, retired or did not show up; `''` before it is said. */
export type Defaulting = '' | 'A' | 'B';

export type ResultInput = {
  /** The discipline's rules: sets to win, targets, the ways a match may end. */
  format: MatchFormat;
  status: ResultStatus;
  /** How a finished match ended; a match in play is `normal`. */
  resultType: ResultType;
  defaulting: Defaulting;
  sets: readonly TypedSet[];
};

/** A problem to tell, about a set (1-based) or the match (null): an i18n key and its values. */
export type ResultIssue = { set: number | null; key: string; params: Readonly<Record<string, number | string>> };

export type ResultCheck = {
  issues: ResultIssue[];
  /** The sets as numbers, when every one typed is. */
  sets: SetScore[];
  /** Sets won so far, when the sets are valid. */
  setsWon: { a: number; b: number } | null;
  /** The side that won, once the result says it. */
  winner: Side | null;
};

const isPoints = (text: string) => /^\d{1,2}$/.test(text.trim());

function issueOf(problem: ResultProblem): ResultIssue {
  const { key, params } = resultProblemMessage(problem);
  return { set: problem.set, key, params };
}

/** The server's message for a set with one side only: the set's target, its lead, `?` for the missing side. */
function halfSet(format: MatchFormat, set: number, typed: TypedSet): ResultIssue {
  return {
    set,
    key: 'competitions:resultErrors.SetNotFinished',
    params: {
      set,
      points: setTarget(format, set),
      minLead: format.minLead,
      a: typed.a.trim() || '?',
      b: typed.b.trim() || '?',
    },
  };
}

/** The sets typed, up to the last with any points; a gap, a side left empty or a non-number is an issue. */
function readSets(format: MatchFormat, typed: readonly TypedSet[]): { sets: SetScore[]; issues: ResultIssue[] } {
  const last = typed.findLastIndex((set) => set.a.trim() !== '' || set.b.trim() !== '');
  const sets: SetScore[] = [];
  const issues: ResultIssue[] = [];
  typed.slice(0, last + 1).forEach((set, i) => {
    const no = i + 1;
    const a = set.a.trim();
    const b = set.b.trim();
    if (a === '' && b === '')
      issues.push({ set: no, key: 'competitions:resultErrors.SetMissing', params: { set: no } });
    else if (a === '' || b === '') issues.push(halfSet(format, no, set));
    else if (!isPoints(a) || !isPoints(b))
      issues.push({ set: no, key: 'competitions:resultErrors.NegativeOrNonInteger', params: { set: no } });
    else sets.push({ a: Number(a), b: Number(b) });
  });
  return { sets, issues };
}

const sideOf = (defaulting: 'A' | 'B'): Side => (defaulting === 'A' ? 'a' : 'b');
const otherOf = (defaulting: 'A' | 'B'): Side => (defaulting === 'A' ? 'b' : 'a');
const noResult = (issues: ResultIssue[], sets: SetScore[] = []): ResultCheck => ({
  issues,
  sets,
  setsWon: null,
  winner: null,
});

/** A forfeit or a no-show: no sets of its own, every set needed won at target to zero by the team that came. */
function checkDefault(format: MatchFormat, type: 'forfeit' | 'noShow', defaulting: Defaulting): ResultCheck {
  if (!defaulting) return noResult([{ set: null, key: `competitions:result.defaultingRequired.${type}`, params: {} }]);
  const winner = otherOf(defaulting);
  const counted = forfeitSets(format, winner);
  return {
    issues: [],
    sets: [],
    setsWon: { a: counted.filter((s) => s.a > s.b).length, b: counted.filter((s) => s.b > s.a).length },
    winner,
  };
}

/**
 * A result as typed, checked by the rules the server applies (`validateMatchResult` for a finished
 * match, `validateRunning` for one in play) in the discipline's format, so that the dialog tells
 * the same problems, set by set, before anything is sent. A forfeit, a retirement or a no-show
 * needs the team at fault; a scheduled match has no score.
 */
export function checkResult({ format, status, resultType, defaulting, sets: typed }: ResultInput): ResultCheck {
  const type: ResultType = status === 'finished' ? resultType : 'normal';
  if (!format.resultTypes.includes(type)) {
    return noResult([{ set: null, key: 'competitions:resultErrors.ResultTypeNotAllowed', params: { type } }]);
  }
  if (type === 'forfeit' || type === 'noShow') return checkDefault(format, type, defaulting);
  const { sets, issues } = readSets(format, typed.slice(0, maxSets(format)));
  if (status === 'scheduled') {
    const scored = sets.length > 0 || issues.length > 0;
    return noResult(scored ? [{ set: null, key: 'competitions:result.scheduledHasScore', params: {} }] : []);
  }
  if (type === 'retirement' && !defaulting) {
    issues.push({ set: null, key: 'competitions:result.defaultingRequired.retirement', params: {} });
  }
  if (issues.length > 0) return noResult(issues, sets);
  if (status === 'running') {
    const running = validateRunning(format, sets);
    return running.ok
      ? { issues: [], sets, setsWon: running.setsWon, winner: running.winner }
      : noResult(running.problems.map(issueOf), sets);
  }
  const check = validateMatchResult(
    format,
    type === 'retirement' && defaulting ? { type, sets, retired: sideOf(defaulting) } : { type: 'normal', sets },
  );
  return check.ok
    ? { issues: [], sets, setsWon: check.setsWon, winner: check.winner }
    : noResult(check.problems.map(issueOf), sets);
}

/** An indoor result as the shared check reads it: a forfeit is a finished match that ended so. */
export function checkIndoorResult(status: MatchStatus, forfeitBy: Defaulting, sets: readonly TypedSet[]): ResultCheck {
  const forfeit = status === 'forfeit';
  return checkResult({
    format: INDOOR_FORMAT,
    status: forfeit ? 'finished' : status,
    resultType: forfeit ? 'forfeit' : 'normal',
    defaulting: forfeitBy,
    sets,
  });
}
