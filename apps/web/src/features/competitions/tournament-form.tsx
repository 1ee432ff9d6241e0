import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '@libero/shared/registry/competitions';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { useConfederationNoOptions, useFederationNoOptions } from '../../lib/entities/federation-options';
import { useValidatedForm } from '../../lib/form';
import { codeOptions } from '../../lib/forms/entity-form/choice-options';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import type { FormFieldSpec } from '../../lib/forms/entity-form/field-kinds';
import { useCurrentUser } from '../../lib/session/current-user';
import { FormSection } from '../../ui/form-section';
import { TextField } from '../../ui/text-field';
import type { TournamentRecord } from './competition-rows';
import { FormChoice, PLAIN_SETTING, useSaveRecord } from '../../lib/forms/record-dialog-parts';
import { RecordForm } from '../../lib/forms/record-form-dialog';
import { useEventOptions, useSeasonOptions, useTournamentTypeOptions, useTournamentTypes } from './reference-options';
import {
  TOURNAMENT_FORM_FIELDS,
  cleanedValues,
  tournamentFormSchema,
  tournamentFormSpecs,
  type TournamentFormField,
} from './tournament-form-schema';

/** A federation organises its own tournaments only: its organiser is set, not chosen. */
function ownFederation(user: TCurrentUser): number | undefined {
  return !isAdmin(user) && user.type === UserTypeNo.Federation ? user.typeNo : undefined;
}

export type TournamentFormProps = {
  /** The tournament changed; none to add one. */
  record?: TournamentRecord | undefined;
  onSaved: (no: number) => void;
  onCancel: () => void;
};

/**
 * A tournament's details, checked as they are typed with the server's rules of each field (from the
 * registry) and the dates' order. A refusal of the server shows on the field it names.
 */
export function TournamentForm({ record, onSaved, onCancel }: TournamentFormProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const user = useCurrentUser();
  const federationNo = ownFederation(user);
  const specs = useMemo(() => tournamentFormSpecs(), []);
  const spec = useMemo(() => {
    const byName = new Map(specs.map((s) => [s.name, s]));
    return (name: TournamentFormField) => byName.get(name) as FormFieldSpec;
  }, [specs]);
  const [schema] = useState(() => tournamentFormSchema(specs));
  const [defaults] = useState((): EntityFormValues => {
    const values = formDefaults(specs, record as Record<string, unknown> | undefined);
    if (!record && federationNo !== undefined)
      return { ...values, OrganizerType: 'federation', NoOrganizer: String(federationNo) };
    return values;
  });
  const form = useValidatedForm(schema, defaults);
  const types = useTournamentTypes();
  const typeOptions = useTournamentTypeOptions();
  const seasons = useSeasonOptions();
  const events = useEventOptions();
  const federations = useFederationNoOptions();
  const confederations = useConfederationNoOptions();
  const [chosenType, organizerType] = useWatch({ control: form.control, name: ['NoType', 'OrganizerType'] });
  const nationalLeague = types?.find((type) => String(type.no) === chosenType)?.nationalLeague === 1;
  const { saveRecord } = useSaveRecord('VolleyTournament');

  const save = async (values: EntityFormValues) => {
    const base = record ? { no: record.no, version: record.version, defaults } : undefined;
    onSaved(await saveRecord(saveAttributes(specs, cleanedValues(values, nationalLeague), base)));
  };
  const field = (name: TournamentFormField) => <EntityFormField spec={spec(name)} setting={PLAIN_SETTING} />;
  const organizers = organizerType === 'confederation' ? confederations : federations;
  const ownFederationName = federations.find((option) => option.value === String(federationNo))?.label ?? '';

  return (
    <RecordForm
      form={form}
      onSave={save}
      refusable={{ fields: TOURNAMENT_FORM_FIELDS, codeFields: { Duplicate: 'Code' } }}
      onCancel={onCancel}
      submitLabel={record ? undefined : t('form.create')}
      className="flex flex-col gap-5"
    >
      <FormSection title={t('form.sections.tournament')}>
        {field('Code')}
        {field('Name')}
        <FormChoice spec={spec('NoType')} options={typeOptions} />
        <FormChoice
          spec={spec('Gender')}
          options={GENDERS.map((gender) => ({ value: String(gender), label: t(`genders.${gender}`) }))}
        />
        <FormChoice spec={spec('NoSeason')} options={seasons} />
        {field('Status')}
        <div className="sm:col-span-2">{field('Published')}</div>
      </FormSection>
      <FormSection title={t('form.sections.place')}>
        {field('StartDate')}
        {field('EndDate')}
        {field('CountryCode')}
        {field('City')}
      </FormSection>
      <FormSection title={t('form.sections.organisation')}>
        {federationNo === undefined ? (
          <>
            <FormChoice
              spec={spec('OrganizerType')}
              options={codeOptions(spec('OrganizerType'))}
              onChosen={() => form.setValue('NoOrganizer', '')}
            />
            {organizerType === 'world' ? null : (
              <FormChoice
                key={String(organizerType)}
                spec={spec('NoOrganizer')}
                options={organizers}
                label={organizerType === 'confederation' ? t('fields.confederation') : t('fields.federation')}
              />
            )}
          </>
        ) : (
          <TextField label={t('fields.organizer')} value={ownFederationName} readOnly hint={t('form.ownFederation')} />
        )}
        {nationalLeague ? field('Division') : null}
        <FormChoice spec={spec('NoEvent')} options={events} />
      </FormSection>
    </RecordForm>
  );
}
