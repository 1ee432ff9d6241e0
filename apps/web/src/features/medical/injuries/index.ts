// What the injuries offer to the rest of the app (the player's profile shows their panel).
export { InjuriesPanel } from './injuries-panel';
