// What the competitions area offers to the rest of the app: other areas import it from here, never from its files.
export { competitionRoutes } from './routes';
export { FederationTeamsPanel } from './federation-teams-panel';
export { PlayerCompetitionsPanel } from './player-competitions-panel';
