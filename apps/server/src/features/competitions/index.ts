// What the competitions area offers to the rest of the app (the beach area, the views over both kinds): import it from here, never from its files.
export { addDays, playSets, setChance } from './demo-play';
export { refuse, setFields, setsOf } from './match-results';
export { recomputeTournament } from './results-follow-up';
export { visibleTournament } from './tournament-access';
export { volleyMatchBinding } from './volley-match.binding';
export { volleyTournamentBinding } from './volley-tournament.binding';
