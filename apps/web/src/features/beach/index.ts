// What the beach area offers to the rest of the app: other areas import it from here, never from its files.
export { beachPlayerRankingPath, beachTournamentPath } from './beach-paths';
export { playerRankingQuery } from './beach-api';
