export { QualificationsPanel } from './qualifications-panel';
export { ServedTeamsPanel } from './served-teams-panel';
