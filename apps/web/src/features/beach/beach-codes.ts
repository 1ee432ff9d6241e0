import {
  BEACH_MATCH_STATUS,
  BEACH_RESULT_TYPE,
  BEACH_TOURNAMENT_STATUS,
  type BEACH_PHASE,
  type BEACH_TEAM_STATUS,
} from '@libero/shared/registry/beach';
import type { ResultType } from '@libero/shared/competitions/match-rules';

/** The numeric codes of the public service, as their labels (`beach:tournamentStatuses.4`) are keyed. */
export type BeachTournamentStatus = (typeof BEACH_TOURNAMENT_STATUS)[keyof typeof BEACH_TOURNAMENT_STATUS];
export type BeachTeamStatus = (typeof BEACH_TEAM_STATUS)[keyof typeof BEACH_TEAM_STATUS];
export type BeachMatchStatus = (typeof BEACH_MATCH_STATUS)[keyof typeof BEACH_MATCH_STATUS];
export type BeachResultType = (typeof BEACH_RESULT_TYPE)[keyof typeof BEACH_RESULT_TYPE];
export type BeachPhase = (typeof BEACH_PHASE)[keyof typeof BEACH_PHASE];

const valuesOf = <T extends number>(codes: Readonly<Record<string, T>>) => Object.values(codes);

export const TOURNAMENT_STATUS_CODES: readonly BeachTournamentStatus[] = valuesOf(BEACH_TOURNAMENT_STATUS);
export const MATCH_STATUS_CODES: readonly BeachMatchStatus[] = valuesOf(BEACH_MATCH_STATUS);
export const RESULT_TYPE_CODES: readonly BeachResultType[] = valuesOf(BEACH_RESULT_TYPE);

/** A code read from a record, when it is one of the codes (an unknown one shows as nothing). */
export function codeOf<T extends number>(codes: readonly T[], value: unknown): T | undefined {
  return codes.find((code) => code === value);
}

/** The shared rules name how a match ended; the public service numbers it. */
export const RESULT_TYPE_NAMES: Readonly<Record<BeachResultType, ResultType>> = {
  [BEACH_RESULT_TYPE.normal]: 'normal',
  [BEACH_RESULT_TYPE.forfeit]: 'forfeit',
  [BEACH_RESULT_TYPE.retirement]: 'retirement',
  [BEACH_RESULT_TYPE.noShow]: 'noShow',
};
