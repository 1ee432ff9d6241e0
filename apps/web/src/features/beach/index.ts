// What the beach area offers to the rest of the app: other areas import it from here, never from its files.
export { beachPlayerRankingPath, beachTournamentPath } from './beach-paths';
export { BEACH_CATEGORY_FIELDS, playerRankingQuery } from './beach-api';
export type { BeachCategoryRow } from './beach-rows';
