import {
  INDOOR_FORMAT,
  maxSets,
  resultProblemMessage,
  setTarget,
  validateResult,
  validateRunning,
  type ResultProblem,
  type SetScore,
} from '@libero/shared/competitions/match-rules';
import type { MatchStatus } from '@libero/shared/registry/competitions';

/** A set's points as typed: text, `''` for none. */
export type TypedSet = { a: string; b: string };

export type ResultInput = { status: MatchStatus; forfeitBy: '' | 'A' | 'B'; sets: readonly TypedSet[] };

/** A problem to tell, about a set (1-based) or the match (null): an i18n key and its values. */
export type ResultIssue = { set: number | null; key: string; params: Readonly<Record<string, number | string>> };

export type ResultCheck = {
  issues: ResultIssue[];
  /** The sets as numbers, when every one typed is. */
  sets: SetScore[];
  /** Sets won so far, when the sets are valid. */
  setsWon: { a: number; b: number } | null;
};

const isPoints = (text: string) => /^\d{1,2}$/.test(text.trim());

function issueOf(problem: ResultProblem): ResultIssue {
  const { key, params } = resultProblemMessage(problem);
  return { set: problem.set, key, params };
}

/** The server's message for a set with one side only: the set's target, its lead, `?` for the missing side. */
function halfSet(set: number, typed: TypedSet): ResultIssue {
  return {
    set,
    key: 'competitions:resultErrors.SetNotFinished',
    params: {
      set,
      points: setTarget(INDOOR_FORMAT, set),
      minLead: INDOOR_FORMAT.minLead,
      a: typed.a.trim() || '?',
      b: typed.b.trim() || '?',
    },
  };
}

/** The sets typed, up to the last with any points; a gap, a side left empty or a non-number is an issue. */
function readSets(typed: readonly TypedSet[]): { sets: SetScore[]; issues: ResultIssue[] } {
  const last = typed.findLastIndex((set) => set.a.trim() !== '' || set.b.trim() !== '');
  const sets: SetScore[] = [];
  const issues: ResultIssue[] = [];
  typed.slice(0, last + 1).forEach((set, i) => {
    const no = i + 1;
    const a = set.a.trim();
    const b = set.b.trim();
    if (a === '' && b === '')
      issues.push({ set: no, key: 'competitions:resultErrors.SetMissing', params: { set: no } });
    else if (a === '' || b === '') issues.push(halfSet(no, set));
    else if (!isPoints(a) || !isPoints(b))
      issues.push({ set: no, key: 'competitions:resultErrors.NegativeOrNonInteger', params: { set: no } });
    else sets.push({ a: Number(a), b: Number(b) });
  });
  return { sets, issues };
}

/**
 * A result as typed, checked by the rules the server applies (`validateResult` for a finished
 * match, `validateRunning` for one in play), so that the dialog tells the same problems, set by set,
 * before anything is sent. A forfeit needs the team that forfeits; a scheduled match has no score.
 */
export function checkResult({ status, forfeitBy, sets: typed }: ResultInput): ResultCheck {
  if (status === 'forfeit') {
    return {
      issues: forfeitBy ? [] : [{ set: null, key: 'competitions:result.forfeitByRequired', params: {} }],
      sets: [],
      setsWon:
        forfeitBy === 'A'
          ? { a: 0, b: INDOOR_FORMAT.setsToWin }
          : forfeitBy === 'B'
            ? { a: INDOOR_FORMAT.setsToWin, b: 0 }
            : null,
    };
  }
  const { sets, issues } = readSets(typed.slice(0, maxSets(INDOOR_FORMAT)));
  if (status === 'scheduled') {
    const scored = sets.length > 0 || issues.length > 0;
    return {
      issues: scored ? [{ set: null, key: 'competitions:result.scheduledHasScore', params: {} }] : [],
      sets: [],
      setsWon: null,
    };
  }
  if (issues.length > 0) return { issues, sets, setsWon: null };
  const check = status === 'running' ? validateRunning(INDOOR_FORMAT, sets) : validateResult(INDOOR_FORMAT, sets);
  return check.ok
    ? { issues: [], sets, setsWon: check.setsWon }
    : { issues: check.problems.map(issueOf), sets, setsWon: null };
}
