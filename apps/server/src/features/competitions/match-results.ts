import {
  INDOOR_FORMAT,
  forfeitSets,
  maxSets,
  setTarget,
  validateResult,
  validateRunning,
  type MatchFormat,
  type ResultProblem,
  type SetScore,
  type Side,
} from '@libero/shared/competitions/match-rules';
import type { MatchStatus } from '@libero/shared/registry/competitions';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';

/** The set-score fields of a match of `format`, in set order. */
export const setFields = (format: MatchFormat) =>
  Array.from({ length: maxSets(format) }, (_, i) => ({ a: `PointsTeamASet${i + 1}`, b: `PointsTeamBSet${i + 1}` }));

/** The set-score fields of an indoor match, in set order. */
export const SET_FIELDS = setFields(INDOOR_FORMAT);

/** A match as the rules see it: its status and what is written of each set. */
export type MatchState = {
  status: MatchStatus;
  forfeitBy: string | null;
  teamA: number | null;
  teamB: number | null;
  points: WriteValues;
};

/** The sets entered, in order, up to the first set left empty on both sides (indoor unless `format` says). */
export function setsOf(points: WriteValues, format: MatchFormat = INDOOR_FORMAT): SetScore[] {
  const sets: SetScore[] = [];
  const fields = setFields(format);
  for (const [index, field] of fields.entries()) {
    const a = points[field.a];
    const b = points[field.b];
    if (a == null && b == null) {
      const later = fields.slice(index + 1).some((f) => points[f.a] != null || points[f.b] != null);
      if (later) throw new AppError('SetMissing', field.a, { set: index + 1 });
      break;
    }
    if (typeof a !== 'number' || typeof b !== 'number') {
      const set = index + 1;
      const params = {
        set,
        points: setTarget(format, set),
        minLead: format.minLead,
        a: a == null ? '–' : String(a),
        b: b == null ? '–' : String(b),
      };
      throw new AppError('SetNotFinished', a == null ? field.a : field.b, params);
    }
    sets.push({ a, b });
  }
  return sets;
}

/** Refuses a result with the rule it breaks, naming the field of the set it is about. */
export function refuse(problem: ResultProblem): never {
  const set = problem.set ?? 1;
  const field = problem.code === 'MatchNotFinished' ? 'Status' : `PointsTeamASet${set}`;
  throw new AppError(problem.code, field, problem.params);
}

/** The derived result: sets won by each team and the winner, or refused with the rule broken. */
export type MatchOutcome = { setsA: number | null; setsB: number | null; winner: Side | null; sets: SetScore[] };

/**
 * What a match's status and set scores amount to. A scheduled match has no score; a running one
 * may leave its last set open; a finished one is won by the rules (25 points, 15 in the fifth, two
 * clear, three sets); a forfeit counts 3-0 with every set 25-0 for the team that played.
 */
export function outcomeOf(match: MatchState): MatchOutcome {
  if (match.status === 'forfeit') {
    if (match.forfeitBy !== 'A' && match.forfeitBy !== 'B') throw new AppError('InvalidData', 'ForfeitBy');
    const winner: Side = match.forfeitBy === 'A' ? 'b' : 'a';
    const sets = forfeitSets(INDOOR_FORMAT, winner);
    return {
      setsA: winner === 'a' ? INDOOR_FORMAT.setsToWin : 0,
      setsB: winner === 'b' ? INDOOR_FORMAT.setsToWin : 0,
      winner,
      sets,
    };
  }
  const sets = setsOf(match.points);
  if (match.status === 'scheduled') {
    if (sets.length > 0) throw new AppError('InvalidData', 'Status');
    return { setsA: null, setsB: null, winner: null, sets };
  }
  if (match.teamA === null || match.teamB === null) throw new AppError('InvalidData', 'NoTeamA');
  if (match.status === 'running') {
    const check = validateRunning(INDOOR_FORMAT, sets);
    if (!check.ok) refuse(check.problems[0]!);
    return { setsA: check.setsWon.a, setsB: check.setsWon.b, winner: null, sets };
  }
  const check = validateResult(INDOOR_FORMAT, sets);
  if (!check.ok) refuse(check.problems[0]!);
  return { setsA: check.setsWon.a, setsB: check.setsWon.b, winner: check.winner, sets };
}

/** The set-score values a forfeit writes (every set 25-0, the rest cleared). */
export function forfeitPoints(sets: readonly SetScore[]): WriteValues {
  return Object.fromEntries(
    SET_FIELDS.flatMap((field, i) => [
      [field.a, sets[i]?.a ?? null],
      [field.b, sets[i]?.b ?? null],
    ]),
  );
}
