import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  TBeachPlayerRanking,
  TBeachRankingLine,
  TBeachRankingPage,
  BeachRankingKind,
  TBeachRankingParams,
} from '@libero/shared/competitions/beach-api';
import { playerStanding, type Ranking } from '@libero/shared/competitions/world-ranking';
import type { Db } from '../../db/connection';
import { beachPlayerRankings, beachTeams, beachTournaments } from '../../db/schema/beach';
import { federations } from '../../db/schema/bodies';
import { persons } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import { ensureCurrent, publishedResults, rankingAsOf, rankingRules, today } from './beach-ranking-store';

/** Months of history a player's chart goes back. */
const HISTORY_MONTHS = 12;

/** A rank shared with the line above is written negative, as the public service writes it. */
const signedRank = (shared: number, index: number) => (shared < index ? -shared : shared);

type Person = { no: number; name: string; federationCode: string | null };

async function peopleOf(db: Db, nos: readonly number[]): Promise<Map<number, Person>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .select({
      no: persons.no,
      name: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`,
      federationCode: federations.code,
    })
    .from(persons)
    .leftJoin(federations, eq(federations.no, persons.federationNo))
    .where(inArray(persons.no, [...nos]));
  return new Map(rows.map((row) => [row.no, row]));
}

/** A page of the ranking as stored today: the database pages it. */
async function storedPage(db: Db, query: TBeachRankingParams, asOf: string): Promise<TBeachRankingPage> {
  const r = beachPlayerRankings;
  const where = and(
    eq(r.kind, query.kind),
    eq(r.gender, query.gender),
    query.federation ? eq(federations.code, query.federation) : undefined,
  );
  const from = db
    .select({
      index: sql<number>`(row_number() over (partition by ${r.gender} order by ${r.position}, ${r.playerNo}))::int`.as(
        'line',
      ),
      position: r.position,
      playerNo: r.playerNo,
      playerName: sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`.as('player_name'),
      federationCode: federations.code,
      points: r.points,
      nbCounted: r.nbCounted,
      nbParticipations: r.nbParticipations,
      hasTournamentsRemoved: r.hasTournamentsRemoved,
    })
    .from(r)
    .innerJoin(persons, eq(persons.no, r.playerNo))
    .leftJoin(federations, eq(federations.no, persons.federationNo))
    .where(and(eq(r.kind, query.kind), eq(r.gender, query.gender)))
    .as('ranked');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(query.federation ? eq(from.federationCode, query.federation) : undefined)
      .orderBy(asc(from.index))
      .offset(query.skip)
      .limit(query.take),
    db
      .select({ n: count() })
      .from(r)
      .innerJoin(persons, eq(persons.no, r.playerNo))
      .leftJoin(federations, eq(federations.no, persons.federationNo))
      .where(where),
  ]);
  const data: TBeachRankingLine[] = rows.map((row) => ({
    position: row.index,
    rank: signedRank(row.position, row.index),
    playerNo: row.playerNo,
    playerName: row.playerName,
    federationCode: row.federationCode,
    points: row.points,
    nbCounted: row.nbCounted,
    nbParticipations: row.nbParticipations,
    hasTournamentsRemoved: row.hasTournamentsRemoved,
  }));
  return { data, nbItems: total?.n ?? 0, asOf };
}

/** A page of the ranking as it stood on an earlier day: computed from the results. */
async function pastPage(db: Db, query: TBeachRankingParams, asOf: string): Promise<TBeachRankingPage> {
  const ranking = await rankingAsOf(db, query.kind, asOf, query.gender);
  const people = await peopleOf(
    db,
    ranking.players.map((player) => player.playerNo),
  );
  const lines = ranking.players
    .map((player, i) => ({ player, index: i + 1, person: people.get(player.playerNo) }))
    .filter(({ person }) => !query.federation || person?.federationCode === query.federation);
  const data = lines.slice(query.skip, query.skip + query.take).map(({ player, index, person }) => ({
    position: index,
    rank: signedRank(player.position, index),
    playerNo: player.playerNo,
    playerName: person?.name ?? '',
    federationCode: person?.federationCode ?? null,
    points: player.totalPoints,
    nbCounted: player.counted.length,
    nbParticipations: player.counted.length + player.dropped.filter((r) => r.reason === 'beyondBestN').length,
    hasTournamentsRemoved: player.hasTournamentsRemoved,
  }));
  return { data, nbItems: lines.length, asOf };
}

/** The ranking by player, as of today (stored) or any earlier day (computed). */
export async function rankingPage(db: Db, query: TBeachRankingParams): Promise<TBeachRankingPage> {
  const current = await ensureCurrent(db, query.kind);
  const asOf = query.asOf ?? current;
  return asOf === current ? storedPage(db, query, asOf) : pastPage(db, query, asOf);
}

/** The first day of each of the last months before `asOf`, oldest first, then `asOf`. */
function historyDays(asOf: string): string[] {
  const first = `${asOf.slice(0, 7)}-01`;
  const days: string[] = [];
  for (let back = HISTORY_MONTHS; back >= 1; back--) {
    const date = new Date(`${first}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - back);
    days.push(date.toISOString().slice(0, 10));
  }
  return [...days, asOf];
}

const positionIn = (ranking: Ranking, playerNo: number) =>
  ranking.players.find((player) => player.playerNo === playerNo);

/**
 * How a player's ranking is made up as of a day: each result that counts, each that does not and
 * why (too old, beyond the best N, after the ranking day), and the player's position on the first
 * day of each of the months before.
 */
export async function playerRanking(
  db: Db,
  playerNo: number,
  kind: BeachRankingKind,
  asOfGiven: string | undefined,
): Promise<TBeachPlayerRanking> {
  const person = (await peopleOf(db, [playerNo])).get(playerNo);
  if (!person) throw new AppError('NotFound', `Player ${playerNo}`);
  const asOf = asOfGiven ?? today();
  const results = await publishedResults(db, { players: [playerNo] });
  const rules = await rankingRules(db, kind);
  const standing = results.length > 0 ? playerStanding(results, rules, asOf) : null;
  const described = await describeResults(
    db,
    playerNo,
    results.map((r) => r.tournamentNo),
  );
  const history: TBeachPlayerRanking['history'] = [];
  let position: number | null = null;
  if (standing) {
    const gender = results[0]!.gender;
    const firstResult = results.map((r) => r.endDate).sort()[0]!;
    for (const day of historyDays(asOf)) {
      if (day < firstResult) continue;
      const ranked = positionIn(await rankingAsOf(db, kind, day, gender), playerNo);
      if (ranked) history.push({ asOf: day, position: ranked.position, points: ranked.totalPoints });
    }
    position = history.at(-1)?.asOf === asOf ? history.at(-1)!.position : null;
  }
  const describe = (tournamentNo: number) => described.get(tournamentNo) ?? { tournamentName: '', rank: null };
  return {
    playerNo,
    playerName: person.name,
    federationCode: person.federationCode,
    points: standing?.totalPoints ?? 0,
    position,
    counted: (standing?.counted ?? []).map((r) => ({
      tournamentNo: r.tournamentNo,
      endDate: r.endDate,
      points: r.points,
      ...describe(r.tournamentNo),
    })),
    dropped: (standing?.dropped ?? []).map((r) => ({
      tournamentNo: r.tournamentNo,
      endDate: r.endDate,
      points: r.points,
      reason: r.reason,
      ...describe(r.tournamentNo),
    })),
    history,
  };
}

/** Each tournament's name and where the player's team finished in it. */
async function describeResults(db: Db, playerNo: number, tournamentNos: readonly number[]) {
  if (tournamentNos.length === 0) return new Map<number, { tournamentName: string; rank: number | null }>();
  const rows = await db
    .select({ tournamentNo: beachTournaments.no, tournamentName: beachTournaments.name, rank: beachTeams.rank })
    .from(beachTeams)
    .innerJoin(beachTournaments, eq(beachTournaments.no, beachTeams.tournamentNo))
    .where(
      and(
        inArray(beachTeams.tournamentNo, [...tournamentNos]),
        sql`(${beachTeams.player1No} = ${playerNo} or ${beachTeams.player2No} = ${playerNo})`,
      ),
    );
  return new Map(rows.map((row) => [row.tournamentNo, { tournamentName: row.tournamentName, rank: row.rank }]));
}
