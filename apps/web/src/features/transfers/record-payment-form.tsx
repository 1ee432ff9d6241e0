import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  TRANSFER_CURRENCIES,
  ZCurrency,
  type Currency,
  type TTransferDossier,
} from '@libero/shared/transfers/transfer-api';
import { isIsoDate, toDateValue } from '../../lib/dates/date-picker';
import { fieldErrorText, useValidatedForm } from '../../lib/form';
import { selectableDate } from '../../lib/forms/rules';
import { i18n } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { refusedField } from './contract-form';
import { FormFileField } from '../../lib/forms/file-field';
import { FormDateInput } from '../../lib/forms/form-date-input';
import { FormSelect } from '../../lib/forms/form-select';
import { recordPayment } from './transfer-api';
import { minorUnitsOf } from './transfer-format';
import { useTransferStep } from './use-transfer-step';

const CURRENCY_OPTIONS = TRANSFER_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

function paymentSchema(today: string) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1)
      .refine((value) => minorUnitsOf(value) !== undefined, {
        error: () => i18n.t('transfers:payments.form.amountInvalid'),
      }),
    currency: ZCurrency,
    paidOn: z
      .string()
      .min(1)
      .refine(isIsoDate)
      .check(selectableDate({ max: today })),
    proof: z.custom<File | null>((value) => value instanceof File, {
      error: () => i18n.t('transfers:payments.form.proofRequired'),
    }),
  });
}

type PaymentValues = { amount: string; currency: Currency; paidOn: string; proof: File | null };
/** The server's names of the fields, as a refusal's `detail` gives them. */
const SERVER_FIELDS = { amountMinor: 'amount', currency: 'currency', paidOn: 'paidOn', file: 'proof' } as const;

type RecordPaymentFormProps = { dossier: TTransferDossier; onRecorded: () => void };

/** A payment: the amount in major units (sent in minor units), its currency and day, and its proof. */
function PaymentForm({ dossier, onRecorded }: RecordPaymentFormProps) {
  const { t } = useTranslation('transfers');
  const step = useTransferStep(dossier.no);
  const [today] = useState(() => toDateValue(new Date()));
  const currency = dossier.fee?.currency ?? dossier.paymentDetails?.currency ?? 'CHF';
  const defaults: PaymentValues = { amount: '', currency, paidOn: today, proof: null };
  const form = useValidatedForm(paymentSchema(today), defaults);
  const { errors } = form.formState;

  const save = async (values: PaymentValues) => {
    const amountMinor = minorUnitsOf(values.amount);
    if (amountMinor === undefined || !values.proof) return;
    const payment = { amountMinor, currency: values.currency, paidOn: values.paidOn, proof: values.proof };
    const serverFields = Object.keys(SERVER_FIELDS) as (keyof typeof SERVER_FIELDS)[];
    const outcome = await step.run({
      id: 'payment',
      run: () => recordPayment(dossier.no, dossier.version, payment),
      done: t('payments.form.done'),
      shownBy: (error) => refusedField(error, serverFields) !== undefined,
    });
    if (outcome.done) return onRecorded();
    const refused = refusedField(outcome.error, serverFields);
    if (refused)
      form.setError(SERVER_FIELDS[refused.field], { type: 'server', message: refused.message }, { shouldFocus: true });
  };
  const submit = (event: FormEvent) => form.handleSubmit(save)(event);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('payments.form.title')}
      className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3"
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('payments.form.title')}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          label={t('payments.form.amount')}
          hint={t('payments.form.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          error={fieldErrorText(errors.amount)}
          {...form.register('amount')}
        />
        <FormSelect
          control={form.control}
          name="currency"
          label={t('payments.currency')}
          options={CURRENCY_OPTIONS}
          emptyLabel={t('payments.form.chooseCurrency')}
        />
        <FormDateInput control={form.control} name="paidOn" label={t('payments.paidOn')} max={today} />
      </div>
      <FormFileField control={form.control} name="proof" label={t('payments.form.proof')} hint={t('files.hint')} />
      <div>
        <Button type="submit" pending={step.pending} pendingLabel={t('payments.form.recording')}>
          {t('payments.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** "Record payment", emptied once a payment is recorded. */
export function RecordPaymentForm({ dossier }: { dossier: TTransferDossier }) {
  const [round, setRound] = useState(0);
  return <PaymentForm key={round} dossier={dossier} onRecorded={() => setRound((count) => count + 1)} />;
}
