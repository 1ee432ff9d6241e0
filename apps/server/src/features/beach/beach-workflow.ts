import { and, eq } from 'drizzle-orm';
import { beachDrawPlan, drawProblem } from '@libero/shared/competitions/beach-draw';
import type { BeachWorkflowStep } from '@libero/shared/competitions/beach-api';
import { allocateEntries, type EntryStatus, type EntryTeam } from '@libero/shared/competitions/entry-allocation';
import { awardFor, type PointsTable } from '@libero/shared/competitions/points-table';
import { isAdmin } from '@libero/shared/auth/permissions';
import { BEACH_TEAM_STATUS, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import type { Db } from '../../db/connection';
import { beachMatches, beachResults, beachRounds, beachTeams, beachTournaments } from '../../db/schema/beach';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { runsBeachTournament } from './beach-access';
import { drawSizeOf, loadTournament, settingsOf, syncDraw, type TeamRow, type Tournament } from './beach-draw-store';
import { rankingAsOf, today, updateRankingFor } from './beach-ranking-store';
import { scheduleDraw } from './beach-schedule';

const S = BEACH_TOURNAMENT_STATUS;

/**
 * The steps that move a beach tournament on, each in one transaction by whoever runs it:
 * allocation of the entries, the draw, the final ranking and its publication.
 */
export async function runWorkflowStep(
  db: Db,
  viewer: AuthUser,
  no: number,
  step: BeachWorkflowStep,
  version: number,
): Promise<{ no: number; version: number; status: number }> {
  const tournament = await loadTournament(db, no, true);
  if (!tournament) throw new AppError('NotFound', `BeachTournament ${no}`);
  await checkRunsTournament(db, viewer, no);
  if (tournament.version !== version) throw new AppError('Conflict', 'Version');
  await STEPS[step](db, tournament);
  const [after] = await db
    .select({ no: beachTournaments.no, version: beachTournaments.version, status: beachTournaments.status })
    .from(beachTournaments)
    .where(eq(beachTournaments.no, no));
  return after!;
}

/** A step taken by the system (the demo data), for no one in particular. */
export async function runStepAsSystem(db: Db, no: number, step: BeachWorkflowStep): Promise<void> {
  const tournament = await loadTournament(db, no, true);
  if (!tournament) throw new AppError('NotFound', `BeachTournament ${no}`);
  await STEPS[step](db, tournament);
}

/** Admins, and those who run the tournament (its managers, its confederation's or federation's). */
async function checkRunsTournament(db: Db, viewer: AuthUser, no: number): Promise<void> {
  if (isAdmin(viewer)) return;
  const [runs] = await db
    .select({ no: beachTournaments.no })
    .from(beachTournaments)
    .where(and(eq(beachTournaments.no, no), runsBeachTournament(viewer)));
  if (!runs) throw new AppError('AccessDenied', `BeachTournament ${no}`);
}

const STEPS: Readonly<Record<BeachWorkflowStep, (db: Db, tournament: Tournament) => Promise<void>>> = {
  allocation: allocate,
  draw,
  ranking: finalRanking,
  'ranking/publish': publishRanking,
};

function refuseUnless(tournament: Tournament, statuses: readonly number[], step: string): void {
  if (!statuses.includes(tournament.status)) throw new AppError('TournamentStepRefused', step);
}

async function setStatus(db: Db, tournament: Tournament, status: number, published?: boolean): Promise<void> {
  await db
    .update(beachTournaments)
    .set({ status, ...(published === undefined ? {} : { published }) })
    .where(eq(beachTournaments.no, tournament.no));
}

const PLACEMENT_STATUS: Readonly<Record<EntryStatus, number>> = {
  mainDraw: BEACH_TEAM_STATUS.confirmed,
  qualification: BEACH_TEAM_STATUS.confirmed,
  reserve: BEACH_TEAM_STATUS.reserve,
  overQuota: BEACH_TEAM_STATUS.overQuota,
  withdrawn: BEACH_TEAM_STATUS.withdrawn,
};

/** Each player's world-ranking points on the entry deadline (today, when the deadline is still to come). */
async function entryPointsOn(db: Db, tournament: Tournament): Promise<Map<number, number>> {
  const day = tournament.entryDeadline && tournament.entryDeadline < today() ? tournament.entryDeadline : today();
  const ranking = await rankingAsOf(db, 'world', day, tournament.gender);
  return new Map(ranking.players.map((player) => [player.playerNo, player.totalPoints]));
}

/**
 * Closes the entries (or allocates them again, until the draw): entry points taken on the deadline,
 * wildcards into the main draw, the federation quota, then the main draw, the qualification and the
 * reserves in entry-list order.
 */
export async function allocate(db: Db, tournament: Tournament): Promise<void> {
  refuseUnless(tournament, [S.planned, S.entryOpen, S.entryClosed], 'allocation');
  const teams = await db.select().from(beachTeams).where(eq(beachTeams.tournamentNo, tournament.no));
  const points = await entryPointsOn(db, tournament);
  const entries: EntryTeam[] = teams.map((team) => ({
    teamNo: team.no,
    federation: String(team.federationNo),
    playerPoints: [points.get(team.player1No) ?? 0, points.get(team.player2No) ?? 0],
    enteredAt: team.enteredAt.toISOString(),
    wildcard: team.wildcard,
    withdrawn: team.status === BEACH_TEAM_STATUS.withdrawn,
  }));
  const settings = settingsOf(tournament);
  const allocation = allocateEntries(entries, {
    mainDrawSize: settings.mainDraw,
    fromQualification: settings.qualification > 0 ? settings.fromQualification : 0,
    qualificationSize: settings.qualification,
    wildcards: settings.wildcards,
    federationQuota: settings.federationQuota,
    wildcardsCountInQuota: false,
  });
  for (const entry of allocation) {
    const [p1, p2] = entry.team.playerPoints;
    const inDraw = entry.status === 'mainDraw' || entry.status === 'qualification';
    await db
      .update(beachTeams)
      .set({
        entryPoints1: p1,
        entryPoints2: p2,
        entryPoints: entry.entryPoints,
        status: PLACEMENT_STATUS[entry.status],
        draw: inDraw ? entry.status : null,
        seed: entry.seed,
        positionInMainDraw: entry.status === 'mainDraw' ? entry.seed : null,
        positionInQualification: entry.status === 'qualification' ? entry.seed : null,
      })
      .where(eq(beachTeams.no, entry.team.teamNo));
  }
  await setStatus(db, tournament, S.entryClosed);
}

/** Makes the rounds and matches of the draw, with their days, times and courts. */
async function draw(db: Db, tournament: Tournament): Promise<void> {
  refuseUnless(tournament, [S.entryClosed], 'draw');
  const teams = await db.select().from(beachTeams).where(eq(beachTeams.tournamentNo, tournament.no));
  const size = drawSizeOf(tournament, teams);
  const problem = drawProblem(size);
  if (problem === 'TooFewTeams') throw new AppError('TooFewTeams', 'NbTeamsMainDraw');
  if (problem) throw new AppError('InvalidData', 'NbTeamsFromQualification');
  const plan = beachDrawPlan(size);
  const mainFrom = tournament.startDateMainDraw ?? tournament.startDate;
  const schedule = scheduleDraw(
    plan,
    {
      from: tournament.startDateQualification ?? tournament.startDate,
      to: tournament.endDateQualification ?? tournament.startDateQualification ?? tournament.startDate,
    },
    { from: mainFrom, to: tournament.endDateMainDraw ?? tournament.endDate },
  );
  const rounds = await db
    .insert(beachRounds)
    .values(
      plan.rounds.map((round, i) => ({
        tournamentNo: tournament.no,
        noInTournament: i + 1,
        code: round.code,
        name: round.name,
        bracket: round.bracket,
        phase: round.phase,
        rankMethod: round.rankMethod,
        startDate: schedule.rounds.get(round.code)?.startDate ?? null,
        endDate: schedule.rounds.get(round.code)?.endDate ?? null,
      })),
    )
    .returning({ no: beachRounds.no, code: beachRounds.code });
  const roundNo = new Map(rounds.map((round) => [round.code, round.no]));
  const ordered = [...plan.matches].sort((x, y) => {
    const a = schedule.matches.get(x.id)!;
    const b = schedule.matches.get(y.id)!;
    return a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.court.localeCompare(b.court);
  });
  await db.insert(beachMatches).values(
    ordered.map((match, i) => {
      const slot = schedule.matches.get(match.id)!;
      return {
        tournamentNo: tournament.no,
        roundNo: roundNo.get(match.roundCode)!,
        noInTournament: i + 1,
        bracket: match.id,
        localDate: slot.date,
        localTime: slot.time,
        court: slot.court,
      };
    }),
  );
  await setStatus(db, tournament, S.drawn);
  await syncDraw(db, { ...tournament, status: S.drawn });
}

/** `from-to:points:prize` bands → the category's points table (prize money in cents). */
export function pointsTableOf(awards: string, currency: string): PointsTable {
  const bands = awards
    .trim()
    .split(/\s+/)
    .map((band) => {
      const [range = '', points = '0', prize = '0'] = band.split(':');
      const [from = 0, to = from] = range.split('-').map(Number);
      return { from, to, points: Number(points), prizeMinor: Number(prize) };
    });
  return { currency, bands };
}

/** Where every team finished, with each player's points and the team's prize money from the category's table. */
async function finalRanking(db: Db, tournament: Tournament): Promise<void> {
  refuseUnless(tournament, [S.drawn, S.running], 'ranking');
  const drawn = await syncDraw(db, tournament);
  if (!drawn?.state.complete) throw new AppError('RankingIncomplete', 'BeachMatch');
  const table = pointsTableOf(tournament.category.awards, tournament.category.currency);
  for (const team of drawn.teams) {
    const position = drawn.state.finishes.get(team.no);
    if (position === undefined) continue;
    const award = awardFor(table, position);
    await db
      .update(beachTeams)
      .set({ rank: position, earnedPointsPlayer: award.points, earningsTeam: award.prizeMinor })
      .where(eq(beachTeams.no, team.no));
  }
  await setStatus(db, tournament, S.finished);
}

/**
 * Publishes the final ranking: each player's points and half the team's prize money become a result
 * that counts in the world and Olympic selection rankings, updated for those players at once.
 */
async function publishRanking(db: Db, tournament: Tournament): Promise<void> {
  refuseUnless(tournament, [S.finished], 'ranking/publish');
  await countResults(db, tournament);
  await setStatus(db, tournament, S.rankingPublished, true);
}

/** The results of a tournament as its teams finished, counted in the rankings of their players. */
async function countResults(db: Db, tournament: Tournament): Promise<void> {
  const teams = await db.select().from(beachTeams).where(eq(beachTeams.tournamentNo, tournament.no));
  const ranked = teams.filter((team) => team.rank !== null && team.earnedPointsPlayer !== null);
  await db.delete(beachResults).where(eq(beachResults.tournamentNo, tournament.no));
  const rows = ranked.flatMap((team) => resultRows(tournament, team));
  if (rows.length > 0) await db.insert(beachResults).values(rows);
  const players = rows.map((row) => row.playerNo);
  await updateRankingFor(db, 'world', players);
  await updateRankingFor(db, 'olympic', players);
}

/**
 * A tournament whose ranking is published, written otherwise than by its workflow (copied from
 * another service): its results are counted again from its teams' ranks.
 */
export async function recountPublishedResults(db: Db, tournamentNo: number): Promise<void> {
  const tournament = await loadTournament(db, tournamentNo);
  if (tournament?.status === S.rankingPublished) await countResults(db, tournament);
}

function resultRows(tournament: Tournament, team: TeamRow) {
  return [team.player1No, team.player2No].map((playerNo) => ({
    tournamentNo: tournament.no,
    playerNo,
    teamNo: team.no,
    gender: tournament.gender,
    endDate: tournament.endDate,
    points: team.earnedPointsPlayer ?? 0,
    earnings: Math.floor((team.earningsTeam ?? 0) / 2),
  }));
}
