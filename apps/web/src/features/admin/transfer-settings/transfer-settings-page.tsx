import { useTranslation } from 'react-i18next';
import { UnsavedChangesPrompt } from '../../../lib/forms/entity-form/unsaved-changes-prompt';
import { AdminPage } from '../admin-ui';
import { FeesPanel } from './fees-panel';
import { UnsavedFormsContext, useUnsavedForms } from './unsaved-forms';
import { WindowsPanel } from './windows-panel';

function TransferSettings() {
  const unsaved = useUnsavedForms();
  return (
    <UnsavedFormsContext value={unsaved}>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
        <FeesPanel />
        <WindowsPanel />
      </div>
      <UnsavedChangesPrompt hasUnsavedChanges={unsaved.hasUnsavedChanges} />
    </UnsavedFormsContext>
  );
}

/**
 * `/admin/transfer-settings` (admins): the international transfers' fee tables (the world
 * federation's and each confederation's, saved as one table) and each season's transfer window
 * (from two seasons ago to two ahead, each saved on its own). Leaving with unsaved changes asks.
 */
export function TransferSettingsPage() {
  const { t } = useTranslation('common');
  return (
    <AdminPage title={t('sections.transferSettings')}>
      <TransferSettings />
    </AdminPage>
  );
}
