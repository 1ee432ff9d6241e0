import { eq } from 'drizzle-orm';
import { resolveBeachDraw, type BeachDrawResult } from '@libero/shared/competitions/beach-draw';
import type { Slot } from '@libero/shared/competitions/bracket';
import {
  BEACH_FORMAT,
  forfeitSets,
  validateMatchResult,
  validateRunning,
  type MatchResult,
  type SetScore,
  type Side,
} from '@libero/shared/competitions/match-rules';
import { BEACH_MATCH_STATUS, BEACH_RESULT_TYPE, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import type { Db } from '../../db/connection';
import { beachMatches } from '../../db/schema/beach';
import type { WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import { refuse, setFields, setsOf } from '../competitions';
import { drawEntriesOf, loadTournament, readDraw, storedSets, syncDraw, type MatchRow } from './beach-draw-store';

const SET_FIELDS = setFields(BEACH_FORMAT);

/** The fields a result is written in, and the match's property holding each. */
const RESULT_COLUMNS = {
  Status: 'status',
  ResultType: 'resultType',
  Defaulting: 'defaulting',
  PointsTeamASet1: 'pointsA1',
  PointsTeamBSet1: 'pointsB1',
  PointsTeamASet2: 'pointsA2',
  PointsTeamBSet2: 'pointsB2',
  PointsTeamASet3: 'pointsA3',
  PointsTeamBSet3: 'pointsB3',
} as const satisfies Readonly<Record<string, keyof MatchRow>>;

const RESULT_TYPES: Readonly<Record<number, MatchResult['type']>> = {
  [BEACH_RESULT_TYPE.normal]: 'normal',
  [BEACH_RESULT_TYPE.forfeit]: 'forfeit',
  [BEACH_RESULT_TYPE.retirement]: 'retirement',
  [BEACH_RESULT_TYPE.noShow]: 'noShow',
};

/** The match as it will stand: what is stored, with what this save changes. */
function merged(row: MatchRow, values: WriteValues): WriteValues {
  const stored = Object.fromEntries(Object.entries(RESULT_COLUMNS).map(([field, key]) => [field, row[key] ?? null]));
  return { ...stored, ...values };
}

type Outcome = { winner: Side | null; sets: SetScore[]; setsWon: { a: number; b: number } | null; byDefault: boolean };

/**
 * What a finished match amounts to: played out (two sets of 21, a third of 15, two clear), or ended
 * by a forfeit or no-show (every set 21-0 and 15-0 for the team that played) or a retirement (the
 * sets played, the retiring team losing). `Defaulting` names the team that did not finish.
 */
function finishedOutcome(match: WriteValues): Outcome {
  const type = RESULT_TYPES[Number(match.ResultType ?? BEACH_RESULT_TYPE.normal)] ?? 'normal';
  const defaulting = match.Defaulting === 'A' ? 'a' : match.Defaulting === 'B' ? 'b' : null;
  if (type !== 'normal' && !defaulting) throw new AppError('InvalidData', 'Defaulting');
  const other = defaulting === 'a' ? 'b' : 'a';
  const result: MatchResult =
    type === 'normal'
      ? { type, sets: setsOf(match, BEACH_FORMAT) }
      : type === 'retirement'
        ? { type, sets: setsOf(match, BEACH_FORMAT), retired: defaulting! }
        : { type, winner: other };
  const check = validateMatchResult(BEACH_FORMAT, result);
  if (!check.ok) refuse(check.problems[0]!);
  const sets = type === 'forfeit' || type === 'noShow' ? forfeitSets(BEACH_FORMAT, other) : [...check.sets];
  return { winner: check.winner, sets, setsWon: check.setsWon, byDefault: type === 'forfeit' || type === 'noShow' };
}

function outcomeOf(match: WriteValues, teamsKnown: boolean): Outcome {
  const status = Number(match.Status ?? BEACH_MATCH_STATUS.scheduled);
  if (status === BEACH_MATCH_STATUS.scheduled) {
    if (setsOf(match, BEACH_FORMAT).length > 0) throw new AppError('InvalidData', 'Status');
    return { winner: null, sets: [], setsWon: null, byDefault: false };
  }
  if (!teamsKnown) throw new AppError('MatchTeamsUnknown', 'NoTeamA');
  if (status === BEACH_MATCH_STATUS.running) {
    const sets = setsOf(match, BEACH_FORMAT);
    const check = validateRunning(BEACH_FORMAT, sets);
    if (!check.ok) refuse(check.problems[0]!);
    return { winner: null, sets, setsWon: check.setsWon, byDefault: false };
  }
  return finishedOutcome(match);
}

/** The set scores to write: those of the outcome, the rest cleared. */
function pointsOf(sets: readonly SetScore[]): WriteValues {
  return Object.fromEntries(
    SET_FIELDS.flatMap((field, i) => [
      [field.a, sets[i]?.a ?? null],
      [field.b, sets[i]?.b ?? null],
    ]),
  );
}

/**
 * Before a beach result is written: the tournament is between its draw and its final ranking, both
 * teams are known, the result keeps the rules, and it does not change who played a later match
 * that already has a result. The sets won and the winner follow from it.
 */
export async function prepareBeachMatch(db: Db, values: WriteValues, no: number): Promise<WriteValues> {
  const [row] = await db.select().from(beachMatches).where(eq(beachMatches.no, no));
  if (!row) throw new AppError('NotFound', `BeachMatch ${no}`);
  const tournament = await loadTournament(db, row.tournamentNo, true);
  const open: readonly number[] = [BEACH_TOURNAMENT_STATUS.drawn, BEACH_TOURNAMENT_STATUS.running];
  if (!tournament || !open.includes(tournament.status)) throw new AppError('ResultsClosed', 'Status');
  const match = merged(row, values);
  const outcome = outcomeOf(match, row.teamANo !== null && row.teamBNo !== null);
  const winnerNo = outcome.winner === 'a' ? row.teamANo : outcome.winner === 'b' ? row.teamBNo : null;
  if (winnerNo !== row.winnerNo) await checkLaterMatches(db, row, outcome);
  return {
    ...values,
    ...pointsOf(outcome.sets),
    ...(outcome.winner === null ? { ResultType: values.ResultType ?? row.resultType } : {}),
    MatchPointsA: outcome.setsWon?.a ?? null,
    MatchPointsB: outcome.setsWon?.b ?? null,
    NoWinner: winnerNo,
  };
}

const teamOf = (slot: Slot<number>) => (slot.kind === 'team' ? slot.team : null);

/** A result that would change the teams of a later match already played is refused. */
async function checkLaterMatches(db: Db, row: MatchRow, outcome: Outcome): Promise<void> {
  const tournament = await loadTournament(db, row.tournamentNo);
  const drawn = tournament && (await readDraw(db, tournament));
  if (!drawn) return;
  const results: Record<string, BeachDrawResult> = {};
  for (const match of drawn.matches) {
    if (match.no === row.no || match.winnerNo === null) continue;
    const winner = match.winnerNo === match.teamANo ? 'a' : 'b';
    results[match.bracket] = { winner, sets: storedSets(match), byDefault: false };
  }
  if (outcome.winner) results[row.bracket] = { winner: outcome.winner, sets: outcome.sets, byDefault: false };
  const state = resolveBeachDraw(drawn.plan, drawEntriesOf(drawn.teams), results);
  for (const match of drawn.matches) {
    if (match.no === row.no || match.winnerNo === null) continue;
    const resolved = state.matches.get(match.bracket);
    if (!resolved || teamOf(resolved.a) !== match.teamANo || teamOf(resolved.b) !== match.teamBNo) {
      throw new AppError('ResultDecidesLaterMatch', `BeachMatch ${match.no}`);
    }
  }
}

/** After a result: the draw moves on (teams of later matches, pool rankings, finishes). */
export async function afterBeachResult(db: Db, no: number): Promise<void> {
  const [row] = await db
    .select({ tournamentNo: beachMatches.tournamentNo })
    .from(beachMatches)
    .where(eq(beachMatches.no, no));
  const tournament = row && (await loadTournament(db, row.tournamentNo));
  if (tournament) await syncDraw(db, tournament);
}
