import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TInvoice, TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import { useValidatedForm } from '../../../lib/form';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import {
  INVOICE_FIELDS,
  InvoiceFields,
  invoiceFieldsOf,
  invoiceFieldsShape,
  invoiceInputOf,
  NO_INVOICE,
  type InvoiceFieldsValues,
} from './invoice-fields';
import { addInvoice, updateInvoice } from './project-api';
import { refusedField, settleDialog } from './project-refusals';
import { useProjectAction } from './use-project-action';

const invoiceSchema = z.object(invoiceFieldsShape);

type InvoiceEditDialogProps = {
  dossier: TProjectDossier;
  /** The invoice changed; none: a new one is added to the project. */
  invoice?: TInvoice;
  onClose: () => void;
};

/** An invoice's fields, changed while it needs its upload (no document here), or a new invoice. */
export function InvoiceEditDialog({ dossier, invoice, onClose }: InvoiceEditDialogProps) {
  const { t } = useTranslation('projects');
  const action = useProjectAction(dossier.no);
  const [defaults] = useState(() => (invoice ? invoiceFieldsOf(invoice) : NO_INVOICE));
  const form = useValidatedForm(invoiceSchema, defaults);
  const mode = invoice ? 'edit' : 'add';

  const save = async (values: InvoiceFieldsValues) => {
    const input = invoiceInputOf(values);
    const outcome = await action.run({
      run: () =>
        invoice ? updateInvoice(invoice.no, { version: invoice.version, ...input }) : addInvoice(dossier.no, input),
      done: t(`invoices.${mode}.done`, { description: values.description }),
      shownBy: (error) => refusedField(error, INVOICE_FIELDS) !== undefined,
    });
    settleDialog(outcome, INVOICE_FIELDS, {
      close: onClose,
      showError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    });
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);
  const title = t(`invoices.${mode}.title`);

  return (
    <FormDialog open onClose={onClose} title={title} description={t(`invoices.${mode}.description`)}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-3">
          <InvoiceFields currency={dossier.currency} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" pending={action.pending} pendingLabel={t('dialog.saving')}>
              {t(`invoices.${mode}.submit`)}
            </Button>
          </div>
        </form>
      </FormProvider>
    </FormDialog>
  );
}
