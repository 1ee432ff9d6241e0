import { and, eq, inArray, ne } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { BEACH_TEAM_STATUS, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import type { Db } from '../../db/connection';
import { beachPlayerRankings, beachTeamPlayers, beachTeams, beachTournamentManagers } from '../../db/schema/beach';
import { personRoles, persons } from '../../db/schema/people';
import type { Row, WriteValues } from '../../gateway/values';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';
import { loadTournament, type Tournament } from './beach-draw-store';
import { today } from './beach-ranking-store';
import { allocate } from './beach-workflow';

const S = BEACH_TOURNAMENT_STATUS;
const PLAYERS = ['NoPlayer1', 'NoPlayer2'] as const;
/** Entries are made and changed until the entries close; a withdrawal counts until the draw. */
const ENTRIES_OPEN: readonly number[] = [S.planned, S.entryOpen];
const BEFORE_DRAW: readonly number[] = [S.planned, S.entryOpen, S.entryClosed];
/** The statuses a client may give a team: the allocation gives the others. */
const CLIENT_STATUSES: readonly number[] = [BEACH_TEAM_STATUS.entered, BEACH_TEAM_STATUS.withdrawn];

type Player = { no: number; lastName: string; gender: number; federationNo: number | null };

async function playerOf(db: Db, no: number, field: string): Promise<Player> {
  const [player] = await db
    .select({ no: persons.no, lastName: persons.lastName, gender: persons.gender, federationNo: persons.federationNo })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(eq(persons.no, no));
  return player ?? invalid(field);
}

function invalid(field: string): never {
  throw new AppError('InvalidData', field);
}

/** A federation enters its teams until the deadline; admins and those who run the tournament until the entries close. */
function checkEntriesOpen(tournament: Tournament, viewer: AuthUser, runs: boolean): void {
  if (!ENTRIES_OPEN.includes(tournament.status)) throw new AppError('EntriesClosed', 'NoTournament');
  const late = tournament.entryDeadline !== null && today() > tournament.entryDeadline;
  if (late && !isAdmin(viewer) && !runs) throw new AppError('EntriesClosed', 'EntryDeadline');
}

/** Whether the viewer runs the tournament (and so may enter a team late). */
function runsTournament(tournament: Tournament, viewer: AuthUser, managers: readonly number[]): boolean {
  switch (viewer.type) {
    case UserTypeNo.BeachTournamentManager:
      return managers.includes(viewer.no);
    case UserTypeNo.ConfederationBeachManager:
      return tournament.confederationNo === viewer.typeNo;
    case UserTypeNo.Federation:
      return tournament.federationNo === viewer.typeNo;
    default:
      return false;
  }
}

async function managersOf(db: Db, tournamentNo: number): Promise<number[]> {
  const rows = await db
    .select({ userNo: beachTournamentManagers.userNo })
    .from(beachTournamentManagers)
    .where(eq(beachTournamentManagers.tournamentNo, tournamentNo));
  return rows.map((row) => row.userNo);
}

/** Each player's points in the world ranking as it stands today: the entry list's order until the deadline. */
async function currentPoints(db: Db, players: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ playerNo: beachPlayerRankings.playerNo, points: beachPlayerRankings.points })
    .from(beachPlayerRankings)
    .where(and(eq(beachPlayerRankings.kind, 'world'), inArray(beachPlayerRankings.playerNo, [...players])));
  return players.map((no) => rows.find((row) => row.playerNo === no)?.points ?? 0);
}

/** Neither player is already in another team of the tournament. */
async function checkOneTeamEach(db: Db, tournamentNo: number, players: readonly number[], teamNo: number) {
  const taken = await db
    .select({ playerNo: beachTeamPlayers.playerNo })
    .from(beachTeamPlayers)
    .where(
      and(
        eq(beachTeamPlayers.tournamentNo, tournamentNo),
        inArray(beachTeamPlayers.playerNo, [...players]),
        ne(beachTeamPlayers.teamNo, teamNo),
      ),
    );
  const field = PLAYERS[players.findIndex((no) => taken.some((row) => row.playerNo === no))];
  if (field) throw new AppError('PlayerInAnotherTeam', field);
}

/**
 * Before a team is entered or changed: entries are open, the two players are different players of
 * the tournament's gender and of one federation, neither plays in another team of it. The team
 * takes its name (`Last1/Last2`), its federation and its players' current points from them.
 */
export async function prepareBeachTeam(db: Db, values: WriteValues, no: number, viewer: AuthUser) {
  const [stored] = no ? await db.select().from(beachTeams).where(eq(beachTeams.no, no)) : [];
  if (stored && values.NoTournament !== undefined && values.NoTournament !== stored.tournamentNo) {
    invalid('NoTournament');
  }
  const tournamentNo = stored?.tournamentNo ?? Number(values.NoTournament);
  const tournament = await loadTournament(db, tournamentNo, true);
  if (!tournament) invalid('NoTournament');
  const runs = runsTournament(tournament, viewer, await managersOf(db, tournament.no));
  if (values.Status !== undefined && values.Status !== null && !CLIENT_STATUSES.includes(Number(values.Status))) {
    invalid('Status');
  }
  const storedPlayers = stored ? [stored.player1No, stored.player2No] : [];
  const playerNos = PLAYERS.map((field, i) => Number(values[field] ?? storedPlayers[i])) as [number, number];
  const creating = !stored;
  const changesPlayers = playerNos.some((player, i) => player !== storedPlayers[i]);
  if (creating || changesPlayers) checkEntriesOpen(tournament, viewer, runs);
  else if (!BEFORE_DRAW.includes(tournament.status)) throw new AppError('EntriesClosed', 'Status');
  if (creating && values.Status !== undefined && Number(values.Status) !== BEACH_TEAM_STATUS.entered) invalid('Status');
  if (!changesPlayers) return values;

  if (playerNos[0] === playerNos[1]) invalid('NoPlayer2');
  const players = [await playerOf(db, playerNos[0], 'NoPlayer1'), await playerOf(db, playerNos[1], 'NoPlayer2')];
  players.forEach((player, i) => {
    if (player.gender !== tournament.gender) throw new AppError('PlayerGender', PLAYERS[i]);
  });
  if (players[0]!.federationNo === null) invalid('NoPlayer1');
  if (players[0]!.federationNo !== players[1]!.federationNo) throw new AppError('TeamOfTwoFederations', 'NoPlayer2');
  await checkOneTeamEach(db, tournament.no, playerNos, no);
  const [points1, points2] = await currentPoints(db, playerNos);
  return {
    ...values,
    Name: `${players[0]!.lastName}/${players[1]!.lastName}`,
    NoFederation: players[0]!.federationNo,
    EntryPoints1: points1 ?? 0,
    EntryPoints2: points2 ?? 0,
    EntryPoints: (points1 ?? 0) + (points2 ?? 0),
  };
}

/**
 * After a team is saved: its players are kept as the tournament's (one team each), and once the
 * entries are closed a withdrawal or a wildcard allocates the entry list again.
 */
export async function afterBeachTeamSave(db: Db, no: number): Promise<void> {
  const team = await keepTeamPlayers(db, no);
  if (!team) return;
  const tournament = await loadTournament(db, team.tournamentNo);
  if (tournament?.status === S.entryClosed) await allocate(db, tournament);
}

/** Team `no`'s two players kept as its tournament's (`beach_team_players`); the team as it is, if there is one. */
export async function keepTeamPlayers(db: Db, no: number): Promise<typeof beachTeams.$inferSelect | undefined> {
  const [team] = await db.select().from(beachTeams).where(eq(beachTeams.no, no));
  if (!team) return undefined;
  await db.delete(beachTeamPlayers).where(eq(beachTeamPlayers.teamNo, no));
  await db
    .insert(beachTeamPlayers)
    .values(
      [team.player1No, team.player2No].map((playerNo) => ({ tournamentNo: team.tournamentNo, playerNo, teamNo: no })),
    );
  return team;
}

/** A team leaves the entry list until the draw (then it forfeits its matches instead). */
export async function afterBeachTeamDelete(db: Db, before: Row): Promise<void> {
  const tournament = await loadTournament(db, Number(before.NoTournament));
  if (!tournament) return;
  if (!BEFORE_DRAW.includes(tournament.status)) throw new AppError('EntriesClosed', 'NoTournament');
  if (tournament.status === S.entryClosed) await allocate(db, tournament);
}
