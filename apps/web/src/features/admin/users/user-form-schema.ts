import { z } from 'zod';
import { ACCESSES, type Access } from '@libero/shared/auth/accesses';
import { canManageUser, type Typed } from '@libero/shared/auth/permissions';
import { DEFAULT_LANGUAGE, type Language } from '@libero/shared/i18n/languages';
import { ZUserFields, type TUserDetail, type TUserFields } from '@libero/shared/users/admin-users';
import { linkedEntityOf } from '@libero/shared/users/user-type-links';

/**
 * The user form's values: the selects hold strings (`''` for none), which `fieldsOf` turns into
 * what the API wants. `sendResetLink` is the new user's form only.
 */
export type UserFormValues = {
  type: string;
  typeNo: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  language: Language;
  active: boolean;
  accesses: Access[];
  sendResetLink: boolean;
};

export type UserFormField = keyof UserFormValues;

const FIELD_NAMES: ReadonlySet<string> = new Set<UserFormField>([
  'type',
  'typeNo',
  'username',
  'firstName',
  'lastName',
  'email',
  'countryCode',
  'language',
  'active',
  'accesses',
]);

/** Whether the server's `detail` names one of the form's fields. */
export function isUserFormField(name: string | undefined): name is UserFormField {
  return name !== undefined && FIELD_NAMES.has(name);
}

/** The message of a type the actor may not give (only a Supervisor makes admins): a key of `user-form`. */
export const SUPERVISOR_ONLY = 'supervisorOnly';

const shape = ZUserFields.shape;

/**
 * The rules of `ZUserFields` as the form holds its values, and two of the server's: a type that
 * stands for a record needs one (`typeNo`), and only a Supervisor gives an admin type.
 */
export function userFormSchema(actor: Typed) {
  return (
    z
      .object({
        type: z
          .string()
          .min(1)
          .refine((type) => canManageUser(actor, { type: Number(type) }), { message: SUPERVISOR_ONLY }),
        typeNo: z.string().regex(/^\d*$/),
        username: shape.username,
        firstName: shape.firstName,
        lastName: shape.lastName,
        email: shape.email,
        countryCode: z.string().regex(/^([A-Za-z]{2,3})?$/),
        language: shape.language,
        active: shape.active,
        accesses: z.array(z.enum(ACCESSES)),
        sendResetLink: z.boolean(),
      })
      // Checked alongside the fields' own rules (they only ever fail checks, which let it run).
      .refine((values) => linkedEntityOf(Number(values.type)) === undefined || values.typeNo !== '', {
        path: ['typeNo'],
        message: 'required',
      })
  );
}

export type UserFormSchema = ReturnType<typeof userFormSchema>;

/** A new user: active, in the default language, mailed a link to choose their password. */
export const NEW_USER_VALUES: UserFormValues = {
  type: '',
  typeNo: '',
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  countryCode: '',
  language: DEFAULT_LANGUAGE,
  active: true,
  accesses: [],
  sendResetLink: true,
};

/** The form's values for a user read from the server. */
export function valuesOf(user: TUserDetail): UserFormValues {
  return {
    type: String(user.type),
    typeNo: linkedEntityOf(user.type) && user.typeNo > 0 ? String(user.typeNo) : '',
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    countryCode: user.countryCode ?? '',
    language: user.language,
    active: user.active,
    accesses: [...user.accesses],
    sendResetLink: false,
  };
}

/** What the API wants of checked values: numbers, 0 for no record, an upper-case country code or null. */
export function fieldsOf(values: z.output<UserFormSchema>): TUserFields {
  const type = Number(values.type);
  return {
    type,
    typeNo: linkedEntityOf(type) && values.typeNo !== '' ? Number(values.typeNo) : 0,
    username: values.username,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    countryCode: values.countryCode === '' ? null : values.countryCode.toUpperCase(),
    language: values.language,
    active: values.active,
    accesses: ACCESSES.filter((access) => values.accesses.includes(access)),
  };
}
