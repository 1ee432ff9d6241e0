import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { isAdmin } from '@libero/shared/auth/permissions';
import { askableFields } from '@libero/shared/registry/field-access';
import type { FieldDef } from '@libero/shared/registry/types';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import { useCommand } from '../../lib/entities/entity-queries';
import { entityDef } from '../../lib/entities/entity-schema';
import type { EntityRow } from '../../lib/entities/entity-table';
import { errorMessage } from '../../lib/error-message';
import { EntityForm } from '../../lib/forms/entity-form/entity-form';
import type { FormLayout } from '../../lib/forms/entity-form/field-kinds';
import { useEditedRecord } from '../../lib/forms/entity-form/use-edited-record';
import { useGoBack } from '../../lib/forms/entity-form/use-go-back';
import { notify } from '../../lib/notifications/notifications-store';
import { Alert } from '../../ui/alert';
import { PageLayout } from '../../lib/page-layout';
import { useCurrentUser } from '../../lib/session/current-user';
import { ownFederationOf } from '../person';
import { bodyWriteAccess, canCreateBody, type BodyEntity, type BodyWriteAccess } from './body-permissions';

const ZSaved = z.object({ data: z.looseObject({ no: z.number().int() }) });
const SAVED_NOTICE_MS = 5000;

const CONTACTS = ['Address', 'PostalCode', 'City', 'Website', 'Email', 'Phone'];

type SectionKey = 'identity' | 'contacts' | 'officers' | 'venue';

/** The sections of each body's form, by key (titled `bodies:form.sections.{key}`). */
const SECTIONS: Readonly<Record<BodyEntity, readonly { key: SectionKey; fields: readonly string[] }[]>> = {
  Confederation: [
    { key: 'identity', fields: ['Code', 'Name', 'CountryCode'] },
    { key: 'contacts', fields: CONTACTS },
  ],
  Federation: [
    {
      key: 'identity',
      fields: [
        'Code',
        'Name',
        'NameFr',
        'NameEs',
        'CountryCode',
        'NoConfederation',
        'FoundedYear',
        'Status',
        'Empowerment',
        'NfCategory',
      ],
    },
    { key: 'contacts', fields: CONTACTS },
    { key: 'officers', fields: ['NoPresident', 'NoSecretaryGeneral'] },
  ],
  VolleyClub: [
    { key: 'identity', fields: ['Name', 'ShortName', 'NoFederation', 'FoundedYear', 'Status'] },
    { key: 'venue', fields: ['Venue', 'Colours'] },
    { key: 'contacts', fields: CONTACTS },
  ],
};

/** All writable fields, or only those a body keeps itself: its contacts (and a federation's officers). */
const WRITABLE = {
  all: undefined,
  contacts: (_name: string, field: FieldDef) => field.write?.self === true,
} as const;

/** Saves, then says so and opens the profile (the form is not kept in the history). */
function useBodySave(entity: BodyEntity, basePath: string) {
  const { t } = useTranslation('bodies');
  const navigate = useNavigate();
  const { save } = useCommand(entity, { silent: true });
  const onSave = async (attributes: VisAttributes) => ZSaved.parse(await save.mutateAsync(attributes)).data.no;
  const onSaved = (no: number) => {
    notify({ kind: 'body-saved', tone: 'success', message: t(`form.saved.${entity}`), duration: SAVED_NOTICE_MS });
    void navigate(`${basePath}/${no}`, { replace: true });
  };
  return { onSave, onSaved };
}

function useLayout(entity: BodyEntity): FormLayout {
  const { t } = useTranslation('bodies');
  return useMemo(
    () => SECTIONS[entity].map((section) => ({ ...section, title: t(`form.sections.${section.key}`) })),
    [entity, t],
  );
}

type PageProps = { entity: BodyEntity; basePath: string };

function NewBodyPage({ entity, basePath }: PageProps) {
  const { t } = useTranslation('bodies');
  const user = useCurrentUser();
  const layout = useLayout(entity);
  const saving = useBodySave(entity, basePath);
  const goBack = useGoBack(basePath);
  return (
    <PageLayout title={t(`form.new.${entity}`)}>
      {canCreateBody(entity, user) ? (
        <EntityForm
          entity={entityDef(entity)}
          layout={layout}
          lockedFederation={ownFederationOf(user)}
          onCancel={goBack}
          {...saving}
        />
      ) : (
        <Alert tone="error">{t('form.notAllowed')}</Alert>
      )}
    </PageLayout>
  );
}

const nameOf = (record: EntityRow | undefined) => (record ? String(record.name ?? record.code ?? record.no) : '');

function EditBodyPage({ entity, basePath, no }: PageProps & { no: number }) {
  const { t } = useTranslation(['bodies', 'common']);
  const user = useCurrentUser();
  const def = entityDef(entity);
  const layout = useLayout(entity);
  const { record, error, reload } = useEditedRecord(entity, no, askableFields(def, user));
  const saving = useBodySave(entity, basePath);
  const goBack = useGoBack(`${basePath}/${no}`);
  const access: BodyWriteAccess = record ? bodyWriteAccess(entity, user, record) : 'none';
  return (
    <PageLayout title={t('form.edit', { name: nameOf(record) })}>
      {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
      {!record && !error ? <p className="text-sm text-slate-600">{t('common:app.loading')}</p> : null}
      {record && access === 'none' ? <Alert tone="error">{t('form.notAllowed')}</Alert> : null}
      {record && access !== 'none' ? (
        <EntityForm
          key={String(record.version)}
          entity={def}
          layout={layout}
          writable={WRITABLE[access]}
          record={record}
          lockedFederation={isAdmin(user) ? undefined : ownFederationOf(user)}
          onCancel={goBack}
          onReload={() => void reload()}
          intro={access === 'contacts' ? <p className="text-sm text-slate-700">{t('form.contactsOnly')}</p> : null}
          {...saving}
        />
      ) : null}
    </PageLayout>
  );
}

/** `/volley/clubs/new` adds a club; `/federations/{no}/edit`, `/confederations/{no}/edit`, `/volley/clubs/{no}/edit` change one. */
export function BodyFormPage({ entity, basePath }: PageProps) {
  const no = useParams().no;
  return no === undefined ? (
    <NewBodyPage entity={entity} basePath={basePath} />
  ) : (
    <EditBodyPage entity={entity} basePath={basePath} no={Number(no)} />
  );
}
