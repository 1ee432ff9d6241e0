import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Save } from 'lucide-react';
import { EXPORT_FILE_FORMATS } from '@libero/shared/exports/export-definitions';
import { fieldErrorText, useValidatedForm } from '../form';
import { notify } from '../notifications/notifications-store';
import { errorMessage } from '../error-message';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField } from '../../ui/form-controls';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import { useCommand } from './entity-queries';
import type { ExportRequest } from './export-list';

const NOTICE_MS = 5000;

const ZSaveExport = z.object({
  name: z.string().trim().min(1).max(100),
  format: z.enum(EXPORT_FILE_FORMATS),
  shared: z.boolean(),
});
type SaveExportValues = z.output<typeof ZSaveExport>;

/** The current view of a list (its filter, columns, sort) kept under a name in "My exports". */
function SaveExportDialog({ request, onClose }: { request: ExportRequest; onClose: () => void }) {
  const { t } = useTranslation(['table', 'common']);
  const form = useValidatedForm(ZSaveExport, { name: '', format: 'csv', shared: false });
  const { save } = useCommand('ExportDefinition', { silent: true });
  const [refusal, setRefusal] = useState<unknown>();
  const { errors, isSubmitting } = form.formState;

  const submit = async (values: SaveExportValues) => {
    setRefusal(undefined);
    try {
      await save.mutateAsync({
        Name: values.name,
        Entity: request.entity,
        Fields: request.fields.join(' '),
        Filter: JSON.stringify(request.filter ?? {}),
        Sort: (request.sort ?? []).join(' '),
        Format: values.format,
        Shared: values.shared ? 1 : 0,
      });
      notify({
        kind: 'export-saved',
        tone: 'success',
        message: t('saveExport.done', { name: values.name }),
        duration: NOTICE_MS,
      });
      onClose();
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <FormDialog open onClose={onClose} title={t('saveExport.title')} description={t('saveExport.description')}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)} className="flex flex-col gap-3">
        <TextField
          label={t('saveExport.name')}
          maxLength={100}
          error={fieldErrorText(errors.name)}
          {...form.register('name')}
        />
        <SelectField
          label={t('saveExport.format')}
          options={EXPORT_FILE_FORMATS.map((format) => ({ value: format, label: t(`saveExport.formats.${format}`) }))}
          {...form.register('format')}
        />
        <CheckboxField label={t('saveExport.share')} {...form.register('shared')} />
        <p className="-mt-2 text-xs text-slate-600">{t('saveExport.shareHint')}</p>
        {refusal ? <Alert tone="error">{errorMessage(refusal)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" pending={isSubmitting} pendingLabel={t('common:actions.saving')}>
            {t('common:actions.save')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}

/** "Save export" beside a list's export buttons. */
export function SaveExportButton({ request }: { request: ExportRequest }) {
  const { t } = useTranslation('table');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Save aria-hidden="true" className="size-4" />
        {t('saveExport.button')}
      </Button>
      {open ? <SaveExportDialog request={request} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
