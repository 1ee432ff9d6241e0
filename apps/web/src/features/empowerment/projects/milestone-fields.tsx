import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { fieldErrorText } from '../../../lib/form';
import { FormDateInput } from '../../../lib/forms/form-date-input';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

/** The most milestones a project holds (the API's bound). */
const MAX_MILESTONES = 50;
const MAX_TITLE = 200;

/** A milestone as the form holds it: no done day as `''`. */
export type MilestoneRow = { title: string; dueDay: string; doneDay: string };
const NO_MILESTONE: MilestoneRow = { title: '', dueDay: '', doneDay: '' };

/** The project's milestones: each its title, due day and (once reached) done day; added and removed. */
export function MilestoneFields() {
  const { t } = useTranslation('projects');
  const { control, register, formState } = useFormContext<{ milestones: MilestoneRow[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'milestones' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{t('milestones.title')}</legend>
      {fields.length === 0 ? <p className="text-sm text-slate-600">{t('milestones.empty')}</p> : null}
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid grid-cols-1 items-start gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
        >
          <legend className="px-1 text-sm font-medium text-slate-800">
            {t('milestones.item', { number: index + 1 })}
          </legend>
          <TextField
            label={t('milestones.fields.title')}
            required
            maxLength={MAX_TITLE}
            className="sm:col-span-2"
            error={fieldErrorText(formState.errors.milestones?.[index]?.title)}
            {...register(`milestones.${index}.title`)}
          />
          <FormDateInput control={control} name={`milestones.${index}.dueDay`} label={t('milestones.fields.dueDay')} />
          <FormDateInput
            control={control}
            name={`milestones.${index}.doneDay`}
            label={t('milestones.fields.doneDay')}
            hint={t('milestones.fields.doneDayHint')}
          />
          <div className="sm:col-span-2">
            <Button variant="secondary" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('milestones.remove', { number: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_MILESTONES}
          onClick={() => append({ ...NO_MILESTONE }, { focusName: `milestones.${fields.length}.title` })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('milestones.add')}
        </Button>
      </div>
    </fieldset>
  );
}
