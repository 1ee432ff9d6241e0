import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '@libero/shared/auth/permissions';
import { UserTypeNo } from '@libero/shared/auth/user-types';
import type { TCurrentUser } from '@libero/shared/auth/current-user';
import { useConfederationNoOptions, useFederationNoOptions } from '../../lib/entities/federation-options';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { useCurrentUser } from '../../lib/session/current-user';
import { FormSection } from '../../ui/form-section';
import { TextField } from '../../ui/text-field';
import { timeZoneOptions } from '../competitions';
import { FormChoice, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';
import { RecordForm } from '../../lib/forms/record-form-dialog';
import { useBeachCategories } from './beach-api';
import { TOURNAMENT_STATUS_CODES } from './beach-codes';
import type { BeachTournamentRecord } from './beach-rows';
import {
  BEACH_FORM_FIELDS,
  beachFormSchema,
  beachFormSpecs,
  cleanedValues,
  type BeachFormField,
} from './tournament-form-schema';

/** The organiser a user stands for, set rather than chosen: a confederation's beach manager, a federation. */
type Owner = { field: 'NoConfederation' | 'NoFederation'; no: number; scope: string } | undefined;

function ownerOf(user: TCurrentUser): Owner {
  if (isAdmin(user)) return undefined;
  if (user.type === UserTypeNo.ConfederationBeachManager)
    return { field: 'NoConfederation', no: user.typeNo, scope: 'continental' };
  if (user.type === UserTypeNo.Federation) return { field: 'NoFederation', no: user.typeNo, scope: 'national' };
  return undefined;
}

export type BeachTournamentFormProps = {
  /** The tournament changed; none to add one. */
  record?: BeachTournamentRecord | undefined;
  onSaved: (no: number) => void;
  onCancel: () => void;
};

/**
 * A beach tournament's details, checked as they are typed with the server's rules of each field
 * (from the registry) and what the fields say of each other. Draw sizes left empty are the
 * category's. A refusal of the server shows on the field it names.
 */
export function BeachTournamentForm({ record, onSaved, onCancel }: BeachTournamentFormProps) {
  const { t } = useTranslation(['beach', 'competitions', 'common']);
  const user = useCurrentUser();
  const owner = ownerOf(user);
  const specs = useMemo(() => beachFormSpecs(), []);
  const spec = (name: BeachFormField) => specNamed(specs, name);
  const categories = useBeachCategories();
  // The categories' tours, by number, for the schema (made once) to read as they arrive.
  const [scopes] = useState(() => new Map<string, string>());
  useEffect(() => {
    for (const row of categories ?? []) if (row.scope) scopes.set(String(row.no), row.scope);
  }, [categories, scopes]);
  const [schema] = useState(() => beachFormSchema(specs, (type) => scopes.get(type)));
  const [defaults] = useState((): EntityFormValues => {
    const values = formDefaults(specs, record as Record<string, unknown> | undefined);
    if (record) return values;
    // A new tournament takes the registry's default format, and its organiser's own tour.
    const created = { ...values, Format: spec('Format').rules.default ?? '' };
    return owner ? { ...created, [owner.field]: String(owner.no) } : created;
  });
  const form = useValidatedForm(schema, defaults);
  const federations = useFederationNoOptions();
  const confederations = useConfederationNoOptions();
  const chosenType = useWatch({ control: form.control, name: 'Type' });
  const category = categories?.find((row) => String(row.no) === chosenType);
  const scope = category?.scope ?? undefined;
  const { saveRecord } = useSaveRecord('BeachTournament');
  const [zones] = useState(() => timeZoneOptions(record?.timeZone ?? ''));

  const save = async (values: EntityFormValues) => {
    const base = record ? { no: record.no, version: record.version, defaults } : undefined;
    onSaved(await saveRecord(saveAttributes(specs, cleanedValues(values, scope), base)));
  };
  const field = (name: BeachFormField) => <EntityFormField spec={spec(name)} setting={PLAIN_SETTING} />;
  // Each organiser adds the tournaments of its own tour only.
  const categoryOptions = (categories ?? [])
    .filter((row) => !owner || row.scope === owner.scope)
    .map((row) => ({
      value: String(row.no),
      label: `${row.name ?? row.code ?? row.no} · ${t(`scopes.${row.scope as 'world'}`)}`,
    }));
  const ownerName = owner
    ? (owner.field === 'NoFederation' ? federations : confederations).find((o) => o.value === String(owner.no))?.label
    : undefined;
  const organiser = (name: 'NoConfederation' | 'NoFederation', label: string) =>
    owner?.field === name ? (
      <TextField label={label} value={ownerName ?? ''} readOnly hint={t('form.ownOrganiser')} />
    ) : (
      <FormChoice spec={spec(name)} label={label} options={name === 'NoFederation' ? federations : confederations} />
    );
  const sizesHint = category
    ? t('form.sizesHint', {
        mainDraw: category.nbTeamsMainDraw ?? 0,
        qualification: category.nbTeamsQualification ?? 0,
        fromQualification: category.nbTeamsFromQualification ?? 0,
        wildcards: t('overview.wildcards', { count: category.nbWildcards ?? 0 }),
        quota: category.federationQuota ?? 0,
      })
    : t('form.sizesHintNoCategory');

  return (
    <RecordForm
      form={form}
      onSave={save}
      refusable={{ fields: BEACH_FORM_FIELDS, codeFields: { Duplicate: 'Code' } }}
      onCancel={onCancel}
      submitLabel={record ? undefined : t('form.create')}
      className="flex flex-col gap-5"
    >
      <FormSection title={t('form.sections.tournament')}>
        {field('Code')}
        {field('Name')}
        <div className="sm:col-span-2">{field('Title')}</div>
        <FormChoice spec={spec('Type')} label={t('form.category')} options={categoryOptions} />
        <FormChoice
          spec={spec('Gender')}
          options={[0, 1].map((gender) => ({ value: String(gender), label: t(`genders.${gender as 0 | 1}`) }))}
        />
        {field('Format')}
        {record ? (
          <FormChoice
            spec={spec('Status')}
            options={TOURNAMENT_STATUS_CODES.map((code) => ({
              value: String(code),
              label: t(`tournamentStatuses.${code}`),
            }))}
          />
        ) : null}
        <div className="sm:col-span-2">{field('Published')}</div>
      </FormSection>
      <FormSection title={t('form.sections.dates')}>
        {field('StartDate')}
        {field('EndDate')}
        {field('EntryDeadline')}
        <div className="max-sm:hidden" />
        {field('StartDateQualification')}
        {field('EndDateQualification')}
        {field('StartDateMainDraw')}
        {field('EndDateMainDraw')}
        {field('CountryCode')}
        {field('City')}
        <FormChoice spec={spec('TimeZone')} options={zones} />
      </FormSection>
      <FormSection title={t('form.sections.draw')} hint={sizesHint}>
        {field('NbTeamsMainDraw')}
        {field('NbTeamsQualification')}
        {field('NbTeamsFromQualification')}
        {field('NbWildcards')}
        {field('FederationQuota')}
      </FormSection>
      {scope === 'continental' || scope === 'national' ? (
        <FormSection title={t('form.sections.organisation')}>
          {scope === 'continental'
            ? organiser('NoConfederation', t('fields.confederation'))
            : organiser('NoFederation', t('fields.federation'))}
        </FormSection>
      ) : null}
    </RecordForm>
  );
}
