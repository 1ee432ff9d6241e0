/** The entities of a person in one role, each with its own form texts (`person-form:saved.Coach`…). */
export const PERSON_ENTITIES = ['Player', 'Coach', 'Referee', 'Official', 'MedicalPerson', 'MediaPerson'] as const;
export type PersonEntityName = (typeof PERSON_ENTITIES)[number];

export function personEntityName(name: string): PersonEntityName {
  const found = PERSON_ENTITIES.find((entity) => entity === name);
  if (!found) throw new Error(`${name} is not a person's entity`);
  return found;
}

/** Where each role's profiles are (the `Roles` of a `Person` holds role codes). */
export const ROLE_PATHS: Readonly<Record<string, string>> = {
  player: '/players',
  coach: '/coaches',
  referee: '/referees',
  official: '/officials',
  medical: '/medical-staff',
  media: '/media-staff',
};

/** `"coach player"` → the role codes that have profiles. */
export const rolesOf = (roles: string | null | undefined) =>
  (roles ?? '').split(' ').filter((role) => role in ROLE_PATHS);

/** The role code each person entity stands for. */
export const ENTITY_ROLES: Readonly<Record<PersonEntityName, string>> = {
  Player: 'player',
  Coach: 'coach',
  Referee: 'referee',
  Official: 'official',
  MedicalPerson: 'medical',
  MediaPerson: 'media',
};
