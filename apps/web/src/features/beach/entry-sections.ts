import { BEACH_TEAM_STATUS } from '@libero/shared/registry/beach';
import type { BeachTeamRow } from './beach-rows';

/**
 * The parts of an entry list, in the order it is read: the main draw, the qualification, the
 * reserves; before the allocation the teams entered; then those beyond their federation's quota
 * and those withdrawn.
 */
export const ENTRY_SECTIONS = ['mainDraw', 'qualification', 'reserve', 'entered', 'overQuota', 'withdrawn'] as const;
export type EntrySection = (typeof ENTRY_SECTIONS)[number];

export function sectionOf(team: BeachTeamRow): EntrySection {
  if (team.status === BEACH_TEAM_STATUS.withdrawn) return 'withdrawn';
  if (team.isInMainDraw === 1) return 'mainDraw';
  if (team.isInQualification === 1) return 'qualification';
  if (team.status === BEACH_TEAM_STATUS.reserve) return 'reserve';
  if (team.status === BEACH_TEAM_STATUS.overQuota) return 'overQuota';
  return 'entered';
}

/** Best entry points first, the earlier entry first among equals. */
function byEntryPoints(a: BeachTeamRow, b: BeachTeamRow): number {
  return (b.entryPoints ?? 0) - (a.entryPoints ?? 0) || (a.entryDate ?? '').localeCompare(b.entryDate ?? '');
}

/** The teams by section, each ordered by entry points; empty sections left out. */
export function entrySections(teams: readonly BeachTeamRow[]): { section: EntrySection; teams: BeachTeamRow[] }[] {
  return ENTRY_SECTIONS.map((section) => ({
    section,
    teams: teams.filter((team) => sectionOf(team) === section).sort(byEntryPoints),
  })).filter((group) => group.teams.length > 0);
}
