import { z } from 'zod';
import { ACCESSES } from './accesses';
import { LANGUAGES } from '../i18n/languages';

/** The signed-in user as `/auth/me` answers it (SPEC §3 "Current user"). */
export const ZCurrentUser = z.strictObject({
  no: z.number().int().positive(),
  type: z.number().int().min(1).max(26),
  typeNo: z.number().int().nonnegative(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  eMailAddress: z.string(),
  information: z.strictObject({ countryCode: z.string().regex(/^[A-Za-z]{2,3}$/).nullable() }),
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
