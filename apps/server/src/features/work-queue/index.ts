// What the work queue offers to the areas: the shape of their contribution.
export type { WorkSource } from './work-source';
// And to the bench: the queue as the route reads it.
export { federationViewer } from './federation-view';
export { shownQueue, workQueueOf } from './work-queue';
