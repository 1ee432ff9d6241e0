/** The 26 user types of SPEC §6: number, code and label (the code with spaces between words). */
export const USER_TYPE_CODES = [
  'Other',
  'Guest',
  'Administrator',
  'Confederation',
  'Federation',
  'Player',
  'Referee',
  'VolleyClub',
  'VolleyTournamentManager',
  'BeachTournamentManager',
  'Photographer',
  'PressOfficer',
  'MediaPerson',
  'MedicalPerson',
  'ZonalDevProject',
  'MedicalAdministrator',
  'Supervisor',
  'ConfederationBeachManager',
  'Coach',
  'Official',
  'PressAdministrator',
  'PressTranslator',
  'PressWriter',
  'PlayerAgent',
  'CourseOrganizer',
  'FederationSnowManager',
] as const;

export type UserTypeCode = (typeof USER_TYPE_CODES)[number];

export type UserType = { no: number; code: UserTypeCode; label: string };

const LABEL_OVERRIDES: Partial<Record<UserTypeCode, string>> = {
  ZonalDevProject: 'Zonal Development Project',
};

function spaced(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export const USER_TYPES: readonly UserType[] = USER_TYPE_CODES.map((code, index) => ({
  no: index + 1,
  code,
  label: LABEL_OVERRIDES[code] ?? spaced(code),
}));

/** User type numbers by code: `UserTypeNo.Federation === 5`. */
export const UserTypeNo = Object.fromEntries(USER_TYPES.map((t) => [t.code, t.no])) as Record<UserTypeCode, number>;

export function userTypeByNo(no: number): UserType | undefined {
  return USER_TYPES[no - 1];
}

export function isUserTypeNo(no: number): boolean {
  return Number.isInteger(no) && no >= 1 && no <= USER_TYPES.length;
}

/** The user types that stand for one person: their `typeNo` is that person's number. */
export const PERSON_USER_TYPES = [
  'Player',
  'Coach',
  'Referee',
  'Official',
  'MedicalPerson',
  'MediaPerson',
] as const satisfies readonly UserTypeCode[];

const PERSON_USER_TYPE_NOS = new Set<number>(PERSON_USER_TYPES.map((code) => UserTypeNo[code]));

/** The user stands for one person (`PERSON_USER_TYPES`): its `typeNo` is that person's number. */
export const standsForPerson = (user: { type: number }): boolean => PERSON_USER_TYPE_NOS.has(user.type);
