import { Faker, en } from '@faker-js/faker';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { roundRobin, spreadOverDays, type Round } from '@libero/shared/competitions/round-robin';
import type { VOLLEY_POSITIONS } from '@libero/shared/registry/competitions';
import { seasonDays, seasonOf } from '@libero/shared/transfers/seasons';
import { utcDay } from '@libero/shared/transfers/transfer-windows';
import type { Db } from '../../db/connection';
import { federations } from '../../db/schema/bodies';
import {
  events,
  phases,
  seasons,
  volleyMatches,
  volleyPoolTeams,
  volleyPools,
  volleyRosters,
  volleyTeamStaff,
  volleyTeams,
  volleyTournamentManagers,
  volleyTournamentTypes,
  volleyTournaments,
} from '../../db/schema/competitions';
import { users } from '../../db/schema/identity';
import { personRoles, persons } from '../../db/schema/people';
import { recordTags } from '../../db/schema/tags';
import { seedDemoLeagues } from './demo-leagues';
import { nationalTeamName } from './team-names';
import {
  addDays,
  finishedResult,
  insertHalls,
  playSets,
  refereeDesk,
  seasonName,
  setChance,
  type DemoHall,
  type Official,
} from './demo-play';
import { ensureBracketMatches } from './final-round';
import { recomputeTournament } from './results-follow-up';
import { recomputePool } from './standings-store';

/** The halls of the world championships: pools in three time zones, the final rounds in Italy. */
const CHAMPIONSHIP_HALLS: readonly DemoHall[] = [
  {
    key: 'rome',
    name: 'Palazzo dello Sport',
    city: 'Rome',
    countryCode: 'IT',
    capacity: 11_200,
    timeZone: 'Europe/Rome',
  },
  {
    key: 'bologna',
    name: 'Unipol Arena',
    city: 'Casalecchio di Reno',
    countryCode: 'IT',
    capacity: 11_000,
    timeZone: 'Europe/Rome',
  },
  { key: 'tokyo', name: 'Ariake Arena', city: 'Tokyo', countryCode: 'JP', capacity: 15_000, timeZone: 'Asia/Tokyo' },
  {
    key: 'osaka',
    name: 'Osaka Municipal Central Gymnasium',
    city: 'Osaka',
    countryCode: 'JP',
    capacity: 10_000,
    timeZone: 'Asia/Tokyo',
  },
  {
    key: 'saoPaulo',
    name: 'Ginásio do Ibirapuera',
    city: 'São Paulo',
    countryCode: 'BR',
    capacity: 11_000,
    timeZone: 'America/Sao_Paulo',
  },
  {
    key: 'rio',
    name: 'Maracanãzinho',
    city: 'Rio de Janeiro',
    countryCode: 'BR',
    capacity: 11_800,
    timeZone: 'America/Sao_Paulo',
  },
];

type ChampionshipPlan = {
  gender: 0 | 1;
  letter: 'M' | 'W';
  title: string;
  /** The national teams' codes by strength: the seeding order, as far as the registry has their players. */
  nations: string;
  /** The halls of pools A–B, C–D and E–F; the first one holds the final round too. */
  halls: readonly [string, string, string];
  /** The first pool day, in days from today: the pools are played, the final round partly. */
  firstDay: number;
};

const CHAMPIONSHIPS: readonly ChampionshipPlan[] = [
  {
    gender: 1,
    letter: 'W',
    title: "Women's",
    nations: 'ITA TUR BRA USA POL CHN JPN SRB NED DOM GER CAN FRA BEL THA ARG CZE PUR MEX UKR SLO KEN CUB KOR',
    halls: ['bologna', 'osaka', 'rio'],
    firstDay: -10,
  },
  {
    gender: 0,
    letter: 'M',
    title: "Men's",
    nations: 'POL ITA BRA USA FRA JPN SLO ARG GER CAN CUB SRB TUR NED IRI UKR BUL CZE QAT BEL EGY CHN TUN ESP',
    halls: ['rome', 'tokyo', 'saoPaulo'],
    firstDay: -11,
  },
];

const TEAMS = 24;
const POOL_CODES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** Fewer players than this and a federation sends no team. */
const MIN_PLAYERS = 6;
const POOL_DAYS = 4;
const POOL_TIMES = ['13:00', '16:00', '19:30'];
/** A seed's edge in a set: the top seed beats the last one about nineteen sets in twenty. */
const SEED_STRENGTH = 0.13;
/** The final round's days (from the first pool day) and kick-off times, by bracket. */
const BRACKET_SLOTS: Record<string, { day: number; times: readonly string[] }> = {
  R1: { day: 5, times: ['12:00', '15:00', '18:00', '21:00'] },
  QF: { day: 8, times: ['16:00', '19:30'] },
  SF: { day: 12, times: ['16:00', '19:30'] },
};
const MEDAL_MATCHES: Record<string, { day: number; time: string }> = {
  B: { day: 13, time: '16:00' },
  F: { day: 13, time: '19:30' },
};

type Position = (typeof VOLLEY_POSITIONS)[number];
/**
 * A roster's positions in the order its players are placed: fourteen make 2 setters, 4 outside
 * hitters, 2 opposites, 4 middle blockers and 2 liberos; a smaller squad has one libero.
 */
const ROSTER_SLOTS: readonly Position[] = [
  'setter',
  'outsideHitter',
  'outsideHitter',
  'middleBlocker',
  'middleBlocker',
  'opposite',
  'libero',
  'setter',
  'outsideHitter',
  'middleBlocker',
  'outsideHitter',
  'middleBlocker',
  'opposite',
  'libero',
];

type Nation = { no: number; code: string; name: string };
type Team = { no: number; federationNo: number; seed: number; poolNo: number };
type Player = { no: number; federationNo: number; position: string | null };
type Shared = {
  random: Faker;
  today: string;
  seasonNo: number;
  halls: Map<string, number>;
  typeNo: number;
  maxPlayers: number;
  /** Coaches and medical staff of each federation not yet with a team, in order. */
  staff: Map<string, number[]>;
};

const hallOf = (halls: Map<string, number>, key: string) => {
  const no = halls.get(key);
  if (no === undefined) throw new Error(`Demo seed: no hall ${key}`);
  return no;
};

/**
 * Demo data of indoor competitions (issue "demo data for competitions"): the seasons, the men's and
 * women's world championships of the current season (pools played, the final round partly), two
 * federations' national leagues, and halls in several time zones. Made up as of today with a
 * seeded generator, so that a database seeded on a given day is the same every time.
 */
export async function seedDemoCompetitions(db: Db): Promise<void> {
  const random = new Faker({ locale: [en] });
  random.seed(2027);
  const today = utcDay(new Date());
  const year = seasonOf(today);
  const seasonNos = await seedSeasons(db, [year - 1, year]);
  const seasonNo = seasonNos.get(year)!;
  const [type] = await db
    .select({ no: volleyTournamentTypes.no, maxPlayers: volleyTournamentTypes.maxPlayers })
    .from(volleyTournamentTypes)
    .where(eq(volleyTournamentTypes.code, 'worldChampionship'));
  if (!type) throw new Error('Demo seed: no worldChampionship tournament type');
  const shared: Shared = {
    random,
    today,
    seasonNo,
    halls: await insertHalls(db, CHAMPIONSHIP_HALLS),
    typeNo: type.no,
    maxPlayers: Math.min(type.maxPlayers, ROSTER_SLOTS.length),
    staff: await staffQueues(db),
  };
  const panels = await refereePanels(db, random, CHAMPIONSHIPS.length);
  const tournamentNos: number[] = [];
  for (const [i, plan] of CHAMPIONSHIPS.entries()) {
    tournamentNos.push(await seedChampionship(db, shared, plan, panels[i]!));
  }
  await seedDemoLeagues(db, { random, today, seasonNo, seasonYear: year });
  await assignManager(db, tournamentNos[0]!);
  await assignDemoReferee(db, today);
}

/**
 * The `referee` demo user first-referees the next three matches to come between teams of other
 * federations, so that their dashboard lists assignments (in production, where the users are).
 */
async function assignDemoReferee(db: Db, today: string): Promise<void> {
  const [referee] = await db
    .select({ no: persons.no, federationNo: persons.federationNo })
    .from(users)
    .innerJoin(persons, eq(persons.no, users.typeNo))
    .where(eq(users.username, 'referee'));
  if (!referee) return;
  await db.execute(sql`update ${volleyMatches} set referee1_no = ${referee.no}
    where ${volleyMatches.no} in (
      select m.no from ${volleyMatches} m
        join ${volleyTeams} a on a.no = m.team_a_no join ${volleyTeams} b on b.no = m.team_b_no
      where m.status = 'scheduled' and m.local_date >= ${today}
        and a.federation_no is distinct from ${referee.federationNo} and b.federation_no is distinct from ${referee.federationNo}
        and ${referee.no} not in (coalesce(m.referee2_no, 0), coalesce(m.scorer_no, 0))
      order by m.local_date, m.local_time, m.no limit 3)`);
}

async function seedSeasons(db: Db, years: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .insert(seasons)
    .values(
      years.map((year) => {
        const { first, last } = seasonDays(year);
        return { year, name: seasonName(year), startDate: first, endDate: last };
      }),
    )
    .returning({ no: seasons.no, year: seasons.year });
  return new Map(rows.map((row) => [row.year, row.no]));
}

/** The demo tournament manager manages the first championship, where users live (production). */
async function assignManager(db: Db, tournamentNo: number): Promise<void> {
  const [manager] = await db.select({ no: users.no }).from(users).where(eq(users.username, 'volleytournamentmanager'));
  if (manager) await db.insert(volleyTournamentManagers).values({ tournamentNo, userNo: manager.no });
}

/** Coaches and medical people by federation (`{federationNo}:{role}`), the demo users' people first. */
async function staffQueues(db: Db): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ no: persons.no, federationNo: persons.federationNo, role: personRoles.role })
    .from(persons)
    .innerJoin(personRoles, eq(personRoles.personNo, persons.no))
    .where(and(inArray(personRoles.role, ['coach', 'medical']), sql`${persons.federationNo} is not null`))
    .orderBy(asc(persons.no));
  const queues = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.federationNo}:${row.role}`;
    queues.set(key, [...(queues.get(key) ?? []), row.no]);
  }
  return queues;
}

/** International referees, split into one panel per championship; the demo referee is on the first. */
async function refereePanels(db: Db, random: Faker, count: number): Promise<Official[][]> {
  const rows = await db
    .select({
      no: persons.no,
      federationNo: persons.federationNo,
      demo: sql<boolean>`exists (select 1 from ${recordTags} t where t.subject = 'persons'
        and t.record_no = ${persons.no} and t.tag = 'demo')`,
    })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'referee')))
    .where(eq(personRoles.activeVolley, true))
    .orderBy(asc(persons.no));
  const officials = [...rows.filter((row) => row.demo), ...random.helpers.shuffle(rows.filter((row) => !row.demo))].map(
    ({ no, federationNo }) => ({ no, federationNo }),
  );
  const size = Math.floor(Math.min(officials.length / count, 48));
  return Array.from({ length: count }, (_, i) => officials.slice(i * size, (i + 1) * size));
}

/**
 * The 24 national teams: the plan's nations that have the players, then those with the most. Named
 * as the app names a national team, after its country.
 */
async function nationsOf(db: Db, plan: ChampionshipPlan): Promise<Nation[]> {
  const rows = await db
    .select({
      no: federations.no,
      code: federations.code,
      name: federations.name,
      countryCode: federations.countryCode,
      players: sql<number>`count(*)::int`,
    })
    .from(federations)
    .innerJoin(persons, and(eq(persons.federationNo, federations.no), eq(persons.gender, plan.gender)))
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .groupBy(federations.no)
    .orderBy(asc(federations.code));
  const enough = rows.filter((row) => row.players >= MIN_PLAYERS);
  const codes = plan.nations.split(' ');
  const planned = codes.flatMap((code) => enough.filter((row) => row.code === code));
  const others = enough.filter((row) => !codes.includes(row.code)).sort((a, b) => b.players - a.players);
  return [...planned, ...others]
    .slice(0, TEAMS)
    .map(({ no, code, name, countryCode }) => ({ no, code, name: nationalTeamName(countryCode, name) }));
}

/** Seed 1 to A, 6 to F, 7 to F again, 12 to A…: each pool's teams in seeding order. */
function serpentinePool(seedIndex: number): { pool: number; position: number } {
  const row = Math.floor(seedIndex / POOL_CODES.length);
  const column = seedIndex % POOL_CODES.length;
  return { pool: row % 2 === 0 ? column : POOL_CODES.length - 1 - column, position: row + 1 };
}

async function seedChampionship(db: Db, shared: Shared, plan: ChampionshipPlan, panel: Official[]): Promise<number> {
  const { random } = shared;
  const firstDay = addDays(shared.today, plan.firstDay);
  const lastDay = addDays(firstDay, MEDAL_MATCHES.F!.day);
  const year = Number(firstDay.slice(0, 4));
  const code = `WCH-${plan.letter}-${year}`;
  const name = `${plan.title} World Championship ${year}`;
  const finalHall = CHAMPIONSHIP_HALLS.find((hall) => hall.key === plan.halls[0])!;
  const [event] = await db
    .insert(events)
    .values({
      code,
      name: `${plan.title} Volleyball World Championship ${year}`,
      startDate: firstDay,
      endDate: lastDay,
      countryCode: finalHall.countryCode,
      hasVolleyTournament: true,
      hasMenTournament: plan.gender === 0,
      hasWomenTournament: plan.gender === 1,
    })
    .returning({ no: events.no });
  const [tournament] = await db
    .insert(volleyTournaments)
    .values({
      code,
      name,
      seasonNo: shared.seasonNo,
      gender: plan.gender,
      typeNo: shared.typeNo,
      countryCode: finalHall.countryCode,
      city: finalHall.city,
      startDate: firstDay,
      endDate: lastDay,
      status: 'running',
      eventNo: event!.no,
      organizerType: 'world',
      published: true,
    })
    .returning({ no: volleyTournaments.no });
  const tournamentNo = tournament!.no;

  const nations = await nationsOf(db, plan);
  const teamRows = await db
    .insert(volleyTeams)
    .values(
      nations.map((nation, i) => ({
        tournamentNo,
        federationNo: nation.no,
        name: nation.name,
        code: nation.code,
        seed: i + 1,
      })),
    )
    .returning({ no: volleyTeams.no, federationNo: volleyTeams.federationNo, seed: volleyTeams.seed });
  const [poolPhase, finalPhase] = await db
    .insert(phases)
    .values([
      { tournamentNo, name: 'Pool phase', kind: 'pools', position: 1 },
      {
        tournamentNo,
        name: 'Final round',
        kind: 'finalRound',
        position: 2,
        qualifiers: '1:6 2:6 3:4',
        bronzeMatch: true,
      },
    ])
    .returning();
  const pools = await db
    .insert(volleyPools)
    .values(
      POOL_CODES.map((poolCode) => ({
        phaseNo: poolPhase!.no,
        tournamentNo,
        code: poolCode,
        name: `Pool ${poolCode}`,
      })),
    )
    .returning({ no: volleyPools.no });
  const teams: Team[] = teamRows.map((row, i) => ({
    no: row.no,
    federationNo: row.federationNo!,
    seed: row.seed ?? i + 1,
    poolNo: pools[serpentinePool(i).pool]!.no,
  }));
  await db
    .insert(volleyPoolTeams)
    .values(teams.map((team, i) => ({ poolNo: team.poolNo, teamNo: team.no, position: serpentinePool(i).position })));
  await seedRosters(db, shared, plan.gender, tournamentNo, teams);

  const byNo = new Map(teams.map((team) => [team.no, team]));
  const strength = (teamNo: number) => (TEAMS - (byNo.get(teamNo)?.seed ?? TEAMS)) * SEED_STRENGTH;
  const federationOf = (teamNo: number | null) => (teamNo === null ? null : (byNo.get(teamNo)?.federationNo ?? null));
  const officiate = refereeDesk(panel, random);
  const poolMatches = poolSchedule(
    teams,
    pools.map((pool) => pool.no),
    plan,
    shared.halls,
    firstDay,
  );
  await db.insert(volleyMatches).values(
    poolMatches.map((match, i) => ({
      tournamentNo,
      phaseNo: poolPhase!.no,
      poolNo: match.poolNo,
      noInTournament: i + 1,
      teamANo: match.a,
      teamBNo: match.b,
      hallNo: match.hallNo,
      localDate: match.date,
      localTime: match.time,
      ...officiate(match.date, [federationOf(match.a), federationOf(match.b)]),
      ...finishedResult(playSets(random, setChance(strength(match.a), strength(match.b))), match.a, match.b),
    })),
  );

  await ensureBracketMatches(db, finalPhase!);
  await scheduleBracket(db, finalPhase!.no, hallOf(shared.halls, plan.halls[0]), firstDay);
  for (const pool of pools) await recomputePool(db, pool.no);
  await recomputeTournament(db, tournamentNo);
  for (const round of ['R1', 'QF']) {
    const matches = await bracketMatches(db, finalPhase!.no, round);
    for (const match of matches) {
      const [a, b] = [match.teamANo, match.teamBNo];
      if (a === null || b === null) throw new Error(`Demo seed: ${match.bracket} has no teams`);
      await db
        .update(volleyMatches)
        .set({
          ...officiate(match.localDate!, [federationOf(a), federationOf(b)]),
          ...finishedResult(playSets(random, setChance(strength(a), strength(b))), a, b),
        })
        .where(eq(volleyMatches.no, match.no));
    }
    await recomputeTournament(db, tournamentNo);
  }
  // The semi-finalists are known: the last matches get referees of none of their federations.
  const semiFinals = await bracketMatches(db, finalPhase!.no, 'SF');
  const semiFinalists = semiFinals.flatMap((match) => [federationOf(match.teamANo), federationOf(match.teamBNo)]);
  for (const match of [
    ...semiFinals,
    ...(await bracketMatches(db, finalPhase!.no, 'B')),
    ...(await bracketMatches(db, finalPhase!.no, 'F')),
  ]) {
    const federationNos = match.bracket?.startsWith('SF')
      ? [federationOf(match.teamANo), federationOf(match.teamBNo)]
      : semiFinalists;
    await db
      .update(volleyMatches)
      .set(officiate(match.localDate!, federationNos))
      .where(eq(volleyMatches.no, match.no));
  }
  return tournamentNo;
}

type ScheduledPoolMatch = { poolNo: number; a: number; b: number; hallNo: number; date: string; time: string };

/**
 * Each hall holds two pools, three matches a day over four days: the pools' rounds in turn (A1,
 * B1, A2…), so that no team plays twice a day. Numbered in order of play.
 */
function poolSchedule(
  teams: readonly Team[],
  poolNos: readonly number[],
  plan: ChampionshipPlan,
  halls: Map<string, number>,
  firstDay: string,
): ScheduledPoolMatch[] {
  const days = Array.from({ length: POOL_DAYS }, (_, i) => addDays(firstDay, i));
  const teamsOf = (poolNo: number) => teams.filter((team) => team.poolNo === poolNo).map((team) => team.no);
  return plan.halls
    .flatMap((hallKey, h) => {
      const [first, second] = [roundRobin(teamsOf(poolNos[2 * h]!)), roundRobin(teamsOf(poolNos[2 * h + 1]!))];
      const rounds: Round<number>[] = first
        .flatMap((round, r) => [round, second[r]!])
        .map((round, r) => ({ ...round, round: r + 1 }));
      const spread = spreadOverDays(rounds, days, POOL_TIMES.length);
      if (!spread.ok) throw new Error(`Demo seed: the pools need ${spread.daysNeeded} days`);
      return spread.matches.map((match, i) => ({
        poolNo: teams.find((team) => team.no === match.home)!.poolNo,
        a: match.home,
        b: match.away,
        hallNo: hallOf(halls, hallKey),
        date: match.date,
        time: POOL_TIMES[i % POOL_TIMES.length]!,
      }));
    })
    .sort((x, y) => x.date.localeCompare(y.date) || x.time.localeCompare(y.time));
}

/** The final round's matches get their hall, day and time. */
async function scheduleBracket(db: Db, phaseNo: number, hallNo: number, firstDay: string): Promise<void> {
  const matches = await db.select().from(volleyMatches).where(eq(volleyMatches.phaseNo, phaseNo));
  for (const match of matches) {
    const [round = '', number = '1'] = (match.bracket ?? '').split('-');
    const slot = BRACKET_SLOTS[round];
    const medal = MEDAL_MATCHES[round];
    const index = Number(number) - 1;
    // Half of a round's matches on its first day, the other half the day after.
    const perDay = slot ? slot.times.length : 1;
    const day = slot ? slot.day + Math.floor(index / perDay) : (medal?.day ?? 0);
    const time = slot ? slot.times[index % perDay]! : (medal?.time ?? '16:00');
    await db
      .update(volleyMatches)
      .set({ hallNo, localDate: addDays(firstDay, day), localTime: time })
      .where(eq(volleyMatches.no, match.no));
  }
}

const bracketMatches = (db: Db, phaseNo: number, round: string) =>
  db
    .select()
    .from(volleyMatches)
    .where(
      and(
        eq(volleyMatches.phaseNo, phaseNo),
        round.length > 1 ? like(volleyMatches.bracket, `${round}-%`) : eq(volleyMatches.bracket, round),
      ),
    )
    .orderBy(asc(volleyMatches.noInTournament));

/** Places a squad on the roster's positions, each player where the registry has them if the slot is free. */
function rosterLines(squad: readonly Player[]): { player: Player; position: Position }[] {
  const slots = ROSTER_SLOTS.slice(0, squad.length);
  const placed = new Set<number>();
  const fitting = slots.map((slot) => {
    const player = squad.find((p) => !placed.has(p.no) && p.position === slot);
    if (player) placed.add(player.no);
    return player;
  });
  const rest = squad.filter((player) => !placed.has(player.no));
  return slots.map((position, i) => ({ player: fitting[i] ?? rest.shift()!, position }));
}

/** Each team's players (its federation's of the gender, indoor players first), head coach and doctor. */
async function seedRosters(db: Db, shared: Shared, gender: 0 | 1, tournamentNo: number, teams: readonly Team[]) {
  const players = await db
    .select({ no: persons.no, federationNo: persons.federationNo, position: persons.position })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .where(
      and(
        eq(persons.gender, gender),
        inArray(
          persons.federationNo,
          teams.map((team) => team.federationNo),
        ),
      ),
    )
    .orderBy(sql`${persons.playsVolley} desc`, asc(persons.no));
  const roster = teams.flatMap((team) => {
    const squad = players
      .filter((player) => player.federationNo === team.federationNo)
      .slice(0, shared.maxPlayers) as Player[];
    const lines = rosterLines(squad);
    const shirts = shared.random.helpers.shuffle(Array.from({ length: 24 }, (_, i) => i + 1));
    const captain = lines.find((line) => line.position === 'outsideHitter') ?? lines[0];
    return lines.map((line, i) => ({
      teamNo: team.no,
      tournamentNo,
      playerNo: line.player.no,
      shirtNumber: shirts[i]!,
      position: line.position,
      captain: line === captain,
    }));
  });
  if (roster.length > 0) await db.insert(volleyRosters).values(roster);
  const take = (team: Team, role: string) => shared.staff.get(`${team.federationNo}:${role}`)?.shift();
  const staff = teams.flatMap((team) => {
    const coach = take(team, 'coach');
    const medical = take(team, 'medical');
    return [
      ...(coach ? [{ teamNo: team.no, tournamentNo, personNo: coach, role: 'headCoach' }] : []),
      ...(medical ? [{ teamNo: team.no, tournamentNo, personNo: medical, role: 'doctor' }] : []),
    ];
  });
  if (staff.length > 0) await db.insert(volleyTeamStaff).values(staff);
}
