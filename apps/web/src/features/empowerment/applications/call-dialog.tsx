import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useFieldArray, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Plus, Trash2 } from 'lucide-react';
import { PROJECT_TYPES } from '@libero/shared/empowerment/applications';
import { ZCallInput, type TCall, type TCallInput } from '@libero/shared/empowerment/empowerment-api';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/form-controls';
import { FormDialog } from '../../../ui/form-dialog';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { applicationKeys, createCall, updateCall } from './application-api';
import { CountInput } from '../count-input';
import { formErrorText } from '../form-error-text';
import { MoneyInput } from '../money-input';

type CallValues = z.input<typeof ZCallInput>;
type CallForm = UseFormReturn<CallValues, unknown, TCallInput>;

const NOTICE_MS = 5000;
const MAX_CRITERIA = 12;
const MAX_BUDGET_MINOR = 10_000_000_000;
const NEW_CRITERION = { key: '', label: '', weight: 1 };

const NEW_CALL: CallValues = {
  title: '',
  description: '',
  opensOn: '',
  closesOn: '',
  budgetMinor: 0,
  currency: 'USD',
  projectTypes: [],
  criteria: [{ ...NEW_CRITERION }],
};

const callValuesOf = (call: TCall): CallValues => ({
  title: call.title,
  description: call.description,
  opensOn: call.opensOn,
  closesOn: call.closesOn,
  budgetMinor: call.budgetMinor,
  currency: call.currency,
  projectTypes: [...call.projectTypes],
  criteria: call.criteria.map((criterion) => ({ ...criterion })),
});

/** The types of project the call offers, ticked. */
function ProjectTypesField({ control }: { control: Control<CallValues> }) {
  const { t } = useTranslation(['applications', 'empowerment']);
  return (
    <Controller
      control={control}
      name="projectTypes"
      render={({ field, fieldState }) => (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium text-slate-800">{t('calls.projectTypes')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {PROJECT_TYPES.map((type) => (
              <CheckboxField
                key={type}
                label={t(`empowerment:projectTypes.${type}`)}
                checked={field.value.includes(type)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked ? [...field.value, type] : field.value.filter((each) => each !== type),
                  )
                }
              />
            ))}
          </div>
          {fieldState.error ? <p className="text-sm text-red-700">{t('calls.typesRequired')}</p> : null}
        </fieldset>
      )}
    />
  );
}

/** The criteria applications are scored against, each with its weight. */
function CriteriaFields({ form }: { form: CallForm }) {
  const { t } = useTranslation('applications');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'criteria' });
  const errors = formState.errors.criteria;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('calls.criteria')}</legend>
      <p className="text-sm text-slate-600">{t('calls.criteriaHint')}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-1 items-start gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_6rem_auto]">
          <TextField
            label={t('calls.criterionKey', { number: index + 1 })}
            maxLength={40}
            error={fieldErrorText(errors?.[index]?.key)}
            {...register(`criteria.${index}.key`)}
          />
          <TextField
            label={t('calls.criterionLabel', { number: index + 1 })}
            maxLength={120}
            error={fieldErrorText(errors?.[index]?.label)}
            {...register(`criteria.${index}.label`)}
          />
          <CountInput
            control={control}
            name={`criteria.${index}.weight`}
            label={t('calls.criterionWeight', { number: index + 1 })}
            min={1}
            max={10}
          />
          <Button
            variant="ghost"
            className="sm:mt-6"
            onClick={() => remove(index)}
            aria-label={t('calls.removeCriterion', { number: index + 1 })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {errors?.message || errors?.root?.message ? (
        <p className="text-sm text-red-700">{t('calls.criteriaRequired')}</p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_CRITERIA}
          onClick={() => append({ ...NEW_CRITERION }, { focusName: `criteria.${fields.length}.key` })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('calls.addCriterion')}
        </Button>
      </div>
    </fieldset>
  );
}

function CallFields({ form }: { form: CallForm }) {
  const { t } = useTranslation('applications');
  const { control, register, formState } = form;
  return (
    <>
      <TextField
        label={t('calls.title')}
        maxLength={200}
        error={fieldErrorText(formState.errors.title)}
        {...register('title')}
      />
      <TextAreaField
        label={t('calls.description')}
        rows={3}
        maxLength={5000}
        error={fieldErrorText(formState.errors.description)}
        {...register('description')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormDateInput
          control={control}
          name="opensOn"
          deps="closesOn"
          label={t('calls.opensOn')}
          errorText={formErrorText}
        />
        <FormDateInput
          control={control}
          name="closesOn"
          deps="opensOn"
          label={t('calls.closesOnLabel')}
          errorText={formErrorText}
        />
        <MoneyInput control={control} name="budgetMinor" label={t('calls.budget')} maxMinor={MAX_BUDGET_MINOR} />
        <TextField
          label={t('calls.currency')}
          hint={t('calls.currencyHint')}
          maxLength={3}
          autoCapitalize="characters"
          error={fieldErrorText(formState.errors.currency)}
          {...register('currency', { setValueAs: (value: string) => value.toUpperCase() })}
        />
      </div>
      <ProjectTypesField control={control} />
      <CriteriaFields form={form} />
    </>
  );
}

/** A new call, or a call changed (reviewers): its window, budget, types and criteria. */
export function CallDialog({ call, onClose }: { call?: TCall; onClose: () => void }) {
  const { t } = useTranslation(['applications', 'common']);
  const client = useQueryClient();
  const [defaults] = useState(() => (call ? callValuesOf(call) : NEW_CALL));
  const form = useValidatedForm(ZCallInput, defaults);
  const save = useMutation({
    mutationFn: (input: TCallInput) => (call ? updateCall(call.no, call.version, input) : createCall(input)),
    meta: { silent: true },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationKeys.calls() });
      notify({
        kind: 'call-saved',
        tone: 'success',
        message: t('calls.saved'),
        duration: NOTICE_MS,
        unique: false,
      });
      onClose();
    },
  });
  const submit = (event: FormEvent) => form.handleSubmit((input) => save.mutate(input))(event);
  const title = call ? t('calls.editTitle', { title: call.title }) : t('calls.newTitle');
  return (
    <FormDialog open onClose={onClose} title={title} size="wide">
      <form noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-3">
        <CallFields form={form} />
        {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" pending={save.isPending} pendingLabel={t('common:actions.saving')}>
            {t('common:actions.save')}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
