import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Season } from '@libero/shared/registry/competitions';
import { seasonDays, seasonOf } from '@libero/shared/transfers/seasons';
import { toDateValue } from '../../lib/dates/date-picker';
import { i18n } from '../../lib/i18n';
import { useValidatedForm } from '../../lib/form';
import { EntityFormField } from '../../lib/forms/entity-form/entity-form-field';
import { entityFormSchema } from '../../lib/forms/entity-form/entity-form-schema';
import { saveAttributes, type EntityFormValues } from '../../lib/forms/entity-form/entity-form-values';
import { RecordFormDialog } from '../../lib/forms/record-form-dialog';
import { seasonName } from '../transfers';
import { formSpecs, PLAIN_SETTING, specNamed, useSaveRecord } from '../../lib/forms/record-dialog-parts';

const FIELDS = ['Year', 'Name', 'StartDate', 'EndDate'];

/** A season's name and days, from the year it starts: `2026/27`, 16 October to 15 May. */
function seasonDefaults(year: number): EntityFormValues {
  const { first, last } = seasonDays(year);
  return { Year: year, Name: seasonName(year), StartDate: first, EndDate: last };
}

/**
 * Adds a national-league season. Its name and days follow the year chosen (16 October to 15 May)
 * until they are changed by hand.
 */
export function SeasonDialog({ onSaved, onClose }: { onSaved: (no: number) => void; onClose: () => void }) {
  const { t } = useTranslation(['competitions', 'common']);
  const specs = useMemo(() => formSpecs(Season, FIELDS), []);
  const [schema] = useState(() =>
    entityFormSchema(specs).superRefine((values, context) => {
      const { StartDate: start, EndDate: end } = values;
      if (typeof start === 'string' && typeof end === 'string' && start && end && end < start)
        context.addIssue({ code: 'custom', path: ['EndDate'], message: i18n.t('competitions:form.endBeforeStart') });
    }),
  );
  const form = useValidatedForm(schema, seasonDefaults(seasonOf(toDateValue(new Date()))));
  const year = useWatch({ control: form.control, name: 'Year' });
  const { dirtyFields } = form.formState;
  useEffect(() => {
    if (typeof year !== 'number' || year < 1900 || year > 2999) return;
    const next = seasonDefaults(year);
    for (const name of ['Name', 'StartDate', 'EndDate'] as const) {
      if (!dirtyFields[name]) form.setValue(name, next[name] ?? '', { shouldValidate: true });
    }
  }, [year, dirtyFields, form]);
  const { saveRecord } = useSaveRecord('Season');

  const save = async (values: EntityFormValues) => {
    onSaved(await saveRecord(saveAttributes(specs, values)));
  };

  return (
    <RecordFormDialog
      form={form}
      onSave={save}
      refusable={{ fields: FIELDS, codeFields: { Duplicate: 'Year' } }}
      onClose={onClose}
      title={t('seasons.newTitle')}
      submitLabel={t('seasons.create')}
    >
      <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2">
        {FIELDS.map((name) => (
          <EntityFormField key={name} spec={specNamed(specs, name)} setting={PLAIN_SETTING} />
        ))}
      </div>
      <p className="text-sm text-slate-600">{t('seasons.daysHint')}</p>
    </RecordFormDialog>
  );
}
