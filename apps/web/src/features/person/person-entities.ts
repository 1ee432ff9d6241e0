/** The entities of a person in one role, each with its own form texts (`person-form:saved.Coach`…). */
export const PERSON_ENTITIES = ['Player', 'Coach', 'Referee', 'Official', 'MedicalPerson', 'MediaPerson'] as const;
export type PersonEntityName = (typeof PERSON_ENTITIES)[number];

export function personEntityName(name: string): PersonEntityName {
  const found = PERSON_ENTITIES.find((entity) => entity === name);
  if (!found) throw new Error(`${name} is not a person's entity`);
  return found;
}
