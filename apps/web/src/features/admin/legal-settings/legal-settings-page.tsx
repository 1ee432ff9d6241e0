import { useCallback, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WAITING_STATUSES } from '@libero/shared/legal/legal-cases';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { UnsavedChangesPrompt } from '../../../lib/forms/entity-form/unsaved-changes-prompt';
import { NumberInput } from '../../../lib/forms/number-input';
import { formIncompleteMessage } from '../../../lib/forms/rules';
import { apiErrorOf } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { CheckboxField } from '../../../ui/form-controls';
import { TextField } from '../../../ui/text-field';
import { AdminPage } from '../admin-ui';
import { LoadFailure, WholeField } from '../settings-parts';
import { Loading } from '../transfer-settings/settings-ui';
import {
  legalSettingsKeys,
  legalSettingsQuery,
  saveLegalSettings,
  type TStoredLegalSettings,
} from './legal-settings-api';
import {
  BOUNDS,
  LEGAL_SETTINGS_FORM,
  legalSettingsOf,
  legalSettingsValues,
  type LegalSettingsValues,
} from './legal-settings-form';

const NOTICE_MS = 5000;
const CURRENCY = /^[A-Z]{3}$/;

/** The digits of `currency` after the delimiter (2 for CHF); 2 while the code is not one yet. */
function minorDigits(currency: string): number {
  if (!CURRENCY.test(currency)) return 2;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The fee, typed in the currency's major units and kept in minor units; what will be charged is said under it. */
function FeeField({ control }: { control: Control<LegalSettingsValues> }) {
  const { t } = useTranslation('legal-settings');
  const currency = useWatch({ control, name: 'change.feeCurrency' });
  const digits = minorDigits(currency);
  const factor = 10 ** digits;
  return (
    <Controller
      control={control}
      name="change.feeMinor"
      render={({ field, fieldState }) => {
        const minor = typeof field.value === 'number' ? field.value : null;
        const charged =
          minor !== null && minor > 0 && CURRENCY.test(currency)
            ? t('fee.charged', {
                amount: new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency }).format(
                  minor / factor,
                ),
              })
            : t('fee.none');
        return (
          <NumberInput
            ref={field.ref}
            name={field.name}
            label={t('fee.amount')}
            hint={charged}
            format="number"
            decimals={digits}
            min={BOUNDS.feeMinor.min}
            max={BOUNDS.feeMinor.max / factor}
            error={fieldErrorText(fieldState.error)}
            value={minor === null ? null : minor / factor}
            onChange={(value) =>
              field.onChange(value === null || value === '' ? null : Math.round(Number(value) * factor))
            }
            onBlur={field.onBlur}
          />
        );
      }}
    />
  );
}

/** What the last save said: the form has problems, or the server refused (a stale version: read again). */
type Problem = { incomplete: true } | { error: unknown };

function ProblemAlert({ problem, onReload }: { problem: Problem; onReload: () => void }) {
  const { t } = useTranslation('legal-settings');
  if ('incomplete' in problem) return <Alert tone="error">{formIncompleteMessage()}</Alert>;
  const stale = apiErrorOf(problem.error)?.code === 'Conflict';
  return (
    <Alert tone="error" className="flex flex-wrap items-center gap-2">
      <span>{t('notSaved', { reason: errorMessage(problem.error) })}</span>
      {stale ? (
        <Button variant="secondary" onClick={onReload}>
          {t('reload')}
        </Button>
      ) : null}
    </Alert>
  );
}

/** Every setting in one form, checked as the administrator types, saved at once with the version read. */
function SettingsForm({ saved, onReload }: { saved: TStoredLegalSettings; onReload: () => void }) {
  const { t } = useTranslation(['legal-settings', 'legal']);
  const { t: common } = useTranslation();
  const client = useQueryClient();
  const [defaults] = useState(() => legalSettingsValues(saved));
  const form = useValidatedForm(LEGAL_SETTINGS_FORM, defaults);
  const { control, register, formState } = form;
  const [problem, setProblem] = useState<Problem>();
  const matchLimited = useWatch({ control, name: 'matchLimited' });
  const hasErrors = Object.keys(formState.errors).length > 0;
  const { isDirty } = formState;
  const hasUnsavedChanges = useCallback(() => isDirty, [isDirty]);

  const save = async (values: Parameters<typeof legalSettingsOf>[0]) => {
    setProblem(undefined);
    try {
      const answer = await saveLegalSettings(legalSettingsOf(values), saved.version);
      // The form starts again from what was saved, with the version it now has.
      form.reset(legalSettingsValues(answer));
      client.setQueryData(legalSettingsKeys.all, answer);
      notify({
        kind: 'legal-settings-saved',
        tone: 'success',
        message: t('saved'),
        duration: NOTICE_MS,
        unique: false,
      });
    } catch (error) {
      setProblem({ error });
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(save, () => setProblem({ incomplete: true }))(event);

  return (
    <form noValidate onSubmit={submit} aria-label={common('sections.legalSettings')} className="flex flex-col gap-4">
      <FoldablePanel title={t('change.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t('change.intro')}</p>
          <fieldset className="flex flex-col">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{t('change.rules')}</legend>
            <CheckboxField label={t('change.onceInLifetime')} {...register('change.onceInLifetime')} />
            <CheckboxField label={t('change.neverBackToFormer')} {...register('change.neverBackToFormer')} />
            <CheckboxField label={t('change.nationalityRequired')} {...register('change.nationalityRequired')} />
            <CheckboxField label={t('change.passportRequired')} {...register('change.passportRequired')} />
          </fieldset>
          <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2">
            <WholeField
              control={control}
              name="change.waitingYears"
              label={t('change.waitingYears')}
              hint={t('change.waitingYearsHint', BOUNDS.waitingYears)}
              bounds={BOUNDS.waitingYears}
            />
            <div className="flex flex-col gap-1">
              <WholeField
                control={control}
                name="change.seniorMatchLimit"
                label={t('change.seniorMatchLimit')}
                hint={t('change.seniorMatchLimitHint', BOUNDS.seniorMatchLimit)}
                bounds={BOUNDS.seniorMatchLimit}
                disabled={!matchLimited}
              />
              <CheckboxField
                label={t('change.noMatchLimit')}
                checked={!matchLimited}
                onChange={(event) => {
                  form.setValue('matchLimited', !event.target.checked, { shouldDirty: true });
                  void form.trigger('change.seniorMatchLimit');
                }}
              />
            </div>
          </div>
        </div>
      </FoldablePanel>

      <FoldablePanel title={t('fee.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t('fee.intro')}</p>
          <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2">
            <FeeField control={control} />
            <Controller
              control={control}
              name="change.feeCurrency"
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label={t('fee.currency')}
                  hint={t('fee.currencyHint')}
                  autoComplete="off"
                  maxLength={3}
                  className="sm:max-w-48"
                  error={fieldErrorText(fieldState.error)}
                  onChange={(event) => field.onChange(event.target.value.trim().toUpperCase())}
                />
              )}
            />
          </div>
        </div>
      </FoldablePanel>

      <FoldablePanel title={t('determination.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t('determination.intro')}</p>
          <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2">
            <WholeField
              control={control}
              name="determinationMinAge"
              label={t('determination.minAge')}
              hint={t('determination.minAgeHint', BOUNDS.determinationMinAge)}
              bounds={BOUNDS.determinationMinAge}
            />
          </div>
        </div>
      </FoldablePanel>

      <FoldablePanel title={t('deadlines.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">{t('deadlines.intro', BOUNDS.deadlineDays)}</p>
          <div className="grid grid-cols-1 items-start gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            {WAITING_STATUSES.map((status) => (
              <WholeField
                key={status}
                control={control}
                name={`deadlineDays.${status}`}
                label={t('deadlines.days', { status: t(`legal:statuses.${status}`) })}
                bounds={BOUNDS.deadlineDays}
              />
            ))}
          </div>
        </div>
      </FoldablePanel>

      {problem && !('incomplete' in problem && !hasErrors) ? (
        <ProblemAlert problem={problem} onReload={onReload} />
      ) : null}
      <div>
        <Button type="submit" pending={formState.isSubmitting} pendingLabel={common('actions.saving')}>
          {common('actions.save')}
        </Button>
      </div>
      <UnsavedChangesPrompt hasUnsavedChanges={hasUnsavedChanges} />
    </form>
  );
}

function LegalSettings() {
  const { t } = useTranslation('legal-settings');
  const query = useQuery(legalSettingsQuery());
  if (query.isError)
    return (
      <LoadFailure message={t('failed', { reason: errorMessage(query.error) })} onRetry={() => void query.refetch()} />
    );
  if (!query.data) return <Loading />;
  return <SettingsForm key={query.data.version} saved={query.data} onReload={() => void query.refetch()} />;
}

/**
 * `/admin/legal-settings` (admins): the rules of the legal cases: which eligibility rules a change of
 * federation of origin must pass, its fee, the age from which a registration makes a federation of
 * origin, and the days each waiting step may take. Leaving with unsaved changes asks.
 */
export function LegalSettingsPage() {
  const { t } = useTranslation('common');
  return (
    <AdminPage title={t('sections.legalSettings')}>
      <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-4">
        <LegalSettings />
      </div>
    </AdminPage>
  );
}
