import { useTranslation } from 'react-i18next';
import { UnsavedChangesPrompt } from '../../../lib/forms/entity-form/unsaved-changes-prompt';
import { AdminPage } from '../admin-ui';
import { UnsavedFormsContext, useUnsavedForms } from '../transfer-settings/unsaved-forms';
import { CategoriesPanel } from './categories-panel';
import { RankingRulesPanel } from './ranking-rules-panel';

function BeachSettings() {
  const unsaved = useUnsavedForms();
  return (
    <UnsavedFormsContext value={unsaved}>
      <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4">
        <CategoriesPanel />
        <RankingRulesPanel />
      </div>
      <UnsavedChangesPrompt hasUnsavedChanges={unsaved.hasUnsavedChanges} />
    </UnsavedFormsContext>
  );
}

/**
 * `/admin/beach-settings` (admins): the beach tournament categories (draw sizes, federation quota,
 * wildcards, points and prize money by finishing position), each edited in a dialog, and the rules
 * of the world and Olympic selection rankings, each saved on its own (the server computes the
 * ranking again at once). Leaving with unsaved changes asks.
 */
export function BeachSettingsPage() {
  const { t } = useTranslation('common');
  return (
    <AdminPage title={t('sections.beachSettings')}>
      <BeachSettings />
    </AdminPage>
  );
}
