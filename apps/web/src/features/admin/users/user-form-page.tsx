import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { canManageUser, isAdmin } from '@libero/shared/auth/permissions';
import type { TUserDetail } from '@libero/shared/users/admin-users';
import { linkedEntityOf } from '@libero/shared/users/user-type-links';
import { errorMessage } from '../../../lib/error-message';
import { useValidatedForm } from '../../../lib/form';
import { UnsavedChangesPrompt } from '../../../lib/forms/entity-form/unsaved-changes-prompt';
import { useGoBack } from '../../../lib/forms/entity-form/use-go-back';
import { formIncompleteMessage } from '../../../lib/forms/rules';
import { apiErrorOf, httpStatusOf } from '../../../lib/http';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { BackLink } from '../../../ui/back-link';
import { authKeys, useCurrentUser } from '../../../lib/session/current-user';
import { AdminPage } from '../admin-ui';
import { AccountPanel } from './user-form-account-panel';
import { UserFormFields, type SelfAccount, type UserFormFieldsProps } from './user-form-fields';
import { linkedOption } from './user-form-linked-field';
import {
  fieldsOf,
  isUserFormField,
  NEW_USER_VALUES,
  userFormSchema,
  valuesOf,
  type UserFormSchema,
  type UserFormValues,
} from './user-form-schema';
import { createUser, updateUser, userKeys, userQuery } from './users-api';

const USERS_PATH = '/admin/users';
const NOTICE_MS = 5000;

type CheckedValues = z.output<UserFormSchema>;

/** What a save leads to: another page (the new user's), or the values saved, which the form shows. */
type Saved = { next: string } | { values: UserFormValues };

/** Why the last save failed: the form is incomplete, or the server refused it. */
type Problem = { incomplete: true } | { error: unknown };

/** The lists show the users again with what was saved. */
function refreshLists(client: QueryClient) {
  void client.invalidateQueries({ queryKey: [...userKeys.all, 'list'] });
}

function BackToUsers() {
  const { t } = useTranslation('user-form');
  return <BackLink to={USERS_PATH}>{t('backToUsers')}</BackLink>;
}

function ProblemAlert({ problem, onReload }: { problem: Problem; onReload: (() => void) | undefined }) {
  const { t } = useTranslation('user-form');
  if ('incomplete' in problem) return <Alert tone="error">{formIncompleteMessage()}</Alert>;
  const conflict = apiErrorOf(problem.error)?.code === 'Conflict';
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{conflict ? t('conflict') : errorMessage(problem.error)}</span>
      {conflict && onReload ? (
        <Button variant="secondary" onClick={onReload}>
          {t('reload')}
        </Button>
      ) : null}
    </Alert>
  );
}

type UserFormProps = Omit<UserFormFieldsProps, 'isNew'> & {
  /** The values the form opens with. */
  values: UserFormValues;
  /** Sends the user; a refusal is thrown. */
  onSave: (values: CheckedValues) => Promise<Saved>;
  /** Reads the user again after someone else changed them; resolves with the values to show. */
  onReload?: () => Promise<UserFormValues | undefined>;
  isNew: boolean;
};

/**
 * The user form: checked as the administrator types with the API's rules; a field the server
 * refuses (a username taken…) gets its message and the focus, other refusals show above the
 * buttons. Leaving with unsaved changes asks first.
 */
function UserForm({ values, onSave, onReload, ...fields }: UserFormProps) {
  const { t } = useTranslation('user-form');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(USERS_PATH);
  const actor = useCurrentUser();
  const schema = useMemo(() => userFormSchema(actor), [actor]);
  const form = useValidatedForm(schema, values);
  const [problem, setProblem] = useState<Problem>();
  const leaving = useRef(false);
  const { isDirty, isSubmitting, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const hasUnsavedChanges = useCallback(() => isDirty && !leaving.current, [isDirty]);

  const save = async (checked: CheckedValues) => {
    setProblem(undefined);
    try {
      const saved = await onSave(checked);
      if ('next' in saved) {
        leaving.current = true;
        void navigate(saved.next, { replace: true });
      } else form.reset(saved.values);
    } catch (error) {
      // A refusal of one field is said under it (the record only shows for a type that has one).
      const refused = apiErrorOf(error);
      const field = refused?.detail;
      const shown = field !== 'typeNo' || linkedEntityOf(Number(form.getValues('type'))) !== undefined;
      if (refused && refused.code !== 'Conflict' && isUserFormField(field) && shown)
        form.setError(field, { type: 'server', message: refused.message }, { shouldFocus: true });
      else setProblem({ error });
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(save, () => setProblem({ incomplete: true }))(event);
  const reload = onReload
    ? async () => {
        try {
          const fresh = await onReload();
          if (!fresh) return;
          form.reset(fresh);
          setProblem(undefined);
        } catch (error) {
          setProblem({ error });
        }
      }
    : undefined;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label={fields.isNew ? t('title.new') : t('title.loading')}
        className="flex min-w-0 flex-col gap-4"
      >
        {fields.readOnly ? <Alert tone="warning">{t('readOnly')}</Alert> : null}
        <UserFormFields {...fields} />
        {problem && !('incomplete' in problem && !hasErrors) ? (
          <ProblemAlert problem={problem} onReload={reload ? () => void reload() : undefined} />
        ) : null}
        {fields.readOnly ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              pending={isSubmitting}
              pendingLabel={fields.isNew ? t('creating') : common('actions.saving')}
            >
              {fields.isNew ? t('create') : common('actions.save')}
            </Button>
            <Button variant="secondary" onClick={goBack}>
              {common('actions.cancel')}
            </Button>
          </div>
        )}
      </form>
      <UnsavedChangesPrompt hasUnsavedChanges={hasUnsavedChanges} />
    </FormProvider>
  );
}

/** `/admin/users/new`: a user is created, then their page opens. */
export function NewUserPage() {
  const { t } = useTranslation('user-form');
  const client = useQueryClient();

  const create = async (values: CheckedValues): Promise<Saved> => {
    // An inactive user could not sign in: the server mails them no link.
    const sendResetLink = values.sendResetLink && values.active;
    const created = await createUser({ ...fieldsOf(values), sendResetLink });
    client.setQueryData(userKeys.detail(created.no), created);
    refreshLists(client);
    notify({
      kind: 'user-saved',
      tone: 'success',
      message: sendResetLink
        ? t('createdWithLink', { username: created.username, email: created.email })
        : t('created', { username: created.username }),
      duration: NOTICE_MS,
      unique: false,
    });
    return { next: `${USERS_PATH}/${created.no}` };
  };

  return (
    <AdminPage title={t('title.new')}>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
        <BackToUsers />
        <UserForm
          isNew
          self={undefined}
          readOnly={false}
          values={NEW_USER_VALUES}
          initialType=""
          initialLinked={undefined}
          savedActive
          initialCountry=""
          onSave={create}
        />
      </div>
    </AdminPage>
  );
}

/** The form of a user read from the server, and their account beside it. */
function EditUserForm({ initial }: { initial: TUserDetail }) {
  const { t } = useTranslation('user-form');
  const client = useQueryClient();
  const me = useCurrentUser();
  // The form edits the version it was given (or last saved, or reloaded): a later read elsewhere
  // does not change what it sends.
  const [base, setBase] = useState(initial);
  const live = useQuery({ ...userQuery(initial.no), enabled: false }).data ?? base;
  // The real administrator's account (also while they act as someone), or the one they act as:
  // the server's rule may hold either for "their own".
  const real = me.impersonator?.no ?? me.no;
  const self: SelfAccount = base.no === real ? 'real' : base.no === me.no ? 'acting' : undefined;
  const canManage = canManageUser(me, base);

  const save = async (values: CheckedValues): Promise<Saved> => {
    const saved = await updateUser(base.no, { ...fieldsOf(values), version: base.version });
    client.setQueryData(userKeys.detail(saved.no), saved);
    refreshLists(client);
    if (saved.no === me.no) void client.invalidateQueries({ queryKey: authKeys.me() });
    setBase(saved);
    notify({
      kind: 'user-saved',
      tone: 'success',
      message: t('saved', { username: saved.username }),
      duration: NOTICE_MS,
      unique: false,
    });
    return { values: valuesOf(saved) };
  };

  const reload = async () => {
    const fresh = await client.fetchQuery({ ...userQuery(base.no), staleTime: 0 });
    setBase(fresh);
    return valuesOf(fresh);
  };

  const initialLinked =
    linkedEntityOf(base.type) && base.typeNo > 0
      ? linkedOption(t, { no: base.typeNo, name: base.linked?.name ?? null })
      : undefined;

  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <UserForm
          isNew={false}
          self={self}
          readOnly={!canManage}
          values={valuesOf(base)}
          initialType={String(base.type)}
          initialLinked={initialLinked}
          savedActive={base.active}
          initialCountry={base.countryCode ?? ''}
          onSave={save}
          onReload={reload}
        />
      </div>
      <AccountPanel user={live} canManage={canManage} />
    </div>
  );
}

/** `/admin/users/{no}`: a user's form and account; read-only to an Administrator when the user is an admin. */
export function EditUserPage() {
  const { t } = useTranslation('user-form');
  const param = useParams().no ?? '';
  const no = /^[1-9]\d{0,9}$/.test(param) ? Number(param) : undefined;
  const admin = isAdmin(useCurrentUser());
  const query = useQuery({
    ...userQuery(no ?? 0),
    enabled: admin && no !== undefined,
    // The form keeps what the administrator typed: no refresh behind their back.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const notFound = no === undefined || httpStatusOf(query.error) === 404;
  const title = query.data ? t('title.edit', { username: query.data.username }) : t('title.loading');

  let content;
  if (notFound) content = <Alert tone="error">{t('notFound', { no: param })}</Alert>;
  else if (query.isError)
    content = (
      <Alert tone="error" className="flex flex-wrap items-center gap-2">
        <span>{errorMessage(query.error)}</span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (query.data) content = <EditUserForm key={query.data.no} initial={query.data} />;
  else content = <Loading />;

  return (
    <AdminPage title={title}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
        <BackToUsers />
        {content}
      </div>
    </AdminPage>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-sm text-slate-600">
      {t('app.loading')}
    </p>
  );
}
