import type { FastifyInstance } from 'fastify';
import { countryName } from '@libero/shared/countries/countries';
import { VolleyMatch, VolleyTournament } from '@libero/shared/registry/competitions';
import { buildRequest, get, getList } from '@libero/shared/vis/request-builder';
import { parseVisXml } from '../../gateway/parse-request';
import { readEntities } from '../../gateway/read-entities';
import { planGet, planList, type Viewer } from '../../gateway/read-plan';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { renderSchedule, scheduleFileName, type ScheduleMatch } from './schedule-pdf';

const TOURNAMENT_FIELDS = ['No', 'Code', 'Name', 'StartDate', 'EndDate', 'City', 'CountryCode'];
const SETS = [1, 2, 3, 4, 5];
const MATCH_FIELDS = [
  'NoInTournament',
  'LocalDate',
  'LocalTime',
  'TimeZone',
  'PoolCode',
  'Bracket',
  'PhaseName',
  'TeamAName',
  'TeamBName',
  'Status',
  'MatchPointsA',
  'MatchPointsB',
  'HallName',
  'City',
  ...SETS.flatMap((set) => [`PointsTeamASet${set}`, `PointsTeamBSet${set}`]),
];

type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads through the gateway, as the viewer: the tournament's and its matches' visibility rules are
 * the lists' own (a draft is its managers' alone), not repeated here.
 */
async function read(db: Db, viewer: Viewer, xml: string, kind: 'get' | 'list'): Promise<Row[]> {
  const [request] = parseVisXml(xml).requests;
  if (!request) throw new Error('A request was not built');
  const plan = kind === 'get' ? planGet(VolleyTournament, request, viewer) : planList(VolleyMatch, request, viewer);
  return (await readEntities(db, plan)).rows as Row[];
}

function stageOf(row: Row): string {
  if (row.PoolCode) return `Pool ${String(row.PoolCode)}`;
  if (row.Bracket === 'F') return 'Final';
  if (row.Bracket === 'B') return 'Bronze';
  return text(row.Bracket) ?? text(row.PhaseName) ?? '';
}

function matchOf(row: Row): ScheduleMatch {
  const played = row.Status !== 'scheduled' && row.MatchPointsA !== null && row.MatchPointsB !== null;
  const sets = SETS.map((set) => [row[`PointsTeamASet${set}`], row[`PointsTeamBSet${set}`]])
    .filter(([a, b]) => a !== null && b !== null)
    .map(([a, b]) => `${String(a)}-${String(b)}`);
  return {
    number: typeof row.NoInTournament === 'number' ? row.NoInTournament : null,
    date: text(row.LocalDate),
    time: text(row.LocalTime),
    timeZone: text(row.TimeZone),
    stage: stageOf(row),
    teamA: text(row.TeamAName),
    teamB: text(row.TeamBName),
    score: played ? `${String(row.MatchPointsA)}-${String(row.MatchPointsB)}` : null,
    sets: row.Status === 'forfeit' ? 'forfeit' : sets.join(' '),
    hall: [text(row.HallName), text(row.City)].filter(Boolean).join(', ') || null,
  };
}

/** `GET /api/volley/tournaments/{no}/schedule.pdf`: the schedule to print, for whoever may see the tournament. */
export async function scheduleRoutes(app: FastifyInstance) {
  app.get<{ Params: { no: string } }>('/api/volley/tournaments/:no/schedule.pdf', async (request, reply) => {
    if (!/^[1-9]\d{0,9}$/.test(request.params.no)) throw new AppError('NotFound', 'tournament');
    const no = Number(request.params.no);
    const viewer = request.auth?.user ?? null;
    const { db } = await app.databases.get(request.environment);
    // Not there and not visible to the viewer are one answer: a draft's existence is not told.
    const [tournament] = await read(
      db,
      viewer,
      buildRequest(get('VolleyTournament', no, { fields: TOURNAMENT_FIELDS })),
      'get',
    );
    if (!tournament) throw new AppError('NotFound', `tournament ${no}`);
    const matches = await read(
      db,
      viewer,
      buildRequest(
        getList('VolleyMatch', {
          fields: MATCH_FIELDS,
          filter: { NoTournament: no },
          sort: ['LocalDate', 'LocalTime', 'NoInTournament'],
        }),
      ),
      'list',
    );
    const code = text(tournament.Code) ?? String(no);
    const pdf = await renderSchedule({
      orgCode: app.config.ORG_CODE,
      tournament: {
        code,
        name: text(tournament.Name) ?? code,
        dates: [text(tournament.StartDate), text(tournament.EndDate)].filter(Boolean).join(' to '),
        place: [text(tournament.City), countryName(text(tournament.CountryCode), 'en') ?? text(tournament.CountryCode)]
          .filter(Boolean)
          .join(', '),
      },
      matches: matches.map(matchOf),
      printedOn: new Date().toISOString().slice(0, 10),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${scheduleFileName(code)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
