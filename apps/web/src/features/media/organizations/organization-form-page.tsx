import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { MediaOrganization } from '@libero/shared/registry/media-staff';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import { useCommand } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { EntityForm } from '../../../lib/forms/entity-form/entity-form';
import type { FormLayout } from '../../../lib/forms/entity-form/field-kinds';
import { useEditedRecord } from '../../../lib/forms/entity-form/use-edited-record';
import { useGoBack } from '../../../lib/forms/entity-form/use-go-back';
import { notify } from '../../../lib/notifications/notifications-store';
import { PageLayout } from '../../../lib/page-layout';
import { useCurrentUser } from '../../../lib/session/current-user';
import { Alert } from '../../../ui/alert';
import { isPressOfficer } from './media-permissions';
import { ORGANIZATIONS_PATH, organizationPath } from './organization-paths';

const ZSaved = z.object({ data: z.looseObject({ no: z.number().int() }) });
const FIELDS = ['No', 'Name', 'Kind', 'CountryCode', 'Website', 'Email', 'Phone', 'Version'];

function useLayout(): FormLayout {
  const { t } = useTranslation('mediaOrganizations');
  return useMemo(
    () => [
      { key: 'identity', title: t('form.identity'), fields: ['Name', 'Kind', 'CountryCode'] },
      { key: 'contacts', title: t('form.contacts'), fields: ['Website', 'Email', 'Phone'] },
    ],
    [t],
  );
}

/** Saves, then says so and opens the organisation's page (the form is not kept in the history). */
function useOrganizationSave() {
  const { t } = useTranslation('mediaOrganizations');
  const navigate = useNavigate();
  const { save } = useCommand('MediaOrganization', { silent: true });
  return {
    onSave: async (attributes: VisAttributes) => ZSaved.parse(await save.mutateAsync(attributes)).data.no,
    onSaved: (no: number) => {
      notify({ kind: 'organization-saved', tone: 'success', message: t('saved'), duration: 5000 });
      void navigate(organizationPath(no), { replace: true });
    },
  };
}

function EditOrganization({ no }: { no: number }) {
  const { t } = useTranslation(['mediaOrganizations', 'common']);
  const layout = useLayout();
  const saving = useOrganizationSave();
  const goBack = useGoBack(organizationPath(no));
  const { record, error, reload } = useEditedRecord('MediaOrganization', no, FIELDS);
  return (
    <PageLayout title={t('form.edit', { name: String(record?.name ?? '') })}>
      {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
      {!record && !error ? <p className="text-sm text-slate-600">{t('common:app.loading')}</p> : null}
      {record ? (
        <EntityForm
          key={String(record.version)}
          entity={MediaOrganization}
          layout={layout}
          record={record}
          onCancel={goBack}
          onReload={() => void reload()}
          {...saving}
        />
      ) : null}
    </PageLayout>
  );
}

function NewOrganization() {
  const { t } = useTranslation('mediaOrganizations');
  const layout = useLayout();
  const saving = useOrganizationSave();
  const goBack = useGoBack(ORGANIZATIONS_PATH);
  return (
    <PageLayout title={t('actions.new')}>
      <EntityForm entity={MediaOrganization} layout={layout} onCancel={goBack} {...saving} />
    </PageLayout>
  );
}

/** `/media/organizations/new` adds an organisation, `…/{no}/edit` changes one: for press officers and admins. */
export function OrganizationFormPage() {
  const { t } = useTranslation('mediaOrganizations');
  const no = useParams().no;
  if (!isPressOfficer(useCurrentUser()))
    return (
      <PageLayout title={t('actions.new')}>
        <Alert tone="error">{t('form.notAllowed')}</Alert>
      </PageLayout>
    );
  return no === undefined ? <NewOrganization /> : <EditOrganization no={Number(no)} />;
}
