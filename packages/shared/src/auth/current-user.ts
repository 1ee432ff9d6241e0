import { z } from 'zod';
import { ACCESSES } from './accesses';
import { LANGUAGES } from '../i18n/languages';
import { ENVIRONMENTS } from '../http/environments';

/** The signed-in user as `/auth/me` answers it (SPEC §3 "Current user"). */
export const ZCurrentUser = z.strictObject({
  no: z.number().int().positive(),
  type: z.number().int().min(1).max(26),
  typeNo: z.number().int().nonnegative(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  eMailAddress: z.string(),
  information: z.strictObject({
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2,3}$/)
      .nullable(),
  }),
  language: z.enum(LANGUAGES),
  accesses: z.array(z.enum(ACCESSES)),
  /** Set while an administrator acts as this user: who really is signed in. */
  impersonator: z.strictObject({ no: z.number().int(), username: z.string() }).nullable(),
  /** Set for a Federation user: whether its federation takes part in the empowerment programme. */
  federationEmpowerment: z.boolean(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const ZAuthCheck = z.strictObject({
  status: z.enum(['authenticated', 'unauthenticated']),
  impersonating: z.boolean(),
});
export type TAuthCheck = z.infer<typeof ZAuthCheck>;

export const ZLoginInput = z.strictObject({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** Password strength: long enough, and not only one kind of character. */
export const ZNewPassword = z
  .string()
  .min(10)
  .max(200)
  .refine((p) => /[A-Za-z]/.test(p) && /[^A-Za-z]/.test(p), { message: 'weakPassword' });

export const ZPasswordResetInput = z.strictObject({
  token: z.string().min(20).max(200),
  password: ZNewPassword,
});

export const ZPasswordChangeInput = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: ZNewPassword,
});

/**
 * What a user may change of their own account ("My account"): names, e-mail address, language.
 * The e-mail field is named as in the current user. A message that is a key of
 * `common:validation` (`invalidEmail`) is translated by the web app.
 */
export const ZProfileFields = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  eMailAddress: z.string().trim().min(1).max(254).regex(z.regexes.email, { error: 'invalidEmail' }),
  language: z.enum(LANGUAGES),
});
export type TProfileFields = z.infer<typeof ZProfileFields>;

/**
 * `PATCH /auth/me`: any of the fields; those left out keep their value.
 *
 * `currentPassword` is required when the e-mail address changes (a value other than the saved
 * one): with a stolen session, a new address would otherwise let "forgot password" take the
 * account over. Missing → 422 `InvalidData` on `currentPassword`; wrong → `WrongPassword` on
 * `currentPassword`; nothing is saved then. Changes of names or language alone need no password,
 * and a password sent with them is not checked. It is never stored nor audited.
 */
export const ZProfileUpdate = ZProfileFields.partial().extend({
  currentPassword: z.string().min(1).max(200).optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** One sign-in of the user, from the audit log: when, from which address, on which network. */
export const ZSignIn = z.strictObject({
  at: z.iso.datetime(),
  ip: z.string().nullable(),
  environment: z.enum(ENVIRONMENTS),
});
export type TSignIn = z.infer<typeof ZSignIn>;

/** `GET /auth/me/sign-ins`: the latest sign-ins, newest first. */
export const ZSignIns = z.strictObject({ data: z.array(ZSignIn) });
export type TSignIns = z.infer<typeof ZSignIns>;

/** How many sign-ins `GET /auth/me/sign-ins` lists. */
export const SIGN_INS_SHOWN = 20;

export const ZPasswordForgotInput = z.strictObject({
  username: z.string().trim().min(1).max(100),
});

export const ZImpersonateInput = z.strictObject({
  userNo: z.number().int().positive(),
});

export const ZPasswordToken = z.strictObject({
  valid: z.literal(true),
  username: z.string(),
  expiresAt: z.iso.datetime(),
});

/** `GET|PUT /auth/me/digest`: whether the user receives the daily e-mail of what waits on them (issue #26). */
export const ZDigestChoice = z.strictObject({ digest: z.boolean() });
export type TDigestChoice = z.infer<typeof ZDigestChoice>;
