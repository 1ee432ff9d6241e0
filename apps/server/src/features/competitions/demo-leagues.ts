import type { Faker } from '@faker-js/faker';
import { and, eq, inArray } from 'drizzle-orm';
import { roundRobin } from '@libero/shared/competitions/round-robin';
import type { TournamentStatus } from '@libero/shared/registry/competitions';
import { seasonDays } from '@libero/shared/transfers/seasons';
import type { Db } from '../../db/connection';
import { federations, volleyClubs } from '../../db/schema/bodies';
import {
  phases,
  volleyMatches,
  volleyPoolTeams,
  volleyPools,
  volleyTeams,
  volleyTournamentTypes,
  volleyTournaments,
} from '../../db/schema/competitions';
import {
  addDays,
  finishedResult,
  insertHalls,
  playSets,
  seasonName,
  setChance,
  weekdayFrom,
  type DemoHall,
} from './demo-play';
import { recomputeTournament } from './results-follow-up';

const LEAGUE_HALLS: readonly DemoHall[] = [
  ...[
    { key: 'palaverde', name: 'Palaverde', city: 'Villorba', capacity: 5_344 },
    { key: 'palaTiziano', name: 'PalaTiziano', city: 'Rome', capacity: 3_500 },
    { key: 'allianzCloud', name: 'Allianz Cloud', city: 'Milan', capacity: 5_420 },
    { key: 'palazzoWanny', name: 'Palazzo Wanny', city: 'Florence', capacity: 4_000 },
    { key: 'palaIgor', name: 'Pala Igor', city: 'Novara', capacity: 3_000 },
    { key: 'palaFenera', name: 'PalaFenera', city: 'Chieri', capacity: 1_500 },
    { key: 'palaBarton', name: 'PalaBarton', city: 'Perugia', capacity: 4_000 },
    { key: 'blmArena', name: 'BLM Group Arena', city: 'Trento', capacity: 4_360 },
    { key: 'eurosuoleForum', name: 'Eurosuole Forum', city: 'Civitanova Marche', capacity: 3_990 },
    { key: 'palaPanini', name: 'PalaPanini', city: 'Modena', capacity: 4_970 },
    { key: 'palaBanca', name: 'PalaBanca', city: 'Piacenza', capacity: 3_700 },
    { key: 'palaAgsm', name: 'Pala AGSM AIM', city: 'Verona', capacity: 5_350 },
  ].map((hall) => ({ ...hall, countryCode: 'IT', timeZone: 'Europe/Rome' })),
  ...[
    { key: 'kasarani', name: 'Kasarani Indoor Arena', city: 'Nairobi', capacity: 5_000 },
    { key: 'nyayo', name: 'Nyayo National Stadium Gymnasium', city: 'Nairobi', capacity: 2_000 },
    { key: 'mombasa', name: 'Mombasa Sports Club Hall', city: 'Mombasa', capacity: 1_200 },
  ].map((hall) => ({ ...hall, countryCode: 'KE', timeZone: 'Africa/Nairobi' })),
];

/** A club of the league: one of the demo's, by name, or one made for it (`city` given). */
type LeagueClub = { name: string; code: string; hall: string; city?: string; shortName?: string; foundedYear?: number };

type LeaguePlan = {
  federation: string;
  gender: 0 | 1;
  code: string;
  name: string;
  clubs: readonly LeagueClub[];
  /** The matchday (0 = Sunday) and its kick-off times, in the hall's time zone. */
  weekday: number;
  times: readonly string[];
};

const made = (name: string, code: string, city: string, hall: string, foundedYear: number): LeagueClub => ({
  name,
  code,
  hall,
  city,
  foundedYear,
});

/** Italy's women's and men's top divisions and Kenya's women's league: eight clubs each. */
const LEAGUES: readonly LeaguePlan[] = [
  {
    federation: 'ITA',
    gender: 1,
    code: 'ITA-W1',
    name: "Italian Women's League",
    clubs: [
      { name: 'Imoco Volley Conegliano', code: 'CON', hall: 'palaverde' },
      { name: 'Rome Volley', code: 'ROM', hall: 'palaTiziano' },
      { name: 'Olympic Rome Volleyball Club', code: 'ORV', hall: 'palaTiziano' },
      made('Vero Volley Milano', 'MIL', 'Milan', 'allianzCloud', 2008),
      made('Savino Del Bene Scandicci', 'SCA', 'Scandicci', 'palazzoWanny', 2012),
      made('Igor Volley Novara', 'NOV', 'Novara', 'palaIgor', 1984),
      made('Il Bisonte Firenze', 'FIR', 'Florence', 'palazzoWanny', 1998),
      made('Fenera Chieri', 'CHI', 'Chieri', 'palaFenera', 1976),
    ],
    weekday: 0,
    times: ['17:00', '17:00', '18:00', '20:30'],
  },
  {
    federation: 'ITA',
    gender: 0,
    code: 'ITA-M1',
    name: "Italian Men's League",
    clubs: [
      { name: 'Sir Safety Perugia', code: 'PER', hall: 'palaBarton' },
      { name: 'Trentino Volley', code: 'TRE', hall: 'blmArena' },
      { name: 'Real Rome Voleibol', code: 'RRV', hall: 'palaTiziano' },
      made('Lube Civitanova', 'CIV', 'Civitanova Marche', 'eurosuoleForum', 1990),
      made('Modena Volley', 'MOD', 'Modena', 'palaPanini', 1966),
      made('Piacenza Volley', 'PIA', 'Piacenza', 'palaBanca', 2018),
      made('Verona Volley', 'VER', 'Verona', 'palaAgsm', 2001),
      made('Powervolley Milano', 'PMI', 'Milan', 'allianzCloud', 1995),
    ],
    weekday: 0,
    times: ['16:00', '18:00', '18:00', '19:00'],
  },
  {
    federation: 'KEN',
    gender: 1,
    code: 'KEN-W1',
    name: "Kenya Women's Premier League",
    clubs: [
      { name: 'Kenya Pipeline Volleyball Club', code: 'KPC', hall: 'kasarani' },
      { name: 'Nairobi Volley', code: 'NRB', hall: 'nyayo' },
      { name: 'Olympic Nairobi Volleyball Club', code: 'ONV', hall: 'nyayo' },
      made('KCB Volleyball Club', 'KCB', 'Nairobi', 'kasarani', 1992),
      made('Kenya Prisons Volleyball Club', 'PRI', 'Nairobi', 'nyayo', 1980),
      made('KDF Volleyball Club', 'KDF', 'Nairobi', 'kasarani', 1985),
      made('DCI Volleyball Club', 'DCI', 'Nairobi', 'nyayo', 2010),
      made('Kenya Ports Authority Volleyball Club', 'KPA', 'Mombasa', 'mombasa', 1978),
    ],
    weekday: 6,
    times: ['11:00', '13:00', '15:00', '15:00'],
  },
];

/** A club's home advantage in a set. */
const HOME_EDGE = 0.2;

type LeagueContext = { random: Faker; today: string; seasonNo: number; seasonYear: number };

/**
 * National leagues of the current season, organised (and so kept) by their federations: a double
 * round robin from the season's start, one matchday a week, played up to today.
 */
export async function seedDemoLeagues(db: Db, context: LeagueContext): Promise<void> {
  const halls = await insertHalls(db, LEAGUE_HALLS);
  const [type] = await db
    .select({ no: volleyTournamentTypes.no })
    .from(volleyTournamentTypes)
    .where(eq(volleyTournamentTypes.code, 'nationalLeague'));
  if (!type) throw new Error('Demo seed: no nationalLeague tournament type');
  const codes = [...new Set(LEAGUES.map((league) => league.federation))];
  const federationNos = new Map(
    (
      await db
        .select({ no: federations.no, code: federations.code })
        .from(federations)
        .where(inArray(federations.code, codes))
    ).map((row) => [row.code, row.no]),
  );
  for (const league of LEAGUES) {
    const federationNo = federationNos.get(league.federation);
    if (federationNo === undefined) continue;
    const clubs = await leagueClubs(db, league, federationNo, halls);
    await seedLeague(db, context, { league, federationNo, typeNo: type.no, clubs });
  }
}

type Club = { no: number; name: string; code: string; hallNo: number };

/** The league's clubs: the demo's named ones (active), and the ones made for it. */
async function leagueClubs(
  db: Db,
  league: LeaguePlan,
  federationNo: number,
  halls: Map<string, number>,
): Promise<Club[]> {
  const hallNo = (key: string) => halls.get(key)!;
  const existing = await db
    .select({ no: volleyClubs.no, name: volleyClubs.name })
    .from(volleyClubs)
    .where(
      and(
        eq(volleyClubs.federationNo, federationNo),
        eq(volleyClubs.status, 'active'),
        inArray(
          volleyClubs.name,
          league.clubs.filter((club) => !club.city).map((club) => club.name),
        ),
      ),
    );
  const toMake = league.clubs.filter((club) => club.city);
  const hallName = (key: string) => LEAGUE_HALLS.find((hall) => hall.key === key)?.name ?? null;
  const created = toMake.length
    ? await db
        .insert(volleyClubs)
        .values(
          toMake.map((club) => ({
            name: club.name,
            shortName: club.shortName ?? null,
            federationNo,
            city: club.city!,
            foundedYear: club.foundedYear ?? null,
            venue: hallName(club.hall),
          })),
        )
        .returning({ no: volleyClubs.no, name: volleyClubs.name })
    : [];
  const numbers = new Map([...existing, ...created].map((row) => [row.name, row.no]));
  return league.clubs.flatMap((club) => {
    const no = numbers.get(club.name);
    return no === undefined ? [] : [{ no, name: club.name, code: club.code, hallNo: hallNo(club.hall) }];
  });
}

async function seedLeague(
  db: Db,
  context: LeagueContext,
  { league, federationNo, typeNo, clubs }: { league: LeaguePlan; federationNo: number; typeNo: number; clubs: Club[] },
): Promise<void> {
  const { random, today, seasonYear } = context;
  const season = seasonDays(seasonYear);
  const firstMatchday = weekdayFrom(season.first, league.weekday);
  const pairings = roundRobin(clubs.map((club) => club.no));
  const rounds = [
    ...pairings,
    ...pairings.map((round) => ({
      ...round,
      matches: round.matches.map(({ home, away }) => ({ home: away, away: home })),
    })),
  ];
  const schedule = rounds.flatMap((round, r) =>
    round.matches.map((match, i) => ({
      ...match,
      date: addDays(firstMatchday, 7 * r),
      time: league.times[i % league.times.length]!,
    })),
  );
  const played = schedule.filter((match) => match.date < today).length;
  const status: TournamentStatus = played === 0 ? 'planned' : played === schedule.length ? 'finished' : 'running';
  const [tournament] = await db
    .insert(volleyTournaments)
    .values({
      code: `${league.code}-${seasonYear}`,
      name: `${league.name} ${seasonName(seasonYear)}`,
      seasonNo: context.seasonNo,
      gender: league.gender,
      typeNo,
      countryCode: league.federation === 'KEN' ? 'KE' : 'IT',
      startDate: season.first,
      endDate: season.last,
      status,
      organizerType: 'federation',
      organizerNo: federationNo,
      division: 1,
      published: true,
    })
    .returning({ no: volleyTournaments.no });
  const tournamentNo = tournament!.no;
  const teams = await db
    .insert(volleyTeams)
    .values(clubs.map((club, i) => ({ tournamentNo, clubNo: club.no, name: club.name, code: club.code, seed: i + 1 })))
    .returning({ no: volleyTeams.no, clubNo: volleyTeams.clubNo });
  const teamOf = new Map(teams.map((team) => [team.clubNo, team.no]));
  const [phase] = await db
    .insert(phases)
    .values({ tournamentNo, name: 'Regular season', kind: 'pools', position: 1 })
    .returning({ no: phases.no });
  const [pool] = await db
    .insert(volleyPools)
    .values({ phaseNo: phase!.no, tournamentNo, code: 'L', name: 'League' })
    .returning({ no: volleyPools.no });
  await db
    .insert(volleyPoolTeams)
    .values(teams.map((team, i) => ({ poolNo: pool!.no, teamNo: team.no, position: i + 1 })));
  const strength = new Map(clubs.map((club) => [club.no, random.number.float({ min: -1, max: 1 })]));
  const hallOf = new Map(clubs.map((club) => [club.no, club.hallNo]));
  await db.insert(volleyMatches).values(
    schedule.map((match, i) => {
      const [a, b] = [teamOf.get(match.home)!, teamOf.get(match.away)!];
      const chance = setChance(strength.get(match.home)! + HOME_EDGE, strength.get(match.away)!);
      return {
        tournamentNo,
        phaseNo: phase!.no,
        poolNo: pool!.no,
        noInTournament: i + 1,
        teamANo: a,
        teamBNo: b,
        hallNo: hallOf.get(match.home)!,
        localDate: match.date,
        localTime: match.time,
        ...(match.date < today ? finishedResult(playSets(random, chance), a, b) : {}),
      };
    }),
  );
  await recomputeTournament(db, tournamentNo, pool!.no);
}
