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
