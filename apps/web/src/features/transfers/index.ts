// What the transfers area offers to the rest of the app: other areas import it from here, never from its files.
export { seasonName } from './seasons';
export { TransferStatusBadge } from './status-badges';
