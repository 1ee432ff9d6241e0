import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VolleyMatch } from '@libero/shared/registry/competitions';
import { i18n } from '../../lib/i18n';
import { registryLabel } from '../../lib/entities/registry-label';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import { TextField } from '../../ui/text-field';
import type { MatchRow } from './competition-rows';
import { FormChoice, formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';
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

  const save = async (values: EntityFormValues) => {
    await saveRecord(saveAttributes(specs, values, { no: match.no, version: match.version, defaults }));
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: FIELDS }}
      onClose={onClose}
      title={t('place.title', { number: match.noInTournament ?? match.no })}
      description={`${match.teamAName ?? t('bracket.toBeDecided')} – ${match.teamBName ?? t('bracket.toBeDecided')}`}
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
    </RecordFormDialog>
  );
}
