import { useTranslation } from 'react-i18next';
import { UnsavedChangesPrompt } from '../../../lib/forms/entity-form/unsaved-changes-prompt';
import { AdminPage } from '../admin-ui';
import { UnsavedFormsContext, useUnsavedForms } from '../transfer-settings/unsaved-forms';
import { KindsPanel } from './kinds-panel';

function VolleySettings() {
  const unsaved = useUnsavedForms();
  return (
    <UnsavedFormsContext value={unsaved}>
      <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4">
        <KindsPanel />
      </div>
      <UnsavedChangesPrompt hasUnsavedChanges={unsaved.hasUnsavedChanges} />
    </UnsavedFormsContext>
  );
}

/**
 * `/admin/volley-settings` (admins): the kinds of indoor tournament (world championship, nations
 * league, national league, friendly…), each with its names, the standings criteria its pools are
 * ranked by in order (saving new ones ranks the pools again), its roster limits and flags, edited or
 * added in a dialog. Leaving with unsaved changes asks.
 */
export function VolleySettingsPage() {
  const { t } = useTranslation('common');
  return (
    <AdminPage title={t('sections.volleySettings')}>
      <VolleySettings />
    </AdminPage>
  );
}
