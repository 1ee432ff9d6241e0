import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDate } from '../../../lib/dates/date-formats';
import { useCommand } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { required, ruleMessage } from '../../../lib/forms/rules';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

export type Qualification = {
  no: number;
  title: string;
  issuer: string | null;
  obtainedOn: string | null;
  validUntil: string | null;
  valid: number | boolean;
  version: number;
};

const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const ZQualification = z
  .object({
    title: z.string().check(required(), z.maxLength(200)),
    issuer: z.string().check(z.maxLength(200)),
    obtainedOn: z.string(),
    validUntil: z.string(),
  })
  .check((context) => {
    const { obtainedOn, validUntil } = context.value;
    const issue = (path: 'obtainedOn' | 'validUntil', message: string) =>
      context.issues.push({ code: 'custom', input: context.value[path], path: [path], message });
    // Obtained by today; valid from the day it was obtained (the server refuses the rest too).
    if (obtainedOn && obtainedOn > today())
      issue('obtainedOn', ruleMessage('dateBefore', { date: formatDate(tomorrow()) }));
    if (obtainedOn && validUntil && validUntil < obtainedOn)
      issue('validUntil', ruleMessage('dateAfter', { date: formatDate(obtainedOn) }));
  });
type QualificationInput = z.input<typeof ZQualification>;

type QualificationFormProps = { personNo: number; qualification?: Qualification; onDone: () => void };

/** Adds a qualification, or edits `qualification`; validates as you type. */
export function QualificationForm({ personNo, qualification, onDone }: QualificationFormProps) {
  const { t } = useTranslation(['medicalStaff', 'common']);
  const { save } = useCommand('MedicalQualification', { silent: true });
  const form = useValidatedForm(ZQualification, {
    title: qualification?.title ?? '',
    issuer: qualification?.issuer ?? '',
    obtainedOn: qualification?.obtainedOn ?? '',
    validUntil: qualification?.validUntil ?? '',
  });
  const { register, handleSubmit, formState, control } = form;
  const submit = (values: QualificationInput) =>
    save.mutate(
      {
        ...(qualification ? { No: qualification.no, Version: qualification.version } : { NoPerson: personNo }),
        Title: values.title.trim(),
        Issuer: values.issuer.trim(),
        ObtainedOn: values.obtainedOn,
        ValidUntil: values.validUntil,
      },
      {
        onSuccess: () => {
          notify({ kind: 'qualification-saved', tone: 'success', message: t('qualifications.saved'), duration: 4000 });
          onDone();
        },
      },
    );
  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={qualification ? t('qualifications.edit') : t('qualifications.add')}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('fields.title')}
          autoComplete="off"
          error={fieldErrorText(formState.errors.title)}
          {...register('title')}
        />
        <TextField
          label={t('fields.issuer')}
          autoComplete="off"
          error={fieldErrorText(formState.errors.issuer)}
          {...register('issuer')}
        />
        <FormDateInput control={control} name="obtainedOn" label={t('fields.obtainedOn')} deps="validUntil" />
        <FormDateInput control={control} name="validUntil" label={t('fields.validUntil')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" pending={save.isPending} pendingLabel={t('common:actions.saving')}>
          {t('common:actions.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
