import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { REGISTRY_ROLES } from '@libero/shared/registry/people';
import { useCommand, useEntity } from '../../lib/entities/entity-queries';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckboxField } from '../../ui/form-controls';
import { ROLE_PATHS, rolesOf } from './person-entities';

type PersonRolesProps = {
  personNo: number;
  /** The role whose profile is shown (`coach` on `/coaches/{no}`). */
  currentRole: string;
  /** May give and take roles (admins, the person's federation). */
  canEdit: boolean;
};

type RolesEditorProps = {
  personNo: number;
  version: number;
  roles: readonly string[];
  currentRole: string;
  onDone: () => void;
};

/** Ticks the roles a person holds; saving goes to another role's profile when this one was taken away. */
function RolesEditor({ personNo, version, roles, currentRole, onDone }: RolesEditorProps) {
  const { t } = useTranslation(['people', 'common']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const { save } = useCommand('Person', { silent: true });
  const [chosen, setChosen] = useState<readonly string[]>(roles);
  const toggle = (role: string, on: boolean) =>
    setChosen((current) => (on ? [...current, role] : current.filter((r) => r !== role)));
  const submit = () =>
    save.mutate(
      { No: personNo, Version: version, Roles: chosen.join(' ') },
      {
        onSuccess: async () => {
          // The person's version changed: every role's record of them is stale.
          await client.invalidateQueries({ queryKey: ['entity'] });
          notify({ kind: 'roles-saved', tone: 'success', message: t('people:rolesEditor.saved'), duration: 4000 });
          onDone();
          const [first] = chosen;
          if (first && !chosen.includes(currentRole))
            void navigate(`${ROLE_PATHS[first] ?? ''}/${personNo}`, { replace: true });
        },
      },
    );
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('people:rolesEditor.title')}</legend>
      {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {REGISTRY_ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={t(`people:roles.${role}`)}
            checked={chosen.includes(role)}
            onChange={(event) => toggle(role, event.target.checked)}
          />
        ))}
      </div>
      {chosen.length === 0 ? <p className="text-xs font-medium text-red-700">{t('people:rolesEditor.none')}</p> : null}
      <div className="flex gap-2">
        <Button
          onClick={submit}
          disabled={chosen.length === 0}
          pending={save.isPending}
          pendingLabel={t('common:actions.saving')}
        >
          {t('common:actions.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}

/** The roles a person holds, each a link to their profile in that role; those allowed change them. */
export function PersonRoles({ personNo, currentRole, canEdit }: PersonRolesProps) {
  const { t } = useTranslation('people');
  const query = useEntity('Person', personNo, { fields: ['No', 'Roles', 'Version'] });
  const [editing, setEditing] = useState(false);
  const person = query.data?.data as { roles?: string | null; version?: number } | undefined;
  const roles = rolesOf(person?.roles);
  if (!person || (roles.length < 2 && !canEdit)) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        <nav aria-label={t('fields.roles')} className="flex flex-wrap gap-1.5">
          {roles.map((role) => (
            <NavLink
              key={role}
              to={`${ROLE_PATHS[role] ?? ''}/${personNo}`}
              className="rounded-full border border-slate-300 px-2 py-0.5 text-slate-700 hover:bg-slate-100 aria-[current=page]:border-sky-700 aria-[current=page]:bg-sky-50 aria-[current=page]:text-sky-800"
            >
              {t(`roles.${role as (typeof REGISTRY_ROLES)[number]}`)}
            </NavLink>
          ))}
        </nav>
        {canEdit && !editing ? (
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="rounded px-1.5 py-0.5 text-sky-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600"
          >
            {t('rolesEditor.open')}
          </button>
        ) : null}
      </div>
      {editing && person.version !== undefined ? (
        <RolesEditor
          personNo={personNo}
          version={person.version}
          roles={roles}
          currentRole={currentRole}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
