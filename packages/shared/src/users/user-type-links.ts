import { UserTypeNo, type UserTypeCode } from '../auth/user-types';

/**
 * The registry entity a user of each type stands for: its `typeNo` is a record of it (a Federation
 * user's federation, a Player user's player…). Types not listed stand for no record (`typeNo` 0).
 */
export const USER_TYPE_LINKS = {
  Confederation: 'Confederation',
  ConfederationBeachManager: 'Confederation',
  Federation: 'Federation',
  FederationSnowManager: 'Federation',
  VolleyClub: 'VolleyClub',
  Player: 'Player',
  Coach: 'Coach',
  Referee: 'Referee',
  Official: 'Official',
  MedicalPerson: 'MedicalPerson',
  MediaPerson: 'MediaPerson',
  Photographer: 'MediaPerson',
  PlayerAgent: 'PlayersAgent',
  ZonalDevProject: 'Confederation',
} as const satisfies Partial<Record<UserTypeCode, string>>;

export type LinkedEntity = (typeof USER_TYPE_LINKS)[keyof typeof USER_TYPE_LINKS];

const LINKS_BY_NO = new Map<number, LinkedEntity>(
  Object.entries(USER_TYPE_LINKS).map(([code, entity]) => [UserTypeNo[code as UserTypeCode], entity]),
);

/** The entity a user of type `type` stands for, or undefined when that type stands for none. */
export function linkedEntityOf(type: number): LinkedEntity | undefined {
  return LINKS_BY_NO.get(type);
}
