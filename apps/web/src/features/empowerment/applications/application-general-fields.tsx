import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCall } from '@libero/shared/empowerment/empowerment-api';
import { useFederationNoOptions } from '../../../lib/entities/federation-options';
import { formatDate } from '../../../lib/dates/date-formats';
import { FormSelect } from '../../../lib/forms/form-select';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { ApplicationFormValues } from './application-form';
import { formErrorText } from '../form-error-text';

const MAX_TITLE = 200;
const MAX_SUMMARY = 5000;

/** Where the draft goes: a call to choose for a new one, the call and federation it has otherwise. */
export type ApplicationPlace =
  | { kind: 'new'; calls: readonly TCall[]; namesFederation: boolean; ownFederationNo: number }
  | { kind: 'existing'; callTitle: string; federation: string };

function NewPlaceFields({ place }: { place: Extract<ApplicationPlace, { kind: 'new' }> }) {
  const { t } = useTranslation('applications');
  const { control } = useFormContext<ApplicationFormValues>();
  const federations = useFederationNoOptions();
  const calls = place.calls.map((call) => ({
    value: String(call.no),
    label: t('form.callOption', { title: call.title, closesOn: formatDate(call.closesOn) }),
  }));
  const own = federations.find((option) => option.value === String(place.ownFederationNo))?.label ?? '';
  return (
    <>
      <FormSelect
        control={control}
        name="callNo"
        label={t('form.call')}
        hint={calls.length === 0 ? t('form.noOpenCall') : t('form.callHint')}
        options={calls}
        emptyLabel={t('form.choose')}
      />
      {place.namesFederation ? (
        <FormSelect
          control={control}
          name="federationNo"
          label={t('form.federation')}
          hint={t('form.federationHint')}
          options={federations}
          emptyLabel={t('form.chooseFederation')}
        />
      ) : (
        <TextField label={t('form.federation')} value={own} readOnly />
      )}
    </>
  );
}

/** The call, the federation, the title and the summary of the draft. */
export function ApplicationGeneralFields({ place }: { place: ApplicationPlace }) {
  const { t } = useTranslation('applications');
  const { register, formState } = useFormContext<ApplicationFormValues>();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('form.general')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {place.kind === 'new' ? (
          <NewPlaceFields place={place} />
        ) : (
          <>
            <TextField label={t('form.call')} value={place.callTitle} readOnly />
            <TextField label={t('form.federation')} value={place.federation} readOnly />
          </>
        )}
      </div>
      <TextField
        label={t('form.title')}
        maxLength={MAX_TITLE}
        error={formErrorText(formState.errors.title)}
        {...register('title')}
      />
      <TextAreaField
        label={t('form.summary')}
        hint={t('form.summaryHint')}
        maxLength={MAX_SUMMARY}
        error={formErrorText(formState.errors.summary)}
        {...register('summary')}
      />
    </fieldset>
  );
}
