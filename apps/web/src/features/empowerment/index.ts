// What the empowerment area offers to the rest of the app: other areas import it from here, never from its files.
export { EmpowermentDashboardPanel } from './empowerment-dashboard-panel';
