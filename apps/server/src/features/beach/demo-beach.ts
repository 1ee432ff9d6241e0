import { en, Faker } from '@faker-js/faker';
import { and, eq, sql } from 'drizzle-orm';
import { resolveBeachDraw, type BeachDrawResult } from '@libero/shared/competitions/beach-draw';
import { BEACH_FORMAT, type SetScore } from '@libero/shared/competitions/match-rules';
import { BEACH_MATCH_STATUS, BEACH_TOURNAMENT_STATUS } from '@libero/shared/registry/beach';
import type { Db } from '../../db/connection';
import {
  beachMatches,
  beachTeamPlayers,
  beachTeams,
  beachTournamentManagers,
  beachTournaments,
} from '../../db/schema/beach';
import { federations } from '../../db/schema/bodies';
import { events } from '../../db/schema/competitions';
import { users } from '../../db/schema/identity';
import { personRoles, persons } from '../../db/schema/people';
import { addDays, playSets, setChance } from '../competitions';
import { drawEntriesOf, loadTournament, readDraw, syncDraw, type Tournament } from './beach-draw-store';
import { publishedResults, rankingAsOf, today } from './beach-ranking-store';
import { runStepAsSystem } from './beach-workflow';

/**
 * Demo data for beach volleyball: two years of a world tour for both genders (Elite 16, Challenge,
 * Futures and Finals stops) with entries, draws and every result, published in order so that the
 * rankings are realistic; and an Elite 16 whose entries are open, run by the demo beach manager.
 * Made up as of today, the same on every run (seeded generator).
 */

const CATEGORY = { elite16: 1, challenge: 2, futures: 3, finals: 4 } as const;
type Category = keyof typeof CATEGORY;

/** Days before today each stop ends, its category, city, country and time zone. */
const STOPS: readonly [daysAgo: number, category: Category, city: string, country: string, timeZone: string][] = [
  [720, 'challenge', 'Doha', 'QA', 'Asia/Qatar'],
  [670, 'elite16', 'Tepic', 'MX', 'America/Mazatlan'],
  [620, 'futures', 'Baden', 'AT', 'Europe/Vienna'],
  [570, 'challenge', 'Stare Jabłonki', 'PL', 'Europe/Warsaw'],
  [520, 'elite16', 'Ostrava', 'CZ', 'Europe/Prague'],
  [470, 'elite16', 'Gstaad', 'CH', 'Europe/Zurich'],
  [420, 'finals', 'Doha', 'QA', 'Asia/Qatar'],
  [360, 'challenge', 'Recife', 'BR', 'America/Recife'],
  [310, 'elite16', 'Brasília', 'BR', 'America/Sao_Paulo'],
  [260, 'futures', 'Madrid', 'ES', 'Europe/Madrid'],
  [210, 'challenge', 'Agadir', 'MA', 'Africa/Casablanca'],
  [160, 'elite16', 'Espinho', 'PT', 'Europe/Lisbon'],
  [110, 'elite16', 'Hamburg', 'DE', 'Europe/Berlin'],
  [40, 'finals', 'João Pessoa', 'BR', 'America/Fortaleza'],
];

/** Teams entered per category, and the draw sizes the demo gives it. */
const FIELD: Readonly<
  Record<Category, { entries: number; days: number; sizes: Partial<typeof beachTournaments.$inferInsert> }>
> = {
  elite16: { entries: 28, days: 5, sizes: {} },
  challenge: {
    entries: 32,
    days: 5,
    sizes: { nbTeamsMainDraw: 24, nbTeamsQualification: 16, nbTeamsFromQualification: 8 },
  },
  futures: { entries: 26, days: 4, sizes: {} },
  finals: { entries: 10, days: 4, sizes: {} },
};

/**
 * The tournaments still to run: the women's Elite 16 of this week (ending today, so that its
 * results count in today's ranking), its 16 entries waiting to be allocated; the men's next month,
 * its entries open.
 */
export const DEMO_TOURNAMENTS = {
  thisWeek: { code: 'W-E16-CPT', event: 'BVB-CPT-W', gender: 1, endsIn: 0, deadlineIn: -21, entries: 16 },
  upcoming: { code: 'M-E16-CPT', event: 'BVB-CPT-M', gender: 0, endsIn: 30, deadlineIn: 7, entries: 12 },
} as const;

/** Federations whose teams the demo makes stronger, so that the rankings look like the real tour's. */
const BEACH_NATIONS = new Set([
  'BRA',
  'USA',
  'NOR',
  'NED',
  'GER',
  'QAT',
  'CAN',
  'AUS',
  'SUI',
  'ITA',
  'SWE',
  'POL',
  'LAT',
  'CZE',
  'ESP',
  'FRA',
  'CHN',
  'JPN',
  'CHI',
  'MEX',
  'AUT',
  'CUB',
  'ARG',
  'LTU',
]);

type DemoTeam = { federationNo: number; players: [Player, Player]; strength: number };
type Player = { no: number; lastName: string };

/** Beach players paired within their federation, by gender: each pair a team with a strength. */
async function demoTeams(db: Db, random: Faker): Promise<Map<number, DemoTeam[]>> {
  const rows = await db
    .select({
      no: persons.no,
      lastName: persons.lastName,
      gender: persons.gender,
      federationNo: persons.federationNo,
      federationCode: federations.code,
    })
    .from(persons)
    .innerJoin(personRoles, and(eq(personRoles.personNo, persons.no), eq(personRoles.role, 'player')))
    .innerJoin(federations, eq(federations.no, persons.federationNo))
    .where(and(eq(persons.playsBeach, true), sql`${persons.federationNo} is not null`))
    .orderBy(persons.federationNo, persons.gender, persons.no);
  const teams = new Map<number, DemoTeam[]>([
    [0, []],
    [1, []],
  ]);
  for (let i = 0; i + 1 < rows.length; i++) {
    const [a, b] = [rows[i]!, rows[i + 1]!];
    if (a.federationNo !== b.federationNo || a.gender !== b.gender) continue;
    teams.get(a.gender)!.push({
      federationNo: a.federationNo!,
      players: [a, b],
      strength: random.number.float({ min: -1.5, max: 1.5 }) + (BEACH_NATIONS.has(a.federationCode) ? 1.5 : 0),
    });
    i++;
  }
  return teams;
}

/** Who enters a stop: the better teams the higher its category, shuffled a little. */
function entrants(random: Faker, teams: readonly DemoTeam[], category: Category): DemoTeam[] {
  const bias = category === 'futures' ? -1 : 1;
  return [...teams]
    .map((team) => ({ team, key: bias * team.strength + random.number.float({ min: 0, max: 1.2 }) }))
    .sort((x, y) => y.key - x.key)
    .slice(0, FIELD[category].entries)
    .map(({ team }) => team);
}

async function insertTournament(
  db: Db,
  values: {
    code: string;
    name: string;
    city: string;
    country: string;
    timeZone: string;
    gender: number;
    category: Category;
    endDate: string;
    eventNo: number;
  },
): Promise<number> {
  const days = FIELD[values.category].days;
  const startDate = addDays(values.endDate, 1 - days);
  const qualifies = values.category !== 'finals';
  const [row] = await db
    .insert(beachTournaments)
    .values({
      code: values.code,
      name: values.name,
      countryCode: values.country,
      city: values.city,
      timeZone: values.timeZone,
      startDate,
      endDate: values.endDate,
      gender: values.gender,
      typeNo: CATEGORY[values.category],
      status: BEACH_TOURNAMENT_STATUS.entryOpen,
      eventNo: values.eventNo,
      startDateQualification: qualifies ? startDate : null,
      endDateQualification: qualifies ? startDate : null,
      startDateMainDraw: qualifies ? addDays(startDate, 1) : startDate,
      endDateMainDraw: values.endDate,
      entryDeadline: addDays(startDate, -21),
      published: true,
      ...FIELD[values.category].sizes,
    })
    .returning({ no: beachTournaments.no });
  return row!.no;
}

async function enterTeams(db: Db, tournamentNo: number, teams: readonly DemoTeam[], enteredOn: string): Promise<void> {
  if (teams.length === 0) return;
  const rows = await db
    .insert(beachTeams)
    .values(
      teams.map((team, i) => ({
        tournamentNo,
        player1No: team.players[0].no,
        player2No: team.players[1].no,
        federationNo: team.federationNo,
        name: `${team.players[0].lastName}/${team.players[1].lastName}`,
        // One a minute from 8 o'clock: the earlier entry goes first among equals.
        enteredAt: new Date(Date.parse(`${enteredOn}T08:00:00Z`) + i * 60_000),
      })),
    )
    .returning({ no: beachTeams.no, player1No: beachTeams.player1No, player2No: beachTeams.player2No });
  await db
    .insert(beachTeamPlayers)
    .values(
      rows.flatMap((team) =>
        [team.player1No, team.player2No].map((playerNo) => ({ tournamentNo, playerNo, teamNo: team.no })),
      ),
    );
}

/** Plays every match of a drawn tournament, the stronger team more likely to win each set. */
async function playOut(db: Db, tournament: Tournament, strengthOf: Map<number, number>, random: Faker) {
  const drawn = await readDraw(db, tournament);
  if (!drawn) return;
  const entries = drawEntriesOf(drawn.teams);
  const results: Record<string, BeachDrawResult & { teams: [number, number] }> = {};
  for (;;) {
    const state = resolveBeachDraw(drawn.plan, entries, results);
    const ready = drawn.plan.matches.filter((planned) => {
      const match = state.matches.get(planned.id);
      return match?.a.kind === 'team' && match.b.kind === 'team' && !(planned.id in results);
    });
    if (ready.length === 0) break;
    for (const planned of ready) {
      const match = state.matches.get(planned.id)!;
      if (match.a.kind !== 'team' || match.b.kind !== 'team') continue;
      const a = match.a.team;
      const b = match.b.team;
      const sets = playSets(random, setChance(strengthOf.get(a) ?? 0, strengthOf.get(b) ?? 0), BEACH_FORMAT);
      const won = sets.filter((set) => set.a > set.b).length;
      results[planned.id] = { winner: won === 2 ? 'a' : 'b', sets, byDefault: false, teams: [a, b] };
    }
  }
  for (const match of drawn.matches) {
    const result = results[match.bracket];
    if (!result) continue;
    await db
      .update(beachMatches)
      .set({
        teamANo: result.teams[0],
        teamBNo: result.teams[1],
        status: BEACH_MATCH_STATUS.finished,
        ...pointsOf(result.sets),
        setsA: result.sets.filter((set) => set.a > set.b).length,
        setsB: result.sets.filter((set) => set.b > set.a).length,
        winnerNo: result.teams[result.winner === 'a' ? 0 : 1],
        durationSet1: random.number.int({ min: 900, max: 1500 }),
        durationSet2: random.number.int({ min: 900, max: 1500 }),
        durationSet3: result.sets.length === 3 ? random.number.int({ min: 600, max: 1000 }) : null,
      })
      .where(eq(beachMatches.no, match.no));
  }
  await syncDraw(db, tournament);
}

function pointsOf(sets: readonly SetScore[]) {
  return {
    pointsA1: sets[0]?.a ?? null,
    pointsB1: sets[0]?.b ?? null,
    pointsA2: sets[1]?.a ?? null,
    pointsB2: sets[1]?.b ?? null,
    pointsA3: sets[2]?.a ?? null,
    pointsB3: sets[2]?.b ?? null,
  };
}

async function insertEvent(db: Db, code: string, name: string, startDate: string, endDate: string, country: string) {
  const [row] = await db
    .insert(events)
    .values({
      code,
      name,
      startDate,
      endDate,
      type: 3,
      countryCode: country,
      hasBeachTournament: true,
      hasMenTournament: true,
      hasWomenTournament: true,
    })
    .returning({ no: events.no });
  return row!.no;
}

export async function seedDemoBeach(db: Db): Promise<void> {
  const random = new Faker({ locale: [en] });
  random.seed(2027);
  const teams = await demoTeams(db, random);
  const strengthOf = new Map<number, number>();
  for (const [daysAgo, category, city, country, timeZone] of STOPS) {
    const endDate = addDays(today(), -daysAgo);
    const year = endDate.slice(0, 4);
    const label = category === 'finals' ? 'Beach Pro Tour Finals' : `${FIELD_NAME[category]}`;
    const eventNo = await insertEvent(
      db,
      `BVB-${cityCode(city)}${year}-${daysAgo}`,
      `${label} ${city} ${year}`,
      addDays(endDate, 1 - FIELD[category].days),
      endDate,
      country,
    );
    for (const gender of [1, 0]) {
      const code = `${gender === 1 ? 'W' : 'M'}-${cityCode(city)}${year.slice(2)}-${daysAgo}`;
      const no = await insertTournament(db, {
        code,
        name: `${label} ${city}`,
        city,
        country,
        timeZone,
        gender,
        category,
        endDate,
        eventNo,
      });
      const field = entrants(random, await rankedFirst(db, teams.get(gender) ?? [], gender, endDate), category);
      await enterTeams(db, no, field, addDays(endDate, -40));
      const newTeams = await db
        .select({ no: beachTeams.no, player1No: beachTeams.player1No })
        .from(beachTeams)
        .where(eq(beachTeams.tournamentNo, no));
      for (const row of newTeams) {
        const team = field.find((t) => t.players[0].no === row.player1No);
        if (team) strengthOf.set(row.no, team.strength);
      }
      await runStepAsSystem(db, no, 'allocation');
      await runStepAsSystem(db, no, 'draw');
      await playOut(db, (await loadTournament(db, no))!, strengthOf, random);
      await runStepAsSystem(db, no, 'ranking');
      await runStepAsSystem(db, no, 'ranking/publish');
    }
  }
  await seedCapeTown(db, teams);
}

const FIELD_NAME: Readonly<Record<Category, string>> = {
  elite16: 'Elite 16',
  challenge: 'Challenge',
  futures: 'Futures',
  finals: 'Finals',
};

const cityCode = (city: string) =>
  city
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

/** The teams, the best ranked on `day` first: the field of the higher categories leans on them. */
async function rankedFirst(db: Db, teams: readonly DemoTeam[], gender: number, day: string): Promise<DemoTeam[]> {
  const ranking = await rankingAsOf(db, 'world', day, gender);
  const points = new Map(ranking.players.map((player) => [player.playerNo, player.totalPoints]));
  const of = (team: DemoTeam) => (points.get(team.players[0].no) ?? 0) + (points.get(team.players[1].no) ?? 0);
  return [...teams].sort((x, y) => of(y) - of(x));
}

/**
 * The Elite 16 of Cape Town, both genders, each run by the demo beach tournament manager (where
 * users live: production): the women's is played this week, its entries received and waiting to be
 * allocated; the men's comes next month, its entries open until next week.
 */
async function seedCapeTown(db: Db, teams: Map<number, DemoTeam[]>): Promise<void> {
  const [manager] = await db.select({ no: users.no }).from(users).where(eq(users.username, 'beachtournamentmanager'));
  for (const plan of [DEMO_TOURNAMENTS.thisWeek, DEMO_TOURNAMENTS.upcoming]) {
    const endDate = addDays(today(), plan.endsIn);
    const year = endDate.slice(0, 4);
    const eventNo = await insertEvent(
      db,
      plan.event,
      `Elite 16 Cape Town ${year}`,
      addDays(endDate, -4),
      endDate,
      'ZA',
    );
    const no = await insertTournament(db, {
      code: plan.code,
      name: 'Elite 16 Cape Town',
      city: 'Cape Town',
      country: 'ZA',
      timeZone: 'Africa/Johannesburg',
      gender: plan.gender,
      category: 'elite16',
      endDate,
      eventNo,
    });
    await db
      .update(beachTournaments)
      .set({ entryDeadline: addDays(today(), plan.deadlineIn) })
      .where(eq(beachTournaments.no, no));
    const published = new Set((await publishedResults(db, { gender: plan.gender })).map((result) => result.playerNo));
    const ranked = (teams.get(plan.gender) ?? []).filter((team) => team.players.every((p) => published.has(p.no)));
    await enterTeams(db, no, ranked.slice(0, plan.entries), addDays(today(), plan.deadlineIn - 10));
    if (manager) await db.insert(beachTournamentManagers).values({ tournamentNo: no, userNo: manager.no });
  }
}
