import { z } from 'zod';
import type { UserTypeCode } from '../auth/user-types';

/** Player injuries (issue #24): confidential medical records, coded as below. */
export const BODY_PARTS = [
  'head',
  'neck',
  'shoulder',
  'upperArm',
  'elbow',
  'forearm',
  'wrist',
  'hand',
  'finger',
  'chest',
  'back',
  'lowerBack',
  'hip',
  'groin',
  'thigh',
  'knee',
  'lowerLeg',
  'ankle',
  'foot',
  'other',
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

export const INJURY_TYPES = [
  'sprain',
  'strain',
  'fracture',
  'dislocation',
  'tendinopathy',
  'contusion',
  'laceration',
  'concussion',
  'ligamentRupture',
  'overuse',
  'other',
] as const;
export type InjuryType = (typeof INJURY_TYPES)[number];

export const INJURY_SEVERITIES = ['minor', 'moderate', 'severe', 'careerThreatening'] as const;
export type InjurySeverity = (typeof INJURY_SEVERITIES)[number];

export const INJURY_STATUSES = ['active', 'recovering', 'recovered'] as const;
export type InjuryStatus = (typeof INJURY_STATUSES)[number];

/**
 * Who reads injuries besides admins (each on the records they are a party to: a medical administrator
 * all, a medical person those of their federation's players and of the teams they serve, a player
 * their own), who records and edits them, and who deletes them.
 */
export const INJURY_READERS = [
  'MedicalAdministrator',
  'MedicalPerson',
  'Player',
] as const satisfies readonly UserTypeCode[];
export const INJURY_WRITERS = ['MedicalAdministrator', 'MedicalPerson'] as const satisfies readonly UserTypeCode[];
export const INJURY_DELETERS = ['MedicalAdministrator'] as const satisfies readonly UserTypeCode[];

/** `GET /api/medical/injuries/{no}/documents`: a file kept with an injury. */
export const ZInjuryDocument = z.object({
  no: z.number(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
});
export type TInjuryDocument = z.infer<typeof ZInjuryDocument>;

/** `GET /api/medical/injuries/patients?search=…`: a player whose injury the user may record. */
export const ZInjuryPatient = z.object({
  no: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  noFederation: z.number().nullable(),
  federationCode: z.string().nullable(),
});
export type TInjuryPatient = z.infer<typeof ZInjuryPatient>;
