import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { REGISTRATION_KINDS } from '@libero/shared/legal/legal-api';
import type { CaseKind } from '@libero/shared/legal/legal-cases';
import { useFederationNoOptions } from '../../lib/entities/federation-options';
import { fieldErrorText } from '../../lib/form';
import { FormDateInput } from '../../lib/forms/form-date-input';
import { FormSelect } from '../../lib/forms/form-select';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/text-area-field';
import { TextField } from '../../ui/text-field';
import { MAX_REGISTRATIONS, NO_REGISTRATION, type CaseFieldsValues } from './case-form';

const MAX_STATEMENT = 5000;
const MAX_NOTE = 300;

/** The applicant's and the player's statements. */
function StatementFields() {
  const { t } = useTranslation('legal');
  const { register, formState } = useFormContext<CaseFieldsValues>();
  return (
    <>
      <TextAreaField
        label={t('fields.applicantStatement')}
        hint={t('form.applicantStatementHint')}
        maxLength={MAX_STATEMENT}
        error={fieldErrorText(formState.errors.applicantStatement)}
        {...register('applicantStatement')}
      />
      <TextAreaField
        label={t('fields.playerStatement')}
        hint={t('form.playerStatementHint')}
        maxLength={MAX_STATEMENT}
        error={fieldErrorText(formState.errors.playerStatement)}
        {...register('playerStatement')}
      />
    </>
  );
}

/** A determination's evidence: each registration of the player with a club or national team, added and removed. */
function RegistrationFields() {
  const { t } = useTranslation('legal');
  const { control, register, formState } = useFormContext<CaseFieldsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'registrations' });
  const federations = useFederationNoOptions();
  const kinds = REGISTRATION_KINDS.map((kind) => ({ value: kind, label: t(`registrationKinds.${kind}`) }));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('registrations.title')}</legend>
      <p className="text-sm text-slate-700">{t('form.registrationsHint')}</p>
      {fields.length === 0 ? <p className="text-sm text-slate-600">{t('registrations.empty')}</p> : null}
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid grid-cols-1 items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-medium text-slate-800">
            {t('registrations.item', { number: index + 1 })}
          </legend>
          <FormSelect
            control={control}
            name={`registrations.${index}.federationNo`}
            label={t('registrations.federation')}
            options={federations}
            emptyLabel={t('form.chooseFederation')}
          />
          <FormSelect
            control={control}
            name={`registrations.${index}.kind`}
            label={t('registrations.kind')}
            options={kinds}
            emptyLabel={t('form.chooseKind')}
          />
          <FormDateInput control={control} name={`registrations.${index}.day`} label={t('registrations.day')} />
          <TextField
            label={t('registrations.note')}
            maxLength={MAX_NOTE}
            error={fieldErrorText(formState.errors.registrations?.[index]?.note)}
            {...register(`registrations.${index}.note`)}
          />
          <div className="sm:col-span-2">
            <Button variant="secondary" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('registrations.remove', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_REGISTRATIONS}
          onClick={() => append({ ...NO_REGISTRATION }, { focusName: `registrations.${fields.length}.federationNo` })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('registrations.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** What a draft holds besides its player and applicant: the statements, and a determination's registrations. */
export function CaseFields({ kind }: { kind: CaseKind }) {
  return (
    <>
      <StatementFields />
      {kind === 'determination' ? <RegistrationFields /> : null}
    </>
  );
}
