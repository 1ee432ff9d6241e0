import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { required } from '../../../lib/forms/rules';
import { Button } from '../../../ui/button';
import { FormDialog } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { takeAccreditationStep } from './accreditations-api';
import { useAccreditationAction } from './use-accreditation-action';

const ZReason = z.object({ reason: z.string().check(required(), z.maxLength(2000)) });

type RefuseAccreditationDialogProps = { no: number; version: number; personName: string; onClose: () => void };

/** A refusal says why: the person reads the reason in the e-mail telling them. */
export function RefuseAccreditationDialog({ no, version, personName, onClose }: RefuseAccreditationDialogProps) {
  const { t } = useTranslation(['mediaOrganizations', 'common']);
  const action = useAccreditationAction();
  const form = useValidatedForm(ZReason, { reason: '' });
  const send = ({ reason }: z.output<typeof ZReason>) =>
    action.mutate(
      {
        id: `${no}:refuse`,
        run: () => takeAccreditationStep(no, 'refuse', version, reason.trim()),
        done: t('accreditations.done.refuse'),
      },
      { onSuccess: onClose },
    );
  return (
    <FormDialog open onClose={onClose} title={t('accreditations.refuseTitle', { name: personName })}>
      <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-3">
        <TextAreaField
          label={t('accreditations.fields.reason')}
          error={fieldErrorText(form.formState.errors.reason)}
          {...form.register('reason')}
        />
        <div className="flex gap-2">
          <Button type="submit" pending={action.isPending} pendingLabel={t('common:actions.saving')}>
            {t('accreditations.steps.refuse')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
