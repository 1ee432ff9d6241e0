import { and, eq, lte, ne } from 'drizzle-orm';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TWorkItem } from '@libero/shared/work-queue/work-queue-api';
import type { Db } from '../../../db/connection';
import { playerInjuries } from '../../../db/schema/medical';
import type { AuthUser } from '../../../lib/request-auth';
import type { WorkSource } from '../../work-queue';

/**
 * The injuries whose follow-up day has come, for the medical person treating them (not yet
 * recovered). The item names the injury by its number only: the queue is read every minute, and
 * what an injury says is read, and audited, on its page.
 */
async function itemsFor(db: Db, viewer: AuthUser, today: string): Promise<TWorkItem[]> {
  if (viewer.type !== UserTypeNo.MedicalPerson) return [];
  const due = await db
    .select({ no: playerInjuries.no, followUpOn: playerInjuries.followUpOn })
    .from(playerInjuries)
    .where(
      and(
        eq(playerInjuries.treatingPersonNo, viewer.typeNo),
        ne(playerInjuries.status, 'recovered'),
        lte(playerInjuries.followUpOn, today),
      ),
    );
  return due.map((injury) => ({
    key: `medical:${injury.no}:followUp:${injury.followUpOn}`,
    area: 'medical' as const,
    reason: 'medical.followUp',
    title: `#${injury.no}`,
    path: `/medical/injuries/${injury.no}`,
    dueDay: injury.followUpOn,
    overdue: injury.followUpOn !== null && injury.followUpOn < today,
  }));
}

export const injuryWork: WorkSource = { area: 'medical', itemsFor };
