import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TInvoice, TProjectDossier } from '@libero/shared/empowerment/empowerment-api';
import type { InvoiceStep } from '@libero/shared/empowerment/invoices';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { StepFormDialog } from '../../../lib/step-form-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { takeInvoiceStep } from './project-api';
import { refusedField, settleDialog } from './project-refusals';
import { isStale, useProjectAction } from './use-project-action';

const MAX_REASON = 5000;
const reasonSchema = z.object({ text: z.string().trim().min(1).max(MAX_REASON) });
const REASON_FIELDS = { text: 'text' } as const;

/** The steps taken once confirmed, without a text. */
export type ConfirmedInvoiceStep = Exclude<InvoiceStep, 'upload' | 'reject'>;

type StepDialogProps<S> = { dossier: TProjectDossier; invoice: TInvoice; step: S; onClose: () => void };

/** Accept, reopen, start the payment, mark paid: asked once more, then sent with the version read. */
export function ConfirmInvoiceStep({ dossier, invoice, step, onClose }: StepDialogProps<ConfirmedInvoiceStep>) {
  const { t } = useTranslation('projects');
  const action = useProjectAction(dossier.no);
  const confirm = async () => {
    const outcome = await action.run({
      run: () => takeInvoiceStep(invoice.no, step, { version: invoice.version }),
      done: t(`invoices.steps.${step}.done`, { description: invoice.description }),
    });
    if (outcome.done || isStale(outcome.error)) onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t(`invoices.steps.${step}.title`)}
      message={t(`invoices.steps.${step}.description`, { description: invoice.description })}
      confirmLabel={t(`invoices.steps.${step}.confirm`)}
      cancelLabel={t('dialog.cancel')}
      pending={action.pending}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}

/** A rejection says why: the federation reads it, reopens the invoice and uploads it again. */
export function RejectInvoiceDialog({ dossier, invoice, onClose }: Omit<StepDialogProps<'reject'>, 'step'>) {
  const { t } = useTranslation('projects');
  const action = useProjectAction(dossier.no);
  const form = useValidatedForm(reasonSchema, { text: '' });
  const send = async ({ text }: z.output<typeof reasonSchema>) => {
    const outcome = await action.run({
      run: () => takeInvoiceStep(invoice.no, 'reject', { version: invoice.version, text }),
      done: t('invoices.steps.reject.done', { description: invoice.description }),
      shownBy: (error) => refusedField(error, REASON_FIELDS) !== undefined,
    });
    settleDialog(outcome, REASON_FIELDS, {
      close: onClose,
      showError: (field, message) => form.setError(field, { type: 'server', message }, { shouldFocus: true }),
    });
  };

  return (
    <StepFormDialog
      title={t('invoices.steps.reject.title')}
      description={t('invoices.steps.reject.description', { description: invoice.description })}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      pending={action.pending}
      texts={{ cancel: t('dialog.cancel'), saving: t('dialog.saving'), confirm: t('invoices.steps.reject.confirm') }}
      onClose={onClose}
    >
      <TextAreaField
        label={t('invoices.steps.reject.reason')}
        required
        maxLength={MAX_REASON}
        error={fieldErrorText(form.formState.errors.text)}
        {...form.register('text')}
      />
    </StepFormDialog>
  );
}
