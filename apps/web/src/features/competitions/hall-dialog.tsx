import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VolleyHall } from '@libero/shared/registry/competitions';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { notify } from '../../lib/notifications/notifications-store';
import { FormDialog } from '../../ui/form-dialog';
import type { HallRecord } from './competition-rows';
import {
  DialogButtons,
  FormChoice,
  formSpecs,
  PLAIN_SETTING,
  RefusalAlert,
  showRefusal,
  specNamed,
  useSaveRecord,
} from '../../lib/forms/record-dialog-parts';
import { timeZoneOptions } from './time-zones';

/** The fields of a hall, in the order they are shown. */
export const HALL_FIELDS = ['Name', 'City', 'CountryCode', 'Capacity', 'TimeZone'] as const;

const NOTICE_MS = 5000;

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
  const [refusal, setRefusal] = useState<unknown>();
  const field = (name: (typeof HALL_FIELDS)[number]) => (
    <EntityFormField spec={specNamed(specs, name)} setting={PLAIN_SETTING} />
  );

  const save = async (values: EntityFormValues) => {
    setRefusal(undefined);
    const base = hall ? { no: hall.no, version: hall.version, defaults } : undefined;
    try {
      await saveRecord(saveAttributes(specs, values, base));
      notify({
        kind: 'hall-saved',
        tone: 'success',
        message: hall ? t('halls.saved') : t('halls.created'),
        duration: NOTICE_MS,
      });
      onClose();
    } catch (error) {
      showRefusal(form, setRefusal, error, HALL_FIELDS);
    }
  };

  return (
    <FormDialog open onClose={onClose} title={hall ? t('halls.edit', { name: hall.name ?? '' }) : t('halls.newTitle')}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)}
          className="flex flex-col gap-3"
        >
          {field('Name')}
          <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
            {field('City')}
            {field('CountryCode')}
            {field('Capacity')}
            <FormChoice spec={specNamed(specs, 'TimeZone')} options={zones} />
          </div>
          <p className="text-sm text-slate-600">{t('halls.timeZoneHint')}</p>
          <RefusalAlert error={refusal} />
          <DialogButtons
            pending={form.formState.isSubmitting}
            onCancel={onClose}
            submitLabel={hall ? undefined : t('halls.add')}
          />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
