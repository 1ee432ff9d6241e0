/**
 * Feature grants. They replace the spec's hard-coded lists of user numbers (SPEC §6):
 * an administrator assigns them per user.
 */
export const ACCESSES = [
  'volley.nationalLeague',
  'legal',
  'media.articles',
  'media.albums',
  'empowerment',
  'empowerment.admin',
  'nfCategorization',
] as const;

export type Access = (typeof ACCESSES)[number];

export function isAccess(value: string): value is Access {
  return (ACCESSES as readonly string[]).includes(value);
}
