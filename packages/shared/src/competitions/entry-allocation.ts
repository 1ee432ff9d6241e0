/**
 * The entry list of a beach tournament: teams ordered by their entry points (both players' ranking
 * points on the entry deadline), wildcards placed by the organiser straight into the main draw, a
 * quota per federation, then the main draw, the qualification and the reserves. A withdrawal
 * allocates the list again, so that reserves move up in order.
 */
export type EntryTeam = {
  teamNo: number;
  federation: string;
  /** Each player's ranking points on the entry deadline. */
  playerPoints: readonly [number, number];
  /** When the entry was made (ISO 8601): the earlier entry goes first among equals. */
  enteredAt: string;
  /** Given a wildcard by the organiser. */
  wildcard?: boolean;
  withdrawn?: boolean;
};

export type EntryRules = {
  mainDrawSize: number;
  /** Main-draw places kept for the teams that come through the qualification. */
  fromQualification: number;
  qualificationSize: number;
  /** Main-draw places for wildcards; places no wildcard takes go to the next teams by points. */
  wildcards: number;
  /** Most teams a federation may have in the main draw and the qualification together. */
  federationQuota: number;
  /** Whether a wildcard team takes one of its federation's quota places. */
  wildcardsCountInQuota: boolean;
};

/** Defaults an administrator adjusts per tournament. */
export const ELITE16_ENTRY_RULES: EntryRules = {
  mainDrawSize: 16,
  fromQualification: 4,
  qualificationSize: 16,
  wildcards: 1,
  federationQuota: 2,
  wildcardsCountInQuota: false,
};

export const CHALLENGE_ENTRY_RULES: EntryRules = {
  mainDrawSize: 24,
  fromQualification: 8,
  qualificationSize: 32,
  wildcards: 1,
  federationQuota: 2,
  wildcardsCountInQuota: false,
};

export const FUTURES_ENTRY_RULES: EntryRules = {
  mainDrawSize: 16,
  fromQualification: 4,
  qualificationSize: 16,
  wildcards: 1,
  federationQuota: 3,
  wildcardsCountInQuota: false,
};

export type EntryStatus = 'mainDraw' | 'qualification' | 'reserve' | 'overQuota' | 'withdrawn';

type Placement = Exclude<EntryStatus, 'withdrawn'>;

export type AllocatedEntry = {
  team: EntryTeam;
  entryPoints: number;
  status: EntryStatus;
  /** The seed in the main draw or the qualification, from entry points; null elsewhere. */
  seed: number | null;
  /** In the main draw by a wildcard. */
  byWildcard: boolean;
};

/** Main draw by seed, then qualification by seed, reserves in order, teams over quota, withdrawn teams. */
export type Allocation = AllocatedEntry[];

export function entryPoints(team: EntryTeam): number {
  return team.playerPoints[0] + team.playerPoints[1];
}

/** Entry-list order: more entry points, then the better single player, then the earlier entry. */
export function entryOrder(x: EntryTeam, y: EntryTeam): number {
  return (
    entryPoints(y) - entryPoints(x) ||
    Math.max(...y.playerPoints) - Math.max(...x.playerPoints) ||
    x.enteredAt.localeCompare(y.enteredAt) ||
    x.teamNo - y.teamNo
  );
}

export function allocateEntries(teams: readonly EntryTeam[], rules: EntryRules): Allocation {
  const ordered = teams.filter((team) => !team.withdrawn).sort(entryOrder);
  const wildcards = ordered.filter((team) => team.wildcard).slice(0, rules.wildcards);
  const quota = new Map<string, number>();
  if (rules.wildcardsCountInQuota) for (const team of wildcards) count(quota, team.federation);
  const lists: Record<Placement, EntryTeam[]> = {
    mainDraw: [...wildcards],
    qualification: [],
    reserve: [],
    overQuota: [],
  };
  for (const team of ordered.filter((entry) => !wildcards.includes(entry))) {
    lists[placeFor(team, rules, quota, lists)].push(team);
  }
  // Too few teams for a qualification: they all go straight into the main draw.
  if (lists.qualification.length <= rules.fromQualification) lists.mainDraw.push(...lists.qualification.splice(0));
  const withdrawn = teams.filter((team) => team.withdrawn);
  return [
    ...seeded(lists.mainDraw, 'mainDraw', wildcards),
    ...seeded(lists.qualification, 'qualification', []),
    ...lists.reserve.map((team) => entryOf(team, 'reserve', null, false)),
    ...lists.overQuota.map((team) => entryOf(team, 'overQuota', null, false)),
    ...withdrawn.map((team) => entryOf(team, 'withdrawn', null, false)),
  ];
}

function placeFor(
  team: EntryTeam,
  rules: EntryRules,
  quota: Map<string, number>,
  lists: Record<Placement, EntryTeam[]>,
): Placement {
  if ((quota.get(team.federation) ?? 0) >= rules.federationQuota) return 'overQuota';
  // The main draw holds the wildcards already: the rest of it less the qualifiers' places is by points.
  if (lists.mainDraw.length < rules.mainDrawSize - rules.fromQualification) return counted(quota, team, 'mainDraw');
  if (lists.qualification.length < rules.qualificationSize) return counted(quota, team, 'qualification');
  return 'reserve';
}

function counted(quota: Map<string, number>, team: EntryTeam, placement: Placement): Placement {
  count(quota, team.federation);
  return placement;
}

function count(quota: Map<string, number>, federation: string): void {
  quota.set(federation, (quota.get(federation) ?? 0) + 1);
}

function seeded(teams: EntryTeam[], status: EntryStatus, wildcards: readonly EntryTeam[]): AllocatedEntry[] {
  return [...teams].sort(entryOrder).map((team, i) => entryOf(team, status, i + 1, wildcards.includes(team)));
}

function entryOf(team: EntryTeam, status: EntryStatus, seed: number | null, byWildcard: boolean): AllocatedEntry {
  return { team, entryPoints: entryPoints(team), status, seed, byWildcard };
}

export type EntryMove = { teamNo: number; from: EntryStatus; to: EntryStatus };

/** The entry list once `teamNo` withdraws, and every team whose place changed (the withdrawn one first). */
export function withdrawTeam(
  teams: readonly EntryTeam[],
  teamNo: number,
  rules: EntryRules,
): { teams: EntryTeam[]; allocation: Allocation; moves: EntryMove[] } {
  const before = allocateEntries(teams, rules);
  const after = teams.map((team) => (team.teamNo === teamNo ? { ...team, withdrawn: true } : team));
  const allocation = allocateEntries(after, rules);
  const was = new Map(before.map((entry) => [entry.team.teamNo, entry.status]));
  const moves = allocation
    .filter((entry) => was.get(entry.team.teamNo) !== entry.status)
    .map((entry) => ({ teamNo: entry.team.teamNo, from: was.get(entry.team.teamNo)!, to: entry.status }))
    .sort((x, y) => Number(y.teamNo === teamNo) - Number(x.teamNo === teamNo));
  return { teams: after, allocation, moves };
}
