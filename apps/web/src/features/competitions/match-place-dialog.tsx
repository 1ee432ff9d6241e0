import { useMemo, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VolleyMatch } from '@libero/shared/registry/competitions';
import { i18n } from '../../lib/i18n';
import { registryLabel } from '../../lib/entities/registry-label';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { FormDialog } from '../../ui/form-dialog';
import { TextField } from '../../ui/text-field';
import type { MatchRow } from './competition-rows';
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
import { useHallOptions } from './reference-options';
import { TIME_PATTERN } from './round-robin-days';

const FIELDS = ['LocalDate', 'LocalTime', 'NoHall'];

/** When and where a match is played: its day and kick-off at the hall's local time, and the hall. */
export function MatchPlaceDialog({ match, onClose }: { match: MatchRow; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(VolleyMatch, FIELDS, ['NoHall']), []);
  const [schema] = useState(() =>
    entityFormSchema(specs).superRefine((values, context) => {
      const time = String(values.LocalTime ?? '');
      if (time !== '' && !TIME_PATTERN.test(time))
        context.addIssue({ code: 'custom', path: ['LocalTime'], message: i18n.t('competitions:roundRobin.badTime') });
    }),
  );
  const [defaults] = useState(() => {
    const values = formDefaults(specs, match as unknown as Record<string, unknown>);
    return { ...values, LocalTime: String(values.LocalTime ?? '').slice(0, 5) };
  });
  const form = useValidatedForm(schema, defaults);
  const halls = useHallOptions();
  const timeError = fieldErrorText(form.formState.errors.LocalTime);
  const { saveRecord } = useSaveRecord('VolleyMatch');
  const [refusal, setRefusal] = useState<unknown>();

  const save = async (values: EntityFormValues) => {
    setRefusal(undefined);
    try {
      await saveRecord(saveAttributes(specs, values, { no: match.no, version: match.version, defaults }));
      onClose();
    } catch (error) {
      showRefusal(form, setRefusal, error, FIELDS);
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('place.title', { number: match.noInTournament ?? match.no })}
      description={`${match.teamAName ?? t('bracket.toBeDecided')} – ${match.teamBName ?? t('bracket.toBeDecided')}`}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event: FormEvent) => void form.handleSubmit(save)(event)}
          className="flex flex-col gap-3"
        >
          <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
            <EntityFormField spec={specNamed(specs, 'LocalDate')} setting={PLAIN_SETTING} />
            <TextField
              type="time"
              label={registryLabel(specNamed(specs, 'LocalTime').field.label)}
              error={timeError}
              {...form.register('LocalTime')}
            />
          </div>
          <FormChoice spec={specNamed(specs, 'NoHall')} options={halls} />
          <p className="text-sm text-slate-600">{t('place.localTime')}</p>
          <RefusalAlert error={refusal} />
          <DialogButtons pending={form.formState.isSubmitting} onCancel={onClose} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
