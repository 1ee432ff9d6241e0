import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { Controller, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCESSES, type Access } from '@libero/shared/auth/accesses';
import { isAdmin } from '@libero/shared/auth/permissions';
import { USER_TYPES } from '@libero/shared/auth/user-types';
import { linkedEntityOf } from '@libero/shared/users/user-type-links';
import { fieldErrorText } from '../../../lib/form';
import { useCountryOptions } from '../../../lib/forms/entity-form/choice-options';
import { currentLanguage } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { SelectField } from '../../../ui/form-controls';
import type { SelectOption } from '../../../ui/select-filter';
import { LanguageChoice } from '../../../ui/language-choice';
import { TextField } from '../../../ui/text-field';
import { GRANT_KEYS } from '../../../lib/session/grant-keys';
import { LinkedRecordField } from './user-form-linked-field';
import { SUPERVISOR_ONLY, type UserFormValues } from './user-form-schema';

/** The messages the form words itself: its own rule's, and the username's, which `common` lacks. */
const OWN_MESSAGES = { [SUPERVISOR_ONLY]: 'errors.supervisorOnly', invalidUsername: 'errors.invalidUsername' } as const;

const isOwnMessage = (message: string | undefined): message is keyof typeof OWN_MESSAGES =>
  message !== undefined && Object.hasOwn(OWN_MESSAGES, message);

/** A field's message: the form's own in this namespace, the others as every form words them. */
function useErrorText() {
  const { t } = useTranslation('user-form');
  return (error: FieldError | undefined) =>
    isOwnMessage(error?.message) ? t(OWN_MESSAGES[error.message]) : fieldErrorText(error);
}

const FIELDSET = 'flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 bg-white px-4 pt-1 pb-4 shadow-xs';
const LEGEND = 'px-1 text-sm font-semibold text-slate-900';

type CheckboxProps = {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** The server's refusal of the box (one cannot deactivate oneself). */
  error?: string | undefined;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A box to tick, labelled, with a sentence tied to it that says what it does. */
function DescribedCheckbox({
  label,
  description,
  checked,
  onChange,
  onBlur,
  disabled,
  error,
  name,
  ref,
}: CheckboxProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex items-start gap-2 py-1">
      <input
        id={id}
        ref={ref}
        name={name}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-slate-600">
            {description}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The 26 user types, named in the interface language and sorted by name. */
function useTypeOptions(): SelectOption[] {
  const { t } = useTranslation();
  const language = currentLanguage();
  return useMemo(
    () =>
      USER_TYPES.map(({ no, code }) => ({ value: String(no), label: t(`userTypes.${code}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [t, language],
  );
}

export type SelfAccount = 'real' | 'acting' | undefined;

export type UserFormFieldsProps = {
  /** The new user's form offers to mail a password link. */
  isNew: boolean;
  /**
   * The account is the administrator's own (`real`), or that of the user they act as (`acting`):
   * neither its type nor whether it is active changes.
   */
  self: SelfAccount;
  /** Shown, not changed (an Administrator looking at an admin). */
  readOnly: boolean;
  /** The user's type when the form opened, and the record it stands for, named. */
  initialType: string;
  initialLinked: SelectOption | undefined;
  /** Whether the user is active on the server: unticking "active" then warns that it ends their sessions. */
  savedActive: boolean;
  /** The country code when the form opened, kept listed should it not be an ISO alpha-2 code. */
  initialCountry: string;
};

/** Who the user is and stands for, and whether they may sign in. */
function UserSection({
  isNew,
  self,
  readOnly,
  initialType,
  initialLinked,
  savedActive,
}: Omit<UserFormFieldsProps, 'initialCountry'>) {
  const { t } = useTranslation('user-form');
  const errorText = useErrorText();
  const typeOptions = useTypeOptions();
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const [type, active] = useWatch({ control, name: ['type', 'active'] });
  const typeNumber = Number(type);
  const entity = linkedEntityOf(typeNumber);
  const locked = readOnly || self !== undefined;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('sections.user')}</legend>
      {self ? <Alert tone="info">{self === 'real' ? t('self') : t('selfActing')}</Alert> : null}
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <SelectField
              ref={field.ref}
              name={field.name}
              label={t('fields.type')}
              hint={t('fields.typeHint')}
              error={errorText(fieldState.error)}
              options={typeOptions}
              emptyLabel={t('fields.chooseType')}
              value={field.value}
              disabled={locked}
              aria-required="true"
              onChange={(event) => {
                field.onChange(event.target.value);
                // Another type stands for another record, or none: the one chosen goes.
                setValue('typeNo', '', { shouldDirty: true });
                clearErrors('typeNo');
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <TextField
          label={t('fields.username')}
          hint={t('fields.usernameHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
          aria-required="true"
          error={errorText(errors.username)}
          disabled={readOnly}
          {...register('username')}
        />
      </div>
      {entity ? (
        <LinkedRecordField
          key={type}
          type={typeNumber}
          entity={entity}
          initial={type === initialType ? initialLinked : undefined}
          disabled={readOnly}
        />
      ) : null}
      {isAdmin({ type: typeNumber }) ? <p className="text-xs text-slate-600">{t('grants.adminHint')}</p> : null}
      <Controller
        control={control}
        name="active"
        render={({ field, fieldState }) => (
          <DescribedCheckbox
            ref={field.ref}
            name={field.name}
            label={t('fields.active')}
            description={t('fields.activeHint')}
            error={errorText(fieldState.error)}
            checked={field.value}
            disabled={locked}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {!isNew && savedActive && !active ? <Alert tone="warning">{t('deactivating')}</Alert> : null}
      {isNew ? (
        <Controller
          control={control}
          name="sendResetLink"
          render={({ field }) => (
            <DescribedCheckbox
              ref={field.ref}
              name={field.name}
              label={t('fields.sendResetLink')}
              description={t('fields.sendResetLinkHint')}
              checked={field.value && active}
              disabled={readOnly || !active}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      ) : null}
    </fieldset>
  );
}

/** Names, e-mail address, country and language. */
function ContactSection({ initialCountry, readOnly }: { initialCountry: string; readOnly: boolean }) {
  const { t } = useTranslation('user-form');
  const errorText = useErrorText();
  const countries = useCountryOptions();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const countryOptions =
    initialCountry && !countries.some((option) => option.value === initialCountry)
      ? [{ value: initialCountry, label: initialCountry }, ...countries]
      : countries;
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('sections.contact')}</legend>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="off"
          maxLength={100}
          aria-required="true"
          error={errorText(errors.firstName)}
          disabled={readOnly}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="off"
          maxLength={100}
          aria-required="true"
          error={errorText(errors.lastName)}
          disabled={readOnly}
          {...register('lastName')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          aria-required="true"
          error={errorText(errors.email)}
          disabled={readOnly}
          {...register('email')}
        />
        <Controller
          control={control}
          name="countryCode"
          render={({ field, fieldState }) => (
            <SelectField
              ref={field.ref}
              name={field.name}
              label={t('fields.country')}
              options={countryOptions}
              emptyLabel={t('fields.noCountry')}
              error={errorText(fieldState.error)}
              value={field.value}
              disabled={readOnly}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <LanguageChoice
        legend={t('fields.language')}
        hint={t('fields.languageHint')}
        error={errors.language ? errorText(errors.language) : undefined}
        disabled={readOnly}
        input={register('language')}
      />
    </fieldset>
  );
}

/** The features opened to the user besides those of their type: a box per grant, named and described. */
function GrantsSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('user-form');
  const { t: account } = useTranslation('account');
  const errorText = useErrorText();
  const introId = useId();
  const { control } = useFormContext<UserFormValues>();
  return (
    <Controller
      control={control}
      name="accesses"
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error);
        const toggle = (access: Access, checked: boolean) => {
          const next = checked ? [...field.value, access] : field.value.filter((held) => held !== access);
          field.onChange(ACCESSES.filter((known) => next.includes(known)));
        };
        return (
          <fieldset
            className={FIELDSET}
            aria-describedby={error ? `${introId} ${introId}-error` : introId}
            aria-invalid={error ? true : undefined}
          >
            <legend className={LEGEND}>{t('grants.title')}</legend>
            <p id={introId} className="text-sm text-slate-600">
              {t('grants.intro')}
            </p>
            <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
              {ACCESSES.map((access, index) => (
                <DescribedCheckbox
                  key={access}
                  // A server refusal of the grants focuses the first box.
                  ref={index === 0 ? field.ref : undefined}
                  name={field.name}
                  label={account(`grants.names.${GRANT_KEYS[access]}`)}
                  description={account(`grants.descriptions.${GRANT_KEYS[access]}`)}
                  checked={field.value.includes(access)}
                  disabled={readOnly}
                  onChange={(checked) => toggle(access, checked)}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
            {error ? (
              <p id={`${introId}-error`} className="text-xs font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/**
 * The user form's fields, in the form of a FormProvider: who the user is and stands for, their
 * names and contact, their grants. Read-only, every field is shown disabled.
 */
export function UserFormFields({ initialCountry, ...props }: UserFormFieldsProps) {
  return (
    <fieldset disabled={props.readOnly} className="flex min-w-0 flex-col gap-4">
      <UserSection {...props} />
      <ContactSection initialCountry={initialCountry} readOnly={props.readOnly} />
      <GrantsSection readOnly={props.readOnly} />
    </fieldset>
  );
}
