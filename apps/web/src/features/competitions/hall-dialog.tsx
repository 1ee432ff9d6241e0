import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolleyHall } from '@libero/shared/registry/competitions';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import type { HallRecord } from './competition-rows';
import { FormChoice, formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';
import { timeZoneOptions } from './time-zones';

/** The fields of a hall, in the order they are shown. */
export const HALL_FIELDS = ['Name', 'City', 'CountryCode', 'Capacity', 'TimeZone'] as const;

export type HallDialogProps = {
  /** The hall changed; none to add one. */
  hall?: HallRecord | undefined;
  onClose: () => void;
};

/**
 * A hall's name, city, country, capacity and IANA time zone (its matches' local times), checked as
 * they are typed with the server's rules; a refusal shows on the field it names. On an update,
 * only what changed is sent.
 */
export function HallDialog({ hall, onClose }: HallDialogProps) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(VolleyHall, HALL_FIELDS), []);
  const [schema] = useState(() => entityFormSchema(specs));
  const [defaults] = useState(() => formDefaults(specs, hall));
  const form = useValidatedForm(schema, defaults);
  const [zones] = useState(() => timeZoneOptions(hall?.timeZone ?? ''));
  const { saveRecord } = useSaveRecord('VolleyHall');
  const field = (name: (typeof HALL_FIELDS)[number]) => (
    <EntityFormField spec={specNamed(specs, name)} setting={PLAIN_SETTING} />
  );

  const save = async (values: EntityFormValues) => {
    const base = hall ? { no: hall.no, version: hall.version, defaults } : undefined;
    await saveRecord(saveAttributes(specs, values, base));
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: HALL_FIELDS }}
      savedNotice={{ kind: 'hall-saved', message: hall ? t('halls.saved') : t('halls.created') }}
      onClose={onClose}
      title={hall ? t('halls.edit', { name: hall.name ?? '' }) : t('halls.newTitle')}
      submitLabel={hall ? undefined : t('halls.add')}
    >
      {field('Name')}
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        {field('City')}
        {field('CountryCode')}
        {field('Capacity')}
        <FormChoice spec={specNamed(specs, 'TimeZone')} options={zones} />
      </div>
      <p className="text-sm text-slate-600">{t('halls.timeZoneHint')}</p>
    </RecordFormDialog>
  );
}
