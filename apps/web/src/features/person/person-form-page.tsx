import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { askableFields } from '@libero/shared/registry/field-access';
import type { EntityDef } from '@libero/shared/registry/types';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import { useCommand } from '../../lib/entities/entity-queries';
import { useEditedRecord } from '../../lib/forms/entity-form/use-edited-record';
import { useGoBack } from '../../lib/forms/entity-form/use-go-back';
import { entityDef } from '../../lib/entities/entity-schema';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { personEntityName } from './person-entities';
import { PersonForm } from './person-form';
import { canCreatePerson, ownFederationOf, writeAccess } from './person-permissions';

const ZSaved = z.object({ data: z.looseObject({ no: z.number().int() }) });
const SAVED_NOTICE_MS = 5000;

type PageProps = { entity: EntityDef; basePath: string };

/** Saves, then says so and opens the profile (the form is not kept in the history). */
function usePersonSave({ entity, basePath }: PageProps) {
  const { t } = useTranslation('person-form');
  const navigate = useNavigate();
  const { save } = useCommand(entity.name, { silent: true });
  const onSave = async (attributes: VisAttributes) => ZSaved.parse(await save.mutateAsync(attributes)).data.no;
  const onSaved = (no: number) => {
    notify({
      kind: 'person-saved',
      tone: 'success',
      message: t(`saved.${personEntityName(entity.name)}`),
      duration: SAVED_NOTICE_MS,
    });
    void navigate(`${basePath}/${no}`, { replace: true });
  };
  return { onSave, onSaved };
}

function NewPersonPage({ entity, basePath }: PageProps) {
  const { t } = useTranslation('person-form');
  const user = useCurrentUser();
  const saving = usePersonSave({ entity, basePath });
  const goBack = useGoBack(basePath);
  return (
    <PageLayout title={t(`actions.new.${personEntityName(entity.name)}`)}>
      {canCreatePerson(entity, user) ? (
        <PersonForm entity={entity} part="all" lockedFederation={ownFederationOf(user)} onCancel={goBack} {...saving} />
      ) : (
        <Alert tone="error">{t('notAllowed')}</Alert>
      )}
    </PageLayout>
  );
}

function EditPersonPage({ entity, basePath, no }: PageProps & { no: number }) {
  const { t } = useTranslation(['person-form', 'common']);
  const user = useCurrentUser();
  const { record, error, reload } = useEditedRecord(entity.name, no, askableFields(entity, user));
  const saving = usePersonSave({ entity, basePath });
  const goBack = useGoBack(`${basePath}/${no}`);
  const access = record ? writeAccess(entity, user, record) : 'none';
  const name = record ? `${String(record.firstName ?? '')} ${String(record.lastName ?? '')}`.trim() : '';
  const title = access === 'measurements' ? t('titles.measurements', { name }) : t('titles.edit', { name });
  return (
    <PageLayout title={title}>
      {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
      {!record && !error ? <p className="text-sm text-slate-600">{t('common:app.loading')}</p> : null}
      {record && access === 'none' ? <Alert tone="error">{t('notAllowed')}</Alert> : null}
      {record && access !== 'none' ? (
        <PersonForm
          key={String(record.version)}
          entity={entity}
          part={access}
          record={record}
          lockedFederation={ownFederationOf(user)}
          onCancel={goBack}
          onReload={() => void reload()}
          {...saving}
        />
      ) : null}
    </PageLayout>
  );
}

export type PersonFormPageProps = {
  /** The registry entity: Player, Coach, Referee, Official, MedicalPerson, MediaPerson. */
  entity: string;
  /** Where the list and profiles are: `/players`. */
  basePath: string;
};

/** `/players/new` adds a player, `/players/{no}/edit` changes one (or the user's own measurements). */
export function PersonFormPage({ entity, basePath }: PersonFormPageProps) {
  const no = useParams().no;
  const def = entityDef(entity);
  return no === undefined ? (
    <NewPersonPage entity={def} basePath={basePath} />
  ) : (
    <EditPersonPage entity={def} basePath={basePath} no={Number(no)} />
  );
}
