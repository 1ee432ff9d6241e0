import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REASONED_APPLICATION_STEPS, type ApplicationStep } from '@libero/shared/empowerment/applications';
import { ZCommentInput, type TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { ConfirmStepDialog } from '../../../lib/confirm-step-dialog';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { StepFormDialog } from '../../../lib/step-form-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { takeApplicationStep } from './application-api';
import { isStale, useApplicationAction } from './use-application-action';

const MAX_TEXT = 5000;

/** The steps that carry a written reason or comment. */
export type ReasonedStep = 'sendBack' | 'approve' | 'decline';
export const isReasonedStep = (step: ApplicationStep): step is ReasonedStep => REASONED_APPLICATION_STEPS.has(step);

/** The reason is required (a comment's bounds). */
const reasonSchema = z.object({ text: ZCommentInput.shape.text });

type StepDialogProps<S extends ApplicationStep> = { dossier: TApplicationDossier; step: S; onClose: () => void };

/** A step without text, asked once more before it is taken. */
export function ConfirmApplicationStep({ dossier, step, onClose }: StepDialogProps<ApplicationStep>) {
  return (
    <ConfirmStepDialog
      namespace="applications"
      step={step}
      cancelKey="common:actions.cancel"
      action={useApplicationAction(dossier.no)}
      send={() => takeApplicationStep(dossier.no, step, { version: dossier.version })}
      isStale={isStale}
      onClose={onClose}
    />
  );
}

/** A step that says why (a send-back's comment, a decision's reason): the text is required. */
export function ReasonedStepDialog({ dossier, step, onClose }: StepDialogProps<ReasonedStep>) {
  const { t } = useTranslation(['applications', 'common']);
  const action = useApplicationAction(dossier.no);
  const form = useValidatedForm(reasonSchema, { text: '' });
  const send = async ({ text }: z.output<typeof reasonSchema>) => {
    const outcome = await action.run({
      id: step,
      run: () => takeApplicationStep(dossier.no, step, { version: dossier.version, text }),
      done: t(`steps.${step}.done`),
    });
    if (outcome.done || isStale(outcome.error)) onClose();
  };
  return (
    <StepFormDialog
      title={t(`steps.${step}.title`)}
      description={t(`steps.${step}.description`)}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      pending={action.pending}
      texts={{
        cancel: t('common:actions.cancel'),
        saving: t('common:actions.saving'),
        confirm: t(`steps.${step}.confirm`),
      }}
      onClose={onClose}
    >
      <TextAreaField
        label={t(`steps.${step}.textLabel`)}
        required
        maxLength={MAX_TEXT}
        error={fieldErrorText(form.formState.errors.text)}
        {...form.register('text')}
      />
    </StepFormDialog>
  );
}
