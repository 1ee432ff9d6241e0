import { useMemo, useState, type FormEvent } from 'react';
import { Controller, FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { prizeFundMinor } from '@libero/shared/competitions/points-table';
import { registryLabel } from '../../../lib/entities/registry-label';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { NumberInput } from '../../../lib/forms/number-input';
import type { FormFieldSpec } from '../../../lib/forms/entity-form/field-kinds';
import { notify } from '../../../lib/notifications/notifications-store';
import { FormDialog } from '../../../ui/form-dialog';
import { DialogButtons, refusedField, useSaveRecord } from '../../../lib/forms/record-dialog-parts';
import { useReportUnsaved } from '../transfer-settings/unsaved-forms';
import { isConflict, SaveProblemAlert, type SaveProblem } from '../settings-parts';
import { awardsText } from './awards';
import { BandsEditor } from './bands-editor';
import type { BeachCategoryRecord } from './beach-settings-api';
import {
  bandProblems,
  categoryFormSchema,
  categoryFormValues,
  categorySaveAttributes,
  readBands,
  REFUSABLE_FIELDS,
  sizeSpecs,
  type CategoryFormValues,
  type SizeField,
} from './category-form';
import { categoryName } from './category-text';

const NOTICE_MS = 5000;

/** The teams from the qualification depend on its size: checked again when it changes. */
const DEPENDENTS: Partial<Record<SizeField, `sizes.${SizeField}`>> = {
  NbTeamsQualification: 'sizes.NbTeamsFromQualification',
};

/** A draw size: a whole number within the registry's bounds, labelled as the registry names it. */
function SizeInput({ spec }: { spec: FormFieldSpec }) {
  const { t } = useTranslation('beach-settings');
  const { control } = useFormContext<CategoryFormValues>();
  const name = spec.name as SizeField;
  const deps = DEPENDENTS[name];
  return (
    <Controller
      control={control}
      name={`sizes.${name}`}
      rules={deps ? { deps } : {}}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={registryLabel(spec.field.label)}
          hint={t(`categories.sizeHints.${name}`, { min: spec.rules.min ?? 0, max: spec.rules.max ?? '' })}
          format="integer"
          min={spec.rules.min}
          max={spec.rules.max}
          error={
            fieldState.error?.message === 'fromQualification'
              ? t('categories.errors.fromQualification')
              : fieldErrorText(fieldState.error)
          }
          value={typeof field.value === 'number' ? field.value : null}
          onChange={(value) => field.onChange(value === null || value === '' ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

export type CategoryDialogProps = {
  category: BeachCategoryRecord;
  onClose: () => void;
  /** Reads the categories again (after someone else changed this one). */
  onReload: () => void;
};

/**
 * A category's draw sizes and points table, checked as they are typed with the server's rules;
 * saved with the version read (a newer one is a conflict: the dialog offers to load it). A refusal
 * shows on the field it names; on the points table for `Awards`.
 */
export function CategoryDialog({ category, onClose, onReload }: CategoryDialogProps) {
  const { t } = useTranslation('beach-settings');
  const currency = category.currency ?? 'USD';
  const specs = useMemo(() => sizeSpecs(), []);
  const [schema] = useState(() => categoryFormSchema(specs, currency));
  const [defaults] = useState(() => categoryFormValues(specs, category, currency));
  const form = useValidatedForm(schema, defaults);
  const { saveRecord } = useSaveRecord('BeachCategory');
  const [problem, setProblem] = useState<SaveProblem>();
  /** The server's refusal of the points table, kept while the table is the one it refused. */
  const [awardsRefusal, setAwardsRefusal] = useState<{ awards: string; message: string }>();
  const { isDirty, isSubmitting, errors } = form.formState;
  useReportUnsaved('category', isDirty);

  const rows = useWatch({ control: form.control, name: 'bands' });
  const bands = readBands(rows, currency);
  const problems = bands ? bandProblems(bands, currency) : [];
  const typedAwards = bands ? awardsText(bands) : undefined;
  const fund = bands ? prizeFundMinor({ currency, bands }) : undefined;
  const name = categoryName(category);

  const save = async (values: CategoryFormValues) => {
    setProblem(undefined);
    const read = readBands(values.bands, currency);
    if (!read || bandProblems(read, currency).length > 0) return;
    try {
      await saveRecord(categorySaveAttributes(specs, category, defaults, values, read));
      form.reset(values);
      notify({
        kind: 'beach-category-saved',
        tone: 'success',
        message: t('categories.saved', { name }),
        duration: NOTICE_MS,
        unique: false,
      });
      onClose();
    } catch (error) {
      const refused = isConflict(error) ? undefined : refusedField(error, REFUSABLE_FIELDS);
      if (refused?.field === 'Awards') setAwardsRefusal({ awards: awardsText(read), message: refused.message });
      else if (refused)
        form.setError(
          `sizes.${refused.field as SizeField}`,
          { type: 'server', message: refused.message },
          { shouldFocus: true },
        );
      else setProblem({ error });
    }
  };
  const submit = (event: FormEvent) => void form.handleSubmit(save, () => setProblem({ incomplete: true }))(event);

  return (
    <FormDialog
      open
      onClose={onClose}
      size="wide"
      title={t('categories.editTitle', { name })}
      description={t('categories.editDescription', { code: category.code ?? '', currency })}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{t('categories.sizesTitle')}</legend>
            <div className="grid grid-cols-2 items-start gap-x-4 gap-y-3 lg:grid-cols-3">
              {specs.map((spec) => (
                <SizeInput key={spec.name} spec={spec} />
              ))}
            </div>
          </fieldset>
          <BandsEditor
            currency={currency}
            problems={problems}
            prizeFundMinor={fund}
            refusal={awardsRefusal && awardsRefusal.awards === typedAwards ? awardsRefusal.message : undefined}
          />
          <SaveProblemAlert
            problem={problem}
            hasErrors={Object.keys(errors).length > 0}
            texts={{
              conflict: t('categories.conflict'),
              notSaved: (reason) => t('categories.notSaved', { reason }),
              reload: t('categories.reload'),
            }}
            onReload={onReload}
          />
          <DialogButtons pending={isSubmitting} onCancel={onClose} disabled={problems.length > 0} />
        </form>
      </FormProvider>
    </FormDialog>
  );
}
