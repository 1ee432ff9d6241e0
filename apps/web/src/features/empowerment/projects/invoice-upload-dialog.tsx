import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TInvoice, TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { useValidatedForm } from '../../../lib/form';
import { FormFileField } from '../../../lib/forms/file-field';
import { i18n } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { INVOICE_FIELDS, InvoiceFields, invoiceFieldsOf, invoiceFieldsShape, invoiceInputOf } from './invoice-fields';
import { uploadInvoice } from './project-api';
import { refusedField, settleDialog } from './project-refusals';
import { useProjectAction } from './use-project-action';

const uploadSchema = z.object({
  ...invoiceFieldsShape,
  file: z.custom<File | null>((value) => value instanceof File, {
    error: () => i18n.t('projects:invoices.upload.fileRequired'),
  }),
});
type UploadValues = z.output<typeof uploadSchema>;

const UPLOAD_FIELDS = { ...INVOICE_FIELDS, file: 'file' } as const;

type InvoiceUploadDialogProps = { dossier: TProjectDossier; invoice: TInvoice; onClose: () => void };

/**
 * The federation fills in an expected invoice (prefilled with what the programme knows) and
 * uploads its document: it goes In Review, and can no longer be changed.
 */
export function InvoiceUploadDialog({ dossier, invoice, onClose }: InvoiceUploadDialogProps) {
  const { t } = useTranslation('projects');
  const action = useProjectAction(dossier.no);
  const [defaults] = useState(() => ({ ...invoiceFieldsOf(invoice), file: null }));
  const form = useValidatedForm(uploadSchema, defaults);

  const send = async ({ file, ...values }: UploadValues) => {
    if (!file) return;
    const outcome = await action.run({
      run: () => uploadInvoice(invoice.no, { version: invoice.version, ...invoiceInputOf(values) }, file),
      done: t('invoices.upload.done', { description: values.description }),
      shownBy: (error) => refusedField(error, UPLOAD_FIELDS) !== undefined,
    });
    settleDialog(outcome, UPLOAD_FIELDS, {
      close: onClose,
      showError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(send)(event);
  const title = t('invoices.upload.title');

  return (
    <FormDialog open onClose={onClose} title={title} description={t('invoices.upload.description')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-3">
          <InvoiceFields currency={dossier.currency} />
          <FormFileField
            control={form.control}
            name="file"
            label={t('invoices.upload.file')}
            hint={t('invoices.upload.fileHint')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" pending={action.pending} pendingLabel={t('invoices.upload.uploading')}>
              {t('invoices.upload.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </FormDialog>
  );
}
