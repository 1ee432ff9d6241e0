import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZCaseUpdate, type TCaseDossier } from '@libero/shared/legal/legal-api';
import { REASONED_STEPS, type CaseStep } from '@libero/shared/legal/legal-cases';
import { useFederationNoOptions } from '../../lib/entities/federation-options';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { FormSelect } from '../../lib/forms/form-select';
import { StepFormDialog } from '../../lib/step-form-dialog';
import { TextAreaField } from '../../ui/text-area-field';
import { refusedCaseField } from './case-refusals';
import { takeStep } from './legal-api';
import { isStale, useCaseAction } from './use-case-action';

const MAX_TEXT = 5000;

/** The steps that carry a text (`REASONED_STEPS`). */
export type TextStep = 'object' | 'approve' | 'refuse' | 'withdraw';
export const isTextStep = (step: CaseStep): step is TextStep => REASONED_STEPS.has(step);
const TEXT_FIELDS = ['text', 'decidedFederationNo'] as const;

/** The text is required here (a statement's bounds otherwise); a determination's approval names the federation. */
function stepSchema(namesFederation: boolean) {
  return z.object({
    text: ZCaseUpdate.shape.applicantStatement.min(1),
    decidedFederationNo: namesFederation ? z.string().min(1) : z.string(),
  });
}

type StepTextDialogProps = {
  dossier: TCaseDossier;
  step: TextStep;
  onClose: () => void;
};

/**
 * A step that says why (an objection, an approval or refusal, a withdrawal): asks its text, and for
 * a determination's approval the federation of origin it establishes, the suggested one first.
 */
export function StepTextDialog({ dossier, step, onClose }: StepTextDialogProps) {
  const { t } = useTranslation('legal');
  const action = useCaseAction(dossier.no, dossier.kind);
  const federations = useFederationNoOptions();
  const namesFederation = dossier.kind === 'determination' && step === 'approve';
  const [schema] = useState(() => stepSchema(namesFederation));
  const form = useValidatedForm(schema, {
    text: '',
    decidedFederationNo: namesFederation ? String(dossier.suggestedFederation?.no ?? '') : '',
  });

  const send = async ({ text, decidedFederationNo }: z.output<typeof schema>) => {
    const outcome = await action.run({
      id: step,
      run: () =>
        takeStep(dossier.no, step, {
          version: dossier.version,
          text,
          ...(namesFederation ? { decidedFederationNo: Number(decidedFederationNo) } : {}),
        }),
      done: t(`steps.${step}.done`),
      shownBy: (error) => refusedCaseField(error, TEXT_FIELDS) !== undefined,
    });
    if (outcome.done || isStale(outcome.error)) {
      onClose();
      return;
    }
    const refused = refusedCaseField(outcome.error, TEXT_FIELDS);
    if (refused) form.setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
  };

  return (
    <StepFormDialog
      title={t(`steps.${step}.title`)}
      description={t(`steps.${step}.description`)}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      pending={action.pending}
      texts={{ cancel: t('dialog.cancel'), saving: t('dialog.saving'), confirm: t(`steps.${step}.confirm`) }}
      onClose={onClose}
    >
      {namesFederation ? (
        <FormSelect
          control={form.control}
          name="decidedFederationNo"
          label={t('fields.decidedFederation')}
          hint={
            dossier.suggestedFederation
              ? t('decision.suggestedHint', { federation: dossier.suggestedFederation.code })
              : t('decision.noSuggestionHint')
          }
          options={federations}
          emptyLabel={t('form.chooseFederation')}
        />
      ) : null}
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
