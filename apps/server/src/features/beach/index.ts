// What the beach area offers to the rest of the app (the views over both kinds of competition): import it from here, never from its files.
export { visibleBeachTournament } from './beach-access';
export { beachMatchBinding, beachTournamentBinding } from './beach.bindings';
export { keepTeamPlayers } from './beach-entries';
export { recountPublishedResults } from './beach-workflow';
