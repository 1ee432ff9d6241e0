import { useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ProjectType } from '@libero/shared/empowerment/applications';
import { COACH_LEVELS, type ZCatalogue } from '@libero/shared/empowerment/empowerment-api';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { FormSelect } from '../../../lib/forms/form-select';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { ApplicationFormValues } from './application-form';
import { CountInput } from '../count-input';
import { EquipmentItemsFields } from './equipment-items-fields';
import { formErrorText } from '../form-error-text';

type Catalogue = z.infer<typeof ZCatalogue>;
type DetailErrors = Partial<Record<string, FieldError>>;

const MAX_PROFILE = 2000;
const MAX_TOPIC = 200;
const MAX_EXPERTS = 1000;
const MAX_ADDRESS = 500;
const MAX_PARTICIPANTS = 1000;

/** The errors of the details' own fields, whatever the type (the union's paths differ). */
function useDetailErrors(): DetailErrors {
  const { formState } = useFormContext<ApplicationFormValues>();
  return (formState.errors.details ?? {}) as DetailErrors;
}

const errorOf = (errors: DetailErrors, name: string) => formErrorText(errors[name]);

/** The period of a project: its end is checked again when its start changes, and the other way round. */
function PeriodFields() {
  const { t } = useTranslation('applications');
  const { control } = useFormContext<ApplicationFormValues>();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <FormDateInput
        control={control}
        name="details.startDay"
        deps="details.endDay"
        label={t('details.startDay')}
        errorText={formErrorText}
      />
      <FormDateInput
        control={control}
        name="details.endDay"
        deps="details.startDay"
        label={t('details.endDay')}
        errorText={formErrorText}
      />
    </div>
  );
}

/** A coach sent to the federation: the period, the level, the profile wished for. */
function CoachSupportFields() {
  const { t } = useTranslation(['applications', 'empowerment']);
  const { control, register } = useFormContext<ApplicationFormValues>();
  const errors = useDetailErrors();
  const levels = COACH_LEVELS.map((level) => ({ value: level, label: t(`empowerment:coachLevels.${level}`) }));
  return (
    <>
      <PeriodFields />
      <FormSelect
        control={control}
        name="details.level"
        label={t('details.level')}
        options={levels}
        emptyLabel={t('form.choose')}
      />
      <TextAreaField
        label={t('details.profile')}
        hint={t('details.profileHint')}
        maxLength={MAX_PROFILE}
        error={errorOf(errors, 'profile')}
        {...register('details.profile')}
      />
    </>
  );
}

/** Equipment from the catalogue, and where it is delivered. */
function EquipmentFields({ catalogue }: { catalogue: Catalogue | undefined }) {
  const { t } = useTranslation('applications');
  const { register } = useFormContext<ApplicationFormValues>();
  const errors = useDetailErrors();
  return (
    <>
      {catalogue ? (
        <EquipmentItemsFields catalogue={catalogue} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {t('items.loading')}
        </p>
      )}
      <TextAreaField
        label={t('details.deliveryAddress')}
        hint={t('details.deliveryAddressHint')}
        rows={3}
        maxLength={MAX_ADDRESS}
        error={errorOf(errors, 'deliveryAddress')}
        {...register('details.deliveryAddress')}
      />
    </>
  );
}

/** A course or seminar: its topic, the experts wished for, who attends and when. */
function KnowledgeTransferFields() {
  const { t } = useTranslation('applications');
  const { control, register } = useFormContext<ApplicationFormValues>();
  const errors = useDetailErrors();
  return (
    <>
      <TextField
        label={t('details.topic')}
        maxLength={MAX_TOPIC}
        error={errorOf(errors, 'topic')}
        {...register('details.topic')}
      />
      <TextAreaField
        label={t('details.experts')}
        hint={t('details.expertsHint')}
        rows={3}
        maxLength={MAX_EXPERTS}
        error={errorOf(errors, 'experts')}
        {...register('details.experts')}
      />
      <CountInput
        control={control}
        name="details.participants"
        label={t('details.participants')}
        min={1}
        max={MAX_PARTICIPANTS}
        className="sm:max-w-48"
      />
      <PeriodFields />
    </>
  );
}

type ApplicationDetailsFieldsProps = { type: ProjectType; catalogue: Catalogue | undefined };

/** The fields of the project's type. */
export function ApplicationDetailsFields({ type, catalogue }: ApplicationDetailsFieldsProps) {
  const { t } = useTranslation(['applications', 'empowerment']);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">
        {t('details.title', { type: t(`empowerment:projectTypes.${type}`) })}
      </legend>
      {type === 'coachSupport' ? <CoachSupportFields /> : null}
      {type === 'volleyballEquipment' ? <EquipmentFields catalogue={catalogue} /> : null}
      {type === 'knowledgeTransfer' ? <KnowledgeTransferFields /> : null}
    </fieldset>
  );
}
