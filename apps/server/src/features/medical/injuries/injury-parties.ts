import { sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import { MEDICAL_STAFF_ROLES } from '@libero/shared/medical/staff';
import { among } from '../../../db/schema/columns';
import { volleyRosters, volleyTeamStaff } from '../../../db/schema/competitions';
import { persons } from '../../../db/schema/people';
import type { AuthUser } from '../../../lib/request-auth';

/**
 * The players whose injuries `viewer` may read, as a condition on `playerNo` (a player's `persons.no`):
 * all for admins and medical administrators; for a medical person the players of their own
 * federation and those on a team they serve as doctor or physiotherapist; for a player themself;
 * nobody else.
 */
export function injuryParties(viewer: AuthUser, playerNo: SQL): SQL {
  if (isAdmin(viewer) || viewer.type === UserTypeNo.MedicalAdministrator) return sql`true`;
  if (viewer.type === UserTypeNo.Player) return sql`${playerNo} = ${viewer.typeNo}`;
  if (viewer.type !== UserTypeNo.MedicalPerson) return sql`false`;
  return sql`(exists (select 1 from ${persons} as player join ${persons} as staff
      on staff.no = ${viewer.typeNo} and staff.federation_no = player.federation_no
      where player.no = ${playerNo})
    or exists (select 1 from ${volleyTeamStaff} join ${volleyRosters}
      on ${volleyRosters.teamNo} = ${volleyTeamStaff.teamNo}
      where ${volleyTeamStaff.personNo} = ${viewer.typeNo}
        and ${volleyTeamStaff.role} in (${among(MEDICAL_STAFF_ROLES)})
        and ${volleyRosters.playerNo} = ${playerNo}))`;
}
