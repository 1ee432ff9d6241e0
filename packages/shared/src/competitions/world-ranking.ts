/**
 * The beach ranking of players: each player's points are the sum of the best N results within a
 * window before the ranking date; a team's points are the sum of its two players'. The window and
 * N are data: the world ranking takes the best 8 of the last 365 days, the Olympic selection
 * ranking the best 12 of a fixed period. A ranking is stored for reading speed and updated for the
 * players whose results change (`updateRanking`), which must give what a full computation gives.
 */
export type RankingResult = {
  playerNo: number;
  tournamentNo: number;
  gender: number;
  /** `YYYY-MM-DD`: a result counts from the day its tournament ends. */
  endDate: string;
  points: number;
};

export type RankingWindow = { kind: 'rolling'; days: number } | { kind: 'period'; from: string; to: string };
export type RankingRules = { window: RankingWindow; bestN: number };

export const WORLD_RANKING: RankingRules = { window: { kind: 'rolling', days: 365 }, bestN: 8 };

export const OLYMPIC_RANKING_BEST_N = 12;

/** The Olympic selection ranking over its qualification period (both days included). */
export function olympicRanking(from: string, to: string): RankingRules {
  return { window: { kind: 'period', from, to }, bestN: OLYMPIC_RANKING_BEST_N };
}

export type DropReason = 'tooOld' | 'beyondBestN' | 'afterRankingDate';
export type DroppedResult = RankingResult & { reason: DropReason };

export type PlayerStanding = {
  playerNo: number;
  gender: number;
  totalPoints: number;
  /** The results that count, best first. */
  counted: RankingResult[];
  /** The results that do not, most recent first, each with why. */
  dropped: DroppedResult[];
  /** Results the player earned by the ranking date no longer count (too old, or beyond the best N). */
  hasTournamentsRemoved: boolean;
};

/** Players level on points share a position; the next position skips as many. */
export type PlayerRanking = PlayerStanding & { position: number };

/** Players with at least one result that counts, by gender, then position, then player number. */
export type Ranking = { asOf: string; rules: RankingRules; players: PlayerRanking[] };

const DAY_MS = 86_400_000;

function daysBetween(earlier: string, later: string): number {
  return Math.round((Date.parse(later) - Date.parse(earlier)) / DAY_MS);
}

function outsideWindow(rules: RankingRules, asOf: string, endDate: string): DropReason | null {
  const window = rules.window;
  if (endDate > asOf || (window.kind === 'period' && endDate > window.to)) return 'afterRankingDate';
  if (window.kind === 'period') return endDate < window.from ? 'tooOld' : null;
  return daysBetween(endDate, asOf) >= window.days ? 'tooOld' : null;
}

/** Best first: more points, then the more recent, then the lower tournament number. */
function byValue(x: RankingResult, y: RankingResult): number {
  return y.points - x.points || y.endDate.localeCompare(x.endDate) || x.tournamentNo - y.tournamentNo;
}

function byRecency(x: RankingResult, y: RankingResult): number {
  return y.endDate.localeCompare(x.endDate) || x.tournamentNo - y.tournamentNo;
}

/** One player's points as of `asOf`, from all of that player's results, and why each counts or not. */
export function playerStanding(results: readonly RankingResult[], rules: RankingRules, asOf: string): PlayerStanding {
  const first = results[0];
  if (!first) throw new Error('A standing needs at least one result');
  const dropped: DroppedResult[] = [];
  const eligible: RankingResult[] = [];
  for (const result of results) {
    const reason = outsideWindow(rules, asOf, result.endDate);
    if (reason) dropped.push({ ...result, reason });
    else eligible.push(result);
  }
  eligible.sort(byValue);
  const counted = eligible.slice(0, rules.bestN);
  dropped.push(...eligible.slice(rules.bestN).map((result) => ({ ...result, reason: 'beyondBestN' as const })));
  return {
    playerNo: first.playerNo,
    gender: first.gender,
    totalPoints: counted.reduce((sum, result) => sum + result.points, 0),
    counted,
    dropped: dropped.sort(byRecency),
    hasTournamentsRemoved: dropped.some((result) => result.reason !== 'afterRankingDate'),
  };
}

function standingsOf(results: readonly RankingResult[], rules: RankingRules, asOf: string): PlayerStanding[] {
  const byPlayer = new Map<number, RankingResult[]>();
  for (const result of results) {
    const own = byPlayer.get(result.playerNo);
    if (own) own.push(result);
    else byPlayer.set(result.playerNo, [result]);
  }
  return [...byPlayer.values()].map((own) => playerStanding(own, rules, asOf));
}

function ranked(standings: readonly PlayerStanding[]): PlayerRanking[] {
  return rankPlayers(standings.filter((standing) => standing.counted.length > 0));
}

/**
 * Positions by gender: more points first (then the lower player number, for a stable order);
 * players level on points share a position and the next position skips as many.
 */
function rankPlayers<T extends { playerNo: number; gender: number; totalPoints: number }>(
  players: readonly T[],
): (T & { position: number })[] {
  const sorted = [...players].sort(
    (x, y) => x.gender - y.gender || y.totalPoints - x.totalPoints || x.playerNo - y.playerNo,
  );
  const result: (T & { position: number })[] = [];
  let firstOfGender = 0;
  sorted.forEach((player, i) => {
    const previous = result[i - 1];
    if (previous?.gender !== player.gender) firstOfGender = i;
    const level = previous?.gender === player.gender && previous.totalPoints === player.totalPoints;
    result.push({ ...player, position: level ? previous.position : i - firstOfGender + 1 });
  });
  return result;
}

export function computeRanking(results: readonly RankingResult[], rules: RankingRules, asOf: string): Ranking {
  return { asOf, rules, players: ranked(standingsOf(results, rules, asOf)) };
}

/**
 * The ranking once the results of `changedPlayers` change: only they are recomputed, from
 * `changedResults` (all their results, as they now stand), and everyone is re-ranked. The ranking
 * date and rules stay those of `previous`: a new ranking date changes every player.
 */
export function updateRanking(
  previous: Ranking,
  changedPlayers: ReadonlySet<number>,
  changedResults: readonly RankingResult[],
): Ranking {
  const kept = previous.players.filter((player) => !changedPlayers.has(player.playerNo));
  const own = changedResults.filter((result) => changedPlayers.has(result.playerNo));
  const recomputed = standingsOf(own, previous.rules, previous.asOf);
  return { ...previous, players: ranked([...kept, ...recomputed]) };
}

/** A team's points: the sum of its players' (a player not ranked brings none). */
export function teamPoints(ranking: Ranking, playerNos: readonly number[]): number {
  const points = new Map(ranking.players.map((player) => [player.playerNo, player.totalPoints]));
  return playerNos.reduce((sum, playerNo) => sum + (points.get(playerNo) ?? 0), 0);
}
