import type { TWorkItem, WorkArea } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../lib/request-auth';

/**
 * What one area puts in a user's work queue: the items of records the user may read that wait on
 * them now, by the area's own rules (beside them, in the area's folder). `today` is the server's
 * calendar day (`YYYY-MM-DD`).
 */
export type WorkSource = {
  area: WorkArea;
  itemsFor: (db: Db, viewer: AuthUser, today: string) => Promise<TWorkItem[]>;
};
