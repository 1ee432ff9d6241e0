import type { Access } from '@libero/shared/auth/accesses';
import type { Language } from '@libero/shared/i18n/languages';

/** A user as the server reasons about it: identity, type, grants. */
export type AuthUser = {
  no: number;
  type: number;
  typeNo: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string | null;
  language: Language;
  accesses: Access[];
  /** For a Federation user: its federation takes part in the empowerment programme. */
  federationEmpowerment: boolean;
};

export type RequestAuth = {
  sessionIdHash: string;
  /** The network of the session's latest request, as recorded (see plugins/environment). */
  sessionEnvironment?: string;
  /** Who the request acts as: the impersonated user while impersonating, else the signed-in one. */
  user: AuthUser;
  /** Who really signed in. */
  realUser: AuthUser;
  impersonating: boolean;
};
