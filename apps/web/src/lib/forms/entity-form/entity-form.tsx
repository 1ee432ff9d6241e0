import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EntityDef } from '@libero/shared/registry/types';
import type { VisAttributes } from '@libero/shared/vis/request-builder';
import type { EntityRow } from '../../entities/entity-table';
import { errorMessage } from '../../error-message';
import { useValidatedForm } from '../../form';
import { apiErrorOf } from '../../http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import type { UnitSystem } from '../measurement-units';
import { formIncompleteMessage } from '../rules';
import { EntityFormField } from './entity-form-field';
import { entityFormSchema } from './entity-form-schema';
import { formDefaults, saveAttributes, type EntityFormValues, type FormBase } from './entity-form-values';
import { formFields, formSections, type FormLayout, type FormSection, type WritableField } from './field-kinds';
import type { FieldSetting } from './field-props';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

/** What a section shows besides its fields: before them (a unit toggle), after them (a warning). */
export type SectionExtra = { start?: ReactNode; end?: ReactNode };

export type EntityFormProps = {
  entity: EntityDef;
  /**
   * The sections in order; fields the entity lacks or the user may not write are left out, and so
   * are empty sections. Keep it stable (a constant, or memoized): the form's schema follows it.
   */
  layout: FormLayout;
  /** Which fields this user may write; by default every field a Save may set. Keep it stable too. */
  writable?: WritableField | undefined;
  /** The record to update, with `no` and `version`; none to create one. */
  record?: EntityRow | undefined;
  /** A Federation user's federation: new records go there and nothing is moved elsewhere. */
  lockedFederation?: number | undefined;
  /** Said under the locked federation (by default: it is the user's own). */
  lockedFederationHint?: string | undefined;
  /** The units measures are shown and typed in; metric by default. */
  units?: UnitSystem | undefined;
  /** Sends the Save request; resolves with the record's number. */
  onSave: (attributes: VisAttributes) => Promise<number>;
  onSaved: (no: number) => void;
  onCancel: () => void;
  /** Reads the record again after someone else changed it. */
  onReload?: (() => void) | undefined;
  /** What a section (by key) shows besides its fields. */
  sectionExtra?: ((key: string) => SectionExtra | undefined) | undefined;
  /** Shown above the sections. */
  intro?: ReactNode;
};

/** Why the last save failed: the form is incomplete, or the server refused it. */
type Problem = { incomplete: true } | { error: unknown };

type SectionProps = { section: FormSection; setting: FieldSetting; extra: SectionExtra | undefined };

function FormSectionBox({ section, setting, extra }: SectionProps) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 pt-1 pb-4 shadow-xs">
      <legend className="px-1 text-sm font-semibold text-slate-900">{section.title}</legend>
      {extra?.start}
      <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {section.fields.map((spec) => (
          <EntityFormField key={spec.name} spec={spec} setting={setting} />
        ))}
      </div>
      {extra?.end}
    </fieldset>
  );
}

function ProblemAlert({ problem, onReload }: { problem: Problem; onReload?: (() => void) | undefined }) {
  const { t } = useTranslation('entity-form');
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

function baseOf(record: EntityRow | undefined, defaults: EntityFormValues): FormBase | undefined {
  return record ? { no: Number(record.no), version: Number(record.version), defaults } : undefined;
}

/**
 * A record's form built from the registry: the fields of the layout the user may write, in
 * sections, checked as the user types with the server's rules. A field the server refuses gets its
 * message; other refusals show above the buttons. Leaving with unsaved changes asks first.
 */
export function EntityForm({
  entity,
  layout,
  writable,
  record,
  lockedFederation,
  lockedFederationHint,
  units = 'metric',
  onSave,
  onSaved,
  onCancel,
  onReload,
  sectionExtra,
  intro,
}: EntityFormProps) {
  const { t } = useTranslation(['entity-form', 'common']);
  const sections = useMemo(() => formSections(entity, layout, writable), [entity, layout, writable]);
  const fields = useMemo(() => formFields(sections), [sections]);
  const schema = useMemo(() => entityFormSchema(fields), [fields]);
  const defaults = useMemo(() => formDefaults(fields, record, lockedFederation), [fields, record, lockedFederation]);
  const form = useValidatedForm(schema, defaults);
  const [problem, setProblem] = useState<Problem>();
  const saved = useRef(false);
  const { isDirty, isSubmitting, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const hasUnsavedChanges = useCallback(() => isDirty && !saved.current, [isDirty]);
  const setting: FieldSetting = {
    record,
    units,
    lockedFederation,
    lockedFederationHint,
    federationField: fields.find((spec) => spec.kind === 'federation')?.name,
  };

  const save = async (values: EntityFormValues) => {
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
        {intro}
        {sections.map((section) => (
          <FormSectionBox key={section.key} section={section} setting={setting} extra={sectionExtra?.(section.key)} />
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
