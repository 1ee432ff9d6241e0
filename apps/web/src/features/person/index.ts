// What the person area offers to the rest of the app: other areas import it from here, never from its files.
export { NewPersonLink } from './person-actions';
export { usePersonFilterControls } from './person-filters';
export type { DisciplineFilter } from './person-filters';
export { ownFederationOf } from './person-permissions';
export { peopleListRoute, personFormRoute, personProfileRoute } from './person-routes';
export { PERSON_SUMMARY_FIELDS, profilePath, type PersonSummary } from './possible-duplicates';
