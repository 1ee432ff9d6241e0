import { eq } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { Db } from '../../db/connection';
import { agentRepresentations } from '../../db/schema/agents';
import { persons } from '../../db/schema/people';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../lib/request-auth';

export type RepresentationRow = typeof agentRepresentations.$inferSelect;
type Readable = RepresentationRow & { playerFederationNo: number | null };

/** The binding's readers: admins, the agent, the player, the player's federation. */
function canRead(viewer: AuthUser, row: Readable): boolean {
  if (isAdmin(viewer)) return true;
  switch (viewer.type) {
    case UserTypeNo.PlayerAgent:
      return viewer.typeNo === row.agentNo;
    case UserTypeNo.Player:
      return viewer.typeNo === row.playerNo;
    case UserTypeNo.Federation:
      return viewer.typeNo === row.playerFederationNo;
    default:
      return false;
  }
}

/** Admins and the contract's agent write it. */
export function canWriteRepresentation(viewer: AuthUser, row: Pick<RepresentationRow, 'agentNo'>): boolean {
  return isAdmin(viewer) || (viewer.type === UserTypeNo.PlayerAgent && viewer.typeNo === row.agentNo);
}

/** The contract as its reader sees it, locked for the transaction when `lock`; to anyone else it does not exist (404). */
export async function readableRepresentation(
  db: Db,
  viewer: AuthUser,
  no: number,
  lock = false,
): Promise<RepresentationRow> {
  const query = db
    .select({ representation: agentRepresentations, playerFederationNo: persons.federationNo })
    .from(agentRepresentations)
    .innerJoin(persons, eq(persons.no, agentRepresentations.playerNo))
    .where(eq(agentRepresentations.no, no));
  const [row] = lock ? await query.for('update', { of: agentRepresentations }) : await query;
  if (!row || !canRead(viewer, { ...row.representation, playerFederationNo: row.playerFederationNo }))
    throw new AppError('NotFound', `AgentRepresentation ${no}`);
  return row.representation;
}
