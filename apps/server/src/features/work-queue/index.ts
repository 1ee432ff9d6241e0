// What the work queue offers to the areas: the shape of their contribution.
export type { WorkSource } from './work-source';
