import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ProjectType } from '@libero/shared/empowerment/applications';
import type { TApplicationDossier } from '@libero/shared/empowerment/empowerment-api';
import { errorMessage } from '../../../lib/error-message';
import { useValidatedForm } from '../../../lib/form';
import { UnsavedChangesPrompt } from '../../../lib/forms/entity-form/unsaved-changes-prompt';
import { useGoBack } from '../../../lib/forms/entity-form/use-go-back';
import { formIncompleteMessage } from '../../../lib/forms/rules';
import { apiErrorOf } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { applicationPagePath, catalogueQuery } from './application-api';
import { ApplicationDetailsFields } from './application-details-fields';
import { applicationFormSchema, type ApplicationFormValues, type CheckedApplication } from './application-form';
import { ApplicationGeneralFields, type ApplicationPlace } from './application-general-fields';
import { BudgetFields } from './budget-fields';
import { LiveEligibilityPanel } from './eligibility-panel';

const CARD = 'flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-xs';

/** Why the last save failed: the form is incomplete, or the server refused it. */
type Problem = { incomplete: true } | { error: unknown };

function ProblemAlert({ problem, onReload }: { problem: Problem; onReload: (() => void) | undefined }) {
  const { t } = useTranslation('applications');
  if ('incomplete' in problem) return <Alert tone="error">{formIncompleteMessage()}</Alert>;
  const conflict = apiErrorOf(problem.error)?.code === 'Conflict';
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{conflict ? t('conflict') : errorMessage(problem.error)}</span>
      {conflict && onReload ? (
        <Button variant="secondary" onClick={onReload}>
          {t('form.reload')}
        </Button>
      ) : null}
    </Alert>
  );
}

export type ApplicationEditorProps = {
  type: ProjectType;
  place: ApplicationPlace;
  /** The values the form opens with. */
  values: ApplicationFormValues;
  /** The currency of the call chosen (empty while none is). */
  currencyOf: (callNo: string) => string;
  /** Sends the draft; a refusal is thrown. */
  onSave: (values: CheckedApplication) => Promise<TApplicationDossier>;
  /** Reads the draft again after someone else changed it; resolves with the values to show. */
  onReload?: () => Promise<ApplicationFormValues | undefined>;
  /** Where Cancel leads when the form was opened directly. */
  cancelTo: string;
};

/**
 * A draft's form: checked as it is typed with the API's rules, its budget totalled as it is
 * filled in, the federation's eligibility in the call beside it. Saved, the application's page
 * opens; a field the server refuses gets its message and the focus; leaving unsaved asks first.
 */
export function ApplicationEditor({
  type,
  place,
  values,
  currencyOf,
  onSave,
  onReload,
  cancelTo,
}: ApplicationEditorProps) {
  const { t } = useTranslation(['applications', 'common']);
  const navigate = useNavigate();
  const goBack = useGoBack(cancelTo);
  const namesFederation = place.kind === 'new' && place.namesFederation;
  const schema = useMemo(() => applicationFormSchema(namesFederation), [namesFederation]);
  const form = useValidatedForm(schema, values);
  const catalogue = useQuery({ ...catalogueQuery(), enabled: type === 'volleyballEquipment' }).data;
  const [callNo, federationNo] = useWatch({ control: form.control, name: ['callNo', 'federationNo'] });
  const [problem, setProblem] = useState<Problem>();
  const leaving = useRef(false);
  const { isDirty, isSubmitting, errors } = form.formState;
  const hasUnsavedChanges = useCallback(() => isDirty && !leaving.current, [isDirty]);

  const save = async (checked: CheckedApplication) => {
    setProblem(undefined);
    try {
      const dossier = await onSave(checked);
      leaving.current = true;
      void navigate(applicationPagePath(dossier.no), { replace: true });
    } catch (error) {
      const refused = apiErrorOf(error);
      const field = refused?.detail as FieldPath<ApplicationFormValues> | undefined;
      if (refused?.code === 'InvalidData' && field && form.getValues(field) !== undefined)
        form.setError(field, { type: 'server', message: refused.message }, { shouldFocus: true });
      else setProblem({ error });
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(save, () => setProblem({ incomplete: true }))(event);
  const reload = onReload
    ? async () => {
        try {
          const fresh = await onReload();
          if (!fresh) return;
          form.reset(fresh);
          setProblem(undefined);
        } catch (error) {
          setProblem({ error });
        }
      }
    : undefined;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={t('form.label')} className="flex min-w-0 flex-col gap-4">
          <div className={CARD}>
            <ApplicationGeneralFields place={place} />
          </div>
          <div className={CARD}>
            <ApplicationDetailsFields type={type} catalogue={catalogue} />
          </div>
          <div className={CARD}>
            <BudgetFields
              currency={currencyOf(callNo)}
              catalogue={type === 'volleyballEquipment' ? catalogue?.items : undefined}
            />
          </div>
          <p className="text-sm text-slate-700">{t('form.draftNote')}</p>
          {problem && !('incomplete' in problem && !hasErrors) ? (
            <ProblemAlert problem={problem} onReload={reload ? () => void reload() : undefined} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={isSubmitting} pendingLabel={t('common:actions.saving')}>
              {t('form.save')}
            </Button>
            <Button variant="secondary" onClick={goBack}>
              {t('common:actions.cancel')}
            </Button>
          </div>
        </form>
        <UnsavedChangesPrompt hasUnsavedChanges={hasUnsavedChanges} />
      </FormProvider>
      <aside className="lg:sticky lg:top-4">
        <LiveEligibilityPanel
          callNo={callNo ? Number(callNo) : undefined}
          type={type}
          federationNo={federationNo ? Number(federationNo) : undefined}
          namesFederation={namesFederation}
        />
      </aside>
    </div>
  );
}
