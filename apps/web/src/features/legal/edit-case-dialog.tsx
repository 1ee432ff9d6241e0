import { useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TCaseDossier } from '@libero/shared/legal/legal-api';
import { useValidatedForm } from '../../lib/form';
import { Button } from '../../ui/button';
import { FormDialog } from '../../ui/form-dialog';
import { CaseFields } from './case-fields';
import { caseFieldsOf, caseFieldsShape, registrationsOf, type CaseFieldsValues } from './case-form';
import { refusedCaseField } from './case-refusals';
import { updateCase } from './legal-api';
import { isStale, useCaseAction } from './use-case-action';

const editSchema = z.object(caseFieldsShape);
const EDITED_FIELDS = ['applicantStatement', 'playerStatement'] as const;

/** A draft's statements and registrations, changed before it is submitted (saved with the version read). */
export function EditCaseDialog({ dossier, onClose }: { dossier: TCaseDossier; onClose: () => void }) {
  const { t } = useTranslation('legal');
  const action = useCaseAction(dossier.no, dossier.kind);
  const [defaults] = useState(() => caseFieldsOf(dossier));
  const form = useValidatedForm(editSchema, defaults);

  const save = async (values: CaseFieldsValues) => {
    const outcome = await action.run({
      id: 'edit',
      run: () =>
        updateCase(dossier.no, {
          version: dossier.version,
          applicantStatement: values.applicantStatement,
          playerStatement: values.playerStatement,
          registrations: dossier.kind === 'determination' ? registrationsOf(values.registrations) : [],
        }),
      done: t('edit.done'),
      shownBy: (error) => refusedCaseField(error, EDITED_FIELDS) !== undefined,
    });
    if (outcome.done || isStale(outcome.error)) {
      onClose();
      return;
    }
    const refused = refusedCaseField(outcome.error, EDITED_FIELDS);
    if (refused) form.setError(refused.field, { type: 'server', message: refused.message }, { shouldFocus: true });
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);

  return (
    <FormDialog open onClose={onClose} title={t('edit.title')} size="wide">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={t('edit.title')} className="flex flex-col gap-3">
          <CaseFields kind={dossier.kind} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" pending={action.pending} pendingLabel={t('dialog.saving')}>
              {t('edit.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </FormDialog>
  );
}
