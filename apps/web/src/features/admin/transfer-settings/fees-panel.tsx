import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TRANSFER_CURRENCIES } from '@libero/shared/transfers/transfer-api';
import { formatDate } from '../../../lib/dates/date-formats';
import { entityListQuery } from '../../../lib/entities/entity-queries';
import { errorMessage } from '../../../lib/error-message';
import { fieldErrorText, useValidatedForm } from '../../../lib/form';
import { formIncompleteMessage } from '../../../lib/forms/rules';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notifications/notifications-store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FoldablePanel } from '../../../ui/foldable-panel';
import { SelectField, type SelectFieldProps } from '../../../ui/form-controls';
import { TextField } from '../../../ui/text-field';
import { formatMoney, MAX_AMOUNT_MINOR, minorDigits, readAmount, type AmountProblem } from './amounts';
import {
  FEE_FORM_SCHEMA,
  feeFormValues,
  feeTableOf,
  handlingBodies,
  type ConfederationRow,
  type FeeFormValues,
  type HandlingBody,
} from './fee-table-form';
import {
  feesQuery,
  saveFees,
  transferSettingsKeys,
  type TFeeAnswerRow,
  type TFeeTableAnswer,
} from './transfer-settings-api';
import { LoadFailure, Loading } from './settings-ui';
import { useReportUnsaved } from './unsaved-forms';

const NOTICE_MS = 5000;

/** The confederations, as the bodies' pages list them (the same query, shared in the cache). */
const CONFEDERATIONS = { fields: ['No', 'Code', 'Name'], sort: ['Code'], page: { skip: 0, take: 100 } } as const;

const AMOUNT_PROBLEMS: ReadonlySet<string> = new Set<AmountProblem>(['format', 'decimals', 'positive', 'tooLarge']);
const isAmountProblem = (message: string | undefined): message is AmountProblem =>
  message !== undefined && AMOUNT_PROBLEMS.has(message);

/** Why the last save failed: the form has problems, or the server refused it (its message is shown). */
type Problem = { incomplete: true } | { error: unknown };

/** The currency of a fee: one of those the API takes, always one (no empty choice). */
function CurrencySelect(props: Omit<SelectFieldProps, 'options' | 'emptyLabel'>) {
  const language = currentLanguage();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames(language, { type: 'currency' });
    return TRANSFER_CURRENCIES.map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
  }, [language]);
  return <SelectField {...props} options={options} />;
}

/** A body's fee: its currency and amount, with the amount as it will be charged, and when it last changed. */
function FeeRowFields({ index, name, saved }: { index: number; name: string; saved: TFeeAnswerRow | undefined }) {
  const { t } = useTranslation('transfer-settings');
  const nameId = useId();
  const { register, control, formState } = useFormContext<FeeFormValues>();
  const currency = useWatch({ control, name: `fees.${index}.currency` });
  const amount = useWatch({ control, name: `fees.${index}.amount` });
  const error = formState.errors.fees?.[index]?.amount;
  const language = currentLanguage();

  const errorText = (fieldError: FieldError | undefined) =>
    isAmountProblem(fieldError?.message)
      ? t(`fees.errors.${fieldError.message}`, {
          digits: minorDigits(currency),
          max: formatMoney(MAX_AMOUNT_MINOR, currency, language),
        })
      : fieldErrorText(fieldError);
  const read = amount.trim() === '' ? undefined : readAmount(amount, currency);
  const hint = !read ? t('fees.noFee') : 'minor' in read ? formatMoney(read.minor, currency, language) : undefined;

  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className="grid grid-cols-1 gap-x-4 gap-y-2 border-b border-slate-100 py-3 last:border-0 sm:grid-cols-[minmax(0,1fr)_13rem_12rem] sm:items-start"
    >
      <div className="flex min-w-0 flex-col gap-0.5 sm:pt-7">
        <p id={nameId} className="text-sm font-semibold text-slate-900">
          {name}
        </p>
        {saved ? (
          <p className="text-xs text-slate-500">
            <time dateTime={saved.updatedAt}>
              {t('fees.updatedAt', { date: formatDate(saved.updatedAt, 'timeShortWithYear') })}
            </time>
          </p>
        ) : null}
      </div>
      <Controller
        control={control}
        name={`fees.${index}.currency`}
        // The decimals allowed depend on the currency: the amount is checked again.
        rules={{ deps: [`fees.${index}.amount`] }}
        render={({ field }) => (
          <CurrencySelect
            label={t('fees.currency')}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField
        label={t('fees.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={hint}
        error={errorText(error)}
        {...register(`fees.${index}.amount`)}
      />
    </div>
  );
}

function ProblemAlert({ problem }: { problem: Problem }) {
  const { t } = useTranslation('transfer-settings');
  if ('incomplete' in problem) return <Alert tone="error">{formIncompleteMessage()}</Alert>;
  return <Alert tone="error">{t('fees.notSaved', { reason: errorMessage(problem.error) })}</Alert>;
}

/**
 * The fee table: a row per handling body, checked as the administrator types; the whole table is
 * saved at once, in minor units.
 */
function FeeForm({ bodies, answer }: { bodies: readonly HandlingBody[]; answer: TFeeTableAnswer }) {
  const { t } = useTranslation('transfer-settings');
  const { t: common } = useTranslation();
  const client = useQueryClient();
  const form = useValidatedForm(FEE_FORM_SCHEMA, feeFormValues(bodies, answer));
  const [problem, setProblem] = useState<Problem>();
  const { isDirty, isSubmitting, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  useReportUnsaved('fees', isDirty);

  const save = async (values: FeeFormValues) => {
    setProblem(undefined);
    try {
      const saved = await saveFees(feeTableOf(values));
      client.setQueryData(transferSettingsKeys.fees(), saved);
      form.reset(feeFormValues(bodies, saved));
      notify({
        kind: 'transfer-fees-saved',
        tone: 'success',
        message: t('fees.saved'),
        duration: NOTICE_MS,
        unique: false,
      });
    } catch (error) {
      setProblem({ error });
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(save, () => setProblem({ incomplete: true }))(event);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={t('fees.title')} className="flex flex-col gap-3">
        <div className="flex flex-col">
          {bodies.map((body, index) => (
            <FeeRowFields
              key={body.confederationNo ?? 'world'}
              index={index}
              name={body.confederationNo === null ? t('fees.world') : body.name}
              saved={answer.fees.find((fee) => fee.confederationNo === body.confederationNo)}
            />
          ))}
        </div>
        {problem && !('incomplete' in problem && !hasErrors) ? <ProblemAlert problem={problem} /> : null}
        <div>
          <Button type="submit" pending={isSubmitting} pendingLabel={common('actions.saving')}>
            {t('fees.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** What the fee table is for, and what a change does to the transfers already started. */
function FeesIntro() {
  const { t } = useTranslation('transfer-settings');
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <p>{t('fees.intro')}</p>
      <p>{t('fees.exempt')}</p>
      <p>{t('fees.kept')}</p>
      <p>{t('fees.empty')}</p>
    </div>
  );
}

/** The fee of each handling body: the world federation's, and each confederation's. */
export function FeesPanel() {
  const { t } = useTranslation('transfer-settings');
  const fees = useQuery(feesQuery());
  const confederations = useQuery({
    ...entityListQuery('Confederation', CONFEDERATIONS),
    staleTime: 60 * 60_000,
    // The panel shows its own error.
    meta: { silent: true },
  });
  const rows = confederations.data?.data as ConfederationRow[] | undefined;
  const bodies = useMemo(
    () => (rows && fees.data ? handlingBodies(rows, fees.data.fees) : undefined),
    [rows, fees.data],
  );

  let content;
  if (fees.isError)
    content = (
      <LoadFailure
        message={t('fees.failed', { reason: errorMessage(fees.error) })}
        onRetry={() => void fees.refetch()}
      />
    );
  else if (confederations.isError)
    content = (
      <LoadFailure
        message={t('fees.confederationsFailed', { reason: errorMessage(confederations.error) })}
        onRetry={() => void confederations.refetch()}
      />
    );
  else if (bodies && fees.data)
    content = (
      <FeeForm
        // Other bodies (a confederation added meanwhile): a new form for them.
        key={bodies.map((body) => body.confederationNo ?? 'world').join(' ')}
        bodies={bodies}
        answer={fees.data}
      />
    );

  return (
    <FoldablePanel title={t('fees.title')}>
      <div className="flex flex-col gap-3" aria-busy={!content || undefined}>
        <FeesIntro />
        {content ?? <Loading />}
      </div>
    </FoldablePanel>
  );
}
