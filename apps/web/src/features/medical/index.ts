// What the medical area offers to the rest of the app (the person profile's panels): import it from here.
export { InjuriesPanel } from './injuries';
export { QualificationsPanel, ServedTeamsPanel } from './staff';
