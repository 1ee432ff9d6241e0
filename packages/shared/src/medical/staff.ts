import { z } from 'zod';
import type { UserTypeCode } from '../auth/user-types';

/** Medical staff (issue #24): their qualifications, and the teams they serve as doctor or physiotherapist. */

/** Who keeps every medical person's qualifications, besides admins; a medical person keeps their own. */
export const MEDICAL_KEEPERS = ['MedicalAdministrator'] as const satisfies readonly UserTypeCode[];

/** The roles of a team's staff that are medical (`STAFF_ROLES` of the competitions). */
export const MEDICAL_STAFF_ROLES = ['doctor', 'physiotherapist'] as const;

/** A qualification is valid on `day` while it has no end or ends that day or after. */
export const qualificationValid = (validUntil: string | null, day: string) => validUntil === null || validUntil >= day;

/** `GET /api/medical/staff/{no}/teams`: a team the person serves, in which tournament, as what. */
export const ZServedTeam = z.object({
  staffNo: z.number(),
  role: z.enum(MEDICAL_STAFF_ROLES),
  teamNo: z.number(),
  teamName: z.string(),
  tournamentNo: z.number(),
  tournamentName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type TServedTeam = z.infer<typeof ZServedTeam>;
