// What the competitions area offers to the rest of the app: other areas import it from here, never from its files.
export { competitionRoutes, COMPETITIONS_NAMESPACES } from './routes';
export { FederationTeamsPanel } from './federation-teams-panel';
export { PlayerCompetitionsPanel } from './player-competitions-panel';

// The pieces beach competitions share with indoor ones: brackets, results checked as typed, standings.
export { BracketView, whenText, type BracketCard, type BracketColumnView, type BracketSide } from './bracket';
export {
  checkResult,
  setPointsAttributes,
  typedSets,
  type Defaulting,
  type ResultCheck,
  type ResultIssue,
  type ResultStatus,
  type TypedSet,
} from './result-check';
export { issueText, matchIssues, ResultSummary, SetPointsTable } from './result-sets';
export { StandingsTable } from './standings-table';
export type { RankingRow } from './competition-rows';
export { placeText, TeamLabel, tiedLines } from './team-label';
export { genderText, periodText, PlaceText } from './tournament-cells';
export { clockText, dayHeading, intlLocale } from './match-time';
export { DraftBadge } from './status-badges';
export { PlayerChoice } from './search-choices';
export { timeZoneOptions } from './time-zones';
export { TournamentButtons } from './tournament-buttons';
export { tournamentPath } from './competition-paths';
