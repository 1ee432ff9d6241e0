import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '@libero/shared/registry/types';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import type { EntityRow } from '../../lib/entities/entity-table';
import { errorMessage } from '../../lib/error-message';
import { useValidatedForm } from '../../lib/form';
import { formIncompleteMessage } from '../../lib/forms/rules';
import { apiErrorOf } from '../../lib/http';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { UnitSystem } from './measurement-units';
import { formFields, formSections, type FormPart, type FormSection } from './person-form-fields';
import { PersonFormField } from './person-form-field';
import { personFormSchema } from './person-form-schema';
import { formDefaults, saveAttributes, type FormBase, type PersonFormValues } from './person-form-values';
import { PossibleDuplicates } from './possible-duplicates';
import { UnitToggle, useUnitSystem } from './unit-toggle';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

export type PersonFormProps = {
  entity: EntityDef;
  part: FormPart;
  /** The record to update, with `no` and `version`; none to create one. */
  record?: EntityRow;
  /** A Federation user's federation: new people go there and nobody is moved elsewhere. */
  lockedFederation?: number | undefined;
  /** Sends the Save request; resolves with the record's number. */
  onSave: (attributes: VisAttributes) => Promise<number>;
  onSaved: (no: number) => void;
  onCancel: () => void;
  /** Reads the record again after someone else changed it. */
  onReload?: () => void;
};

/** Why the last save failed: the form is incomplete, or the server refused it. */
type Problem = { incomplete: true } | { error: unknown };

type SectionProps = {
  section: FormSection;
  units: UnitSystem;
  onUnitsChange: (units: UnitSystem) => void;
  record?: EntityRow | undefined;
  lockedFederation?: number | undefined;
};

function DuplicatesOfNewPerson() {
  const { control } = useFormContext<PersonFormValues>();
  const [firstName, lastName, birthDate] = useWatch({ control, name: ['FirstName', 'LastName', 'BirthDate'] });
  return (
    <PossibleDuplicates
      firstName={String(firstName ?? '')}
      lastName={String(lastName ?? '')}
      birthDate={String(birthDate ?? '')}
    />
  );
}

function FormSectionBox({ section, units, onUnitsChange, record, lockedFederation }: SectionProps) {
  const { t } = useTranslation('person-form');
  const clubName = typeof record?.clubName === 'string' ? record.clubName : undefined;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 pt-1 pb-4 shadow-xs">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t(`sections.${section.key}`)}</legend>
      {section.key === 'measurements' ? <UnitToggle value={units} onChange={onUnitsChange} /> : null}
      <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {section.fields.map((spec) => (
          <PersonFormField
            key={spec.name}
            spec={spec}
            units={units}
            lockedFederation={lockedFederation}
            clubName={clubName}
          />
        ))}
      </div>
      {section.key === 'identity' && !record ? <DuplicatesOfNewPerson /> : null}
    </fieldset>
  );
}

function ProblemAlert({ problem, onReload }: { problem: Problem; onReload?: (() => void) | undefined }) {
  const { t } = useTranslation('person-form');
  if ('incomplete' in problem) return <Alert tone="error">{formIncompleteMessage()}</Alert>;
  const conflict = apiErrorOf(problem.error)?.code === 'Conflict';
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{errorMessage(problem.error)}</span>
      {conflict && onReload ? (
        <Button variant="secondary" onClick={onReload}>
          {t('conflict.reload')}
        </Button>
      ) : null}
    </Alert>
  );
}

function baseOf(record: EntityRow | undefined, defaults: PersonFormValues): FormBase | undefined {
  return record ? { no: Number(record.no), version: Number(record.version), defaults } : undefined;
}

/**
 * A person's form built from the registry: the writable fields of the entity in sections, checked
 * as the user types with the server's rules. A field the server refuses gets its message; other
 * refusals show above the buttons. Leaving with unsaved changes asks first.
 */
export function PersonForm({
  entity,
  part,
  record,
  lockedFederation,
  onSave,
  onSaved,
  onCancel,
  onReload,
}: PersonFormProps) {
  const { t } = useTranslation(['person-form', 'common']);
  const sections = useMemo(() => formSections(entity, part), [entity, part]);
  const fields = useMemo(() => formFields(sections), [sections]);
  const schema = useMemo(() => personFormSchema(fields), [fields]);
  const defaults = useMemo(() => formDefaults(fields, record, lockedFederation), [fields, record, lockedFederation]);
  const form = useValidatedForm(schema, defaults);
  const [units, setUnits] = useUnitSystem();
  const [problem, setProblem] = useState<Problem>();
  const saved = useRef(false);
  const { isDirty, isSubmitting, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const hasUnsavedChanges = useCallback(() => isDirty && !saved.current, [isDirty]);

  const save = async (values: PersonFormValues) => {
    setProblem(undefined);
    try {
      const no = await onSave(saveAttributes(fields, values, baseOf(record, defaults)));
      saved.current = true;
      onSaved(no);
    } catch (error) {
      const refused = apiErrorOf(error);
      const field = refused?.code === 'InvalidData' ? refused.detail : undefined;
      if (field && field in values)
        form.setError(field, { type: 'server', message: refused?.message }, { shouldFocus: true });
      else setProblem({ error });
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(save, () => setProblem({ incomplete: true }))(event);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {part === 'measurements' ? <p className="text-sm text-slate-700">{t('measurementsOnly')}</p> : null}
        {sections.map((section) => (
          <FormSectionBox
            key={section.key}
            section={section}
            units={units}
            onUnitsChange={setUnits}
            record={record}
            lockedFederation={lockedFederation}
          />
        ))}
        {problem && !('incomplete' in problem && !hasErrors) ? (
          <ProblemAlert problem={problem} onReload={onReload} />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" pending={isSubmitting} pendingLabel={t('common:actions.saving')}>
            {t('common:actions.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
        </div>
      </form>
      <UnsavedChangesPrompt hasUnsavedChanges={hasUnsavedChanges} />
    </FormProvider>
  );
}
