import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import { BODY_PARTS, INJURY_SEVERITIES, INJURY_STATUSES, INJURY_TYPES } from '@libero/shared/medical/injuries';
import { useCommand, useEntityList } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { FormSelect } from '../../../lib/forms/form-select';
import { apiErrorOf } from '../../../lib/http';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import type { Injury } from './injuries-api';
import {
  FIELD_OF_ATTRIBUTE,
  injuryFormValues,
  injuryRecord,
  utcToday,
  ZInjuryForm,
  type InjuryFormValues,
} from './injury-form-schema';

type MedicalPersonRow = {
  no: number;
  firstName: string | null;
  lastName: string | null;
  federationCode: string | null;
};

/** How a medical person is chosen: "Last First (FED)". */
const medicalPersonLabel = (person: MedicalPersonRow) =>
  [
    [person.lastName, person.firstName].filter(Boolean).join(' '),
    person.federationCode ? `(${person.federationCode})` : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The medical persons who may treat the injury, by name, those of the player's federation first;
 * the current one kept when the list does not hold it.
 */
function useTreatingPersonOptions(
  federationCode: string | null | undefined,
  current?: Pick<Injury, 'noTreatingPerson' | 'treatingPersonName'>,
) {
  const query = useEntityList('MedicalPerson', {
    fields: ['No', 'FirstName', 'LastName', 'FederationCode'],
    sort: ['LastName', 'FirstName'],
    page: { skip: 0, take: 500 },
  });
  const rows = (query.data?.data ?? []) as MedicalPersonRow[];
  const ours = (row: MedicalPersonRow) => (federationCode && row.federationCode === federationCode ? 0 : 1);
  const persons = [...rows].sort((a, b) => ours(a) - ours(b));
  const options = persons.map((row) => ({ value: String(row.no), label: medicalPersonLabel(row) }));
  const no = current?.noTreatingPerson;
  if (no && !rows.some((row) => row.no === no)) {
    options.unshift({ value: String(no), label: current.treatingPersonName ?? String(no) });
  }
  return options;
}

type InjuryFormProps = {
  /** The injury edited; a new one otherwise, of `playerNo`. */
  injury?: Injury;
  playerNo?: number;
  /** The federation of a new injury's player: its medical persons are listed first. */
  playerFederationCode?: string | null;
  /** Who treats a new injury unless changed (the medical person recording it). */
  treatingPersonNo?: number;
  onSaved: (no: number) => void;
  onCancel: () => void;
};

/** An injury's details, validated as you type; saved through `SavePlayerInjury`. */
export function InjuryForm({
  injury,
  playerNo,
  playerFederationCode,
  treatingPersonNo,
  onSaved,
  onCancel,
}: InjuryFormProps) {
  const { t } = useTranslation(['injuries', 'common']);
  const form = useValidatedForm(ZInjuryForm, injuryFormValues(injury, treatingPersonNo));
  const { save } = useCommand('PlayerInjury', { silent: true });
  const { control, register, formState } = form;
  const treatingPersons = useTreatingPersonOptions(injury ? injury.federationCode : playerFederationCode, injury);
  const options = (codes: readonly string[], namespace: 'bodyParts' | 'injuryTypes' | 'severities' | 'statuses') =>
    codes.map((code) => ({ value: code, label: t(`injuries:${namespace}.${code}` as 'injuries:statuses.active') }));

  const refusedField = (error: unknown) => {
    const refused = apiErrorOf(error);
    return refused?.code === 'InvalidData' ? FIELD_OF_ATTRIBUTE[refused.detail ?? ''] : undefined;
  };
  const submit = (values: InjuryFormValues) => {
    const record: VisAttributes = injury
      ? { No: injury.no, Version: injury.version, ...injuryRecord(values) }
      : { NoPlayer: playerNo ?? null, ...injuryRecord(values) };
    save.mutate(record, {
      onSuccess: (answer) => {
        const no = Number((answer as { data: { no: number } }).data.no);
        notify({
          kind: 'injury-saved',
          tone: 'success',
          message: t(injury ? 'injuries:form.saved' : 'injuries:form.created'),
          duration: 4000,
        });
        onSaved(no);
      },
      onError: (error) => {
        const field = refusedField(error);
        if (field) form.setError(field, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
      },
    });
  };
  const refusal = save.error && !refusedField(save.error) ? errorMessage(save.error) : undefined;
  const onSubmit = (event: FormEvent) => form.handleSubmit(submit)(event);
  const choose = t('injuries:form.choose');

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={injury ? t('injuries:form.editTitle', { no: injury.no }) : t('injuries:form.recordTitle')}
      className="flex flex-col gap-3"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormDateInput
          control={control}
          name="occurredOn"
          label={t('injuries:fields.occurredOn')}
          max={utcToday()}
          deps="expectedReturnOn"
          required
        />
        <FormSelect
          control={control}
          name="bodyPart"
          label={t('injuries:fields.bodyPart')}
          options={options(BODY_PARTS, 'bodyParts')}
          emptyLabel={choose}
          required
        />
        <FormSelect
          control={control}
          name="injuryType"
          label={t('injuries:fields.injuryType')}
          options={options(INJURY_TYPES, 'injuryTypes')}
          emptyLabel={choose}
          required
        />
        <FormSelect
          control={control}
          name="severity"
          label={t('injuries:fields.severity')}
          options={options(INJURY_SEVERITIES, 'severities')}
          emptyLabel={choose}
          required
        />
        <FormSelect
          control={control}
          name="status"
          label={t('injuries:fields.status')}
          options={options(INJURY_STATUSES, 'statuses')}
        />
        <FormDateInput
          control={control}
          name="expectedReturnOn"
          label={t('injuries:fields.expectedReturnOn')}
          min={form.watch('occurredOn') || undefined}
        />
        <FormDateInput control={control} name="followUpOn" label={t('injuries:fields.followUpOn')} />
        <FormSelect
          control={control}
          name="treatingPersonNo"
          label={t('injuries:form.treatingPerson')}
          hint={t('injuries:form.treatingHint')}
          options={treatingPersons}
          emptyLabel={t('injuries:form.noTreatingPerson')}
        />
      </div>
      <TextAreaField
        label={t('injuries:fields.notes')}
        error={fieldErrorText(formState.errors.notes)}
        {...register('notes')}
      />
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('injuries:form.cancel')}
        </Button>
        <Button type="submit" pending={save.isPending} pendingLabel={t('injuries:form.saving')}>
          {t('injuries:form.save')}
        </Button>
      </div>
    </form>
  );
}
